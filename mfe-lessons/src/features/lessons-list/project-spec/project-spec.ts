// The sample project built during the lessons (visitor-side spec: 'Ver Especificação' opens a project-spec modal).

export const PROJECT_SPEC = {
  name: 'Sistema de Gestão de Entregas',
  summary:
    'Uma API back-end completa para uma empresa de entregas: clientes fazem pedidos, o administrador cuida dos produtos e das entregas, e os entregadores levam cada pedido até o destino.',
  features: [
    {
      title: 'Cadastro de clientes',
      text: 'O cliente se cadastra informando o CEP, e o endereço (rua, bairro, cidade e estado) é preenchido automaticamente por uma consulta de CEP.',
    },
    {
      title: 'Cadastro de produtos',
      text: 'O administrador cadastra, edita e remove os produtos disponíveis para pedido.',
    },
    {
      title: 'Criação de pedidos',
      text: 'O cliente cria um pedido com os produtos escolhidos, e o pedido nasce com o status CRIADO.',
    },
    {
      title: 'Fluxo da entrega',
      text: 'O administrador atribui o pedido a um entregador e o status passa para EM_ROTA; quando o entregador conclui a entrega, o status passa para ENTREGUE.',
    },
    {
      title: 'Notificação por fila',
      text: 'Ao criar um pedido, uma mensagem é publicada em uma fila e um consumidor envia a notificação, sem travar a requisição do cliente.',
    },
  ],
  statusFlow: ['CRIADO', 'EM_ROTA', 'ENTREGUE'],
  technologies: [
    'Java 17',
    'Spring Boot',
    'Spring Web (API REST)',
    'Spring Data JPA',
    'Spring Security com JWT',
    'PostgreSQL',
    'Flyway (migrações)',
    'RabbitMQ (fila de mensagens)',
    'API ViaCEP (consulta de CEP)',
    'Docker e Docker Compose',
    'JUnit 5 e Mockito',
    'Swagger / OpenAPI',
  ],
  roles: [
    { name: 'Cliente', text: 'cadastra-se, faz pedidos e acompanha o status.' },
    { name: 'Administrador', text: 'cadastra produtos e atribui as entregas aos entregadores.' },
    { name: 'Entregador', text: 'recebe as entregas atribuídas e as marca como entregues.' },
  ],
} as const;
