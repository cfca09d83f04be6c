// Copy of the sales landing (/launch). Figures and prices from the visitor-side spec §2 and §9.

export const HERO = {
  eyebrow: 'Formação completa em Java',
  title: 'Do Zero ao Dev Java Disputado(a) em 6 meses!',
  lead: 'O caminho passo a passo, com projetos reais e acompanhamento, para você sair do zero e conquistar sua vaga como desenvolvedor(a) Java no mercado.',
};

export const INSTRUCTOR = {
  title: 'Quem vai te guiar nessa jornada',
  paragraphs: [
    'Sou especialista em Java há 17 anos. Trabalhei em bancos, fintechs e consultorias, liderei times de desenvolvimento e participei de centenas de entrevistas técnicas dos dois lados da mesa.',
    'Criei esta formação para ensinar exatamente o que as empresas cobram no dia a dia: fundamentos sólidos, boas práticas e projetos que você mostra com orgulho no seu portfólio.',
  ],
};

/** AnimatedCounter settings (visitor-side spec §4 'Sales counters'). */
export const COUNTERS = [
  { id: 'alunos', target: 5000, step: 16, decimals: 0, prefix: '', suffix: '+', label: 'alunos formados' },
  { id: 'aprovacao', target: 98, step: 0.3136, decimals: 0, prefix: '', suffix: '%', label: 'de aprovação' },
] as const;

export const SALARY_SURVEY = {
  title: 'Java está entre as linguagens que mais pagam no Brasil',
  source: 'Pesquisa com 15.049 profissionais de TI: salário médio mensal por linguagem.',
};

export interface SalaryBar {
  label: string;
  value: number;
}

/** Average monthly pay by language (R$). */
export const LANGUAGE_SALARIES: SalaryBar[] = [
  { label: 'Java', value: 9639.04 },
  { label: 'C#', value: 9093.6 },
  { label: 'TypeScript', value: 8896.22 },
  { label: 'Python', value: 8779.64 },
  { label: 'Dart', value: 8766.52 },
  { label: 'JavaScript', value: 8021.9 },
  { label: 'PHP', value: 7604.55 },
];

/** The career salary chart: average Java pay, senior and specialist (R$ per month). */
export const CAREER_SALARIES: SalaryBar[] = [
  { label: 'Média Java', value: 9639.04 },
  { label: 'Sênior', value: 14301.81 },
  { label: 'Especialista', value: 19304.59 },
];

export const JOURNEY: { title: string; text: string }[] = [
  {
    title: 'Lógica de programação',
    text: 'Pensar como programador(a): variáveis, condições, repetições e algoritmos.',
  },
  { title: 'Ambiente Java', text: 'Instalar o JDK 17, configurar a IDE e rodar seu primeiro programa.' },
  { title: 'Fundamentos da linguagem', text: 'Tipos, operadores, métodos, arrays e strings sem mistério.' },
  { title: 'Orientação a objetos', text: 'Classes, encapsulamento, herança, polimorfismo e interfaces na prática.' },
  { title: 'Coleções e estruturas de dados', text: 'List, Set, Map e quando usar cada uma.' },
  { title: 'Exceções e arquivos', text: 'Tratar erros com elegância e ler e gravar arquivos.' },
  { title: 'Java moderno', text: 'Lambdas, Streams e Optional para escrever menos e melhor.' },
  { title: 'Algoritmos de busca e ordenação', text: 'A base cobrada em entrevistas técnicas.' },
  { title: 'Banco de dados com SQL', text: 'Modelagem, consultas e JDBC conectando Java ao banco.' },
  { title: 'Docker', text: 'Subir banco e aplicação em contêineres como nas empresas.' },
  { title: 'Java para web', text: 'HTTP, Servlets e o que acontece por trás dos frameworks.' },
  { title: 'Spring e Spring Boot', text: 'APIs REST profissionais com Spring Boot, JPA e validação.' },
  { title: 'Testes e carreira', text: 'Testes automatizados, portfólio, currículo e preparação para entrevistas.' },
];

export const PROMISE = {
  title: 'A nossa promessa',
  text: 'Se você seguir a jornada, assistir às aulas e fizer os projetos, em 6 meses você terá o conhecimento e o portfólio de um(a) dev Java pronto(a) para disputar as melhores vagas do mercado.',
};

export const INCLUDED_BONUSES = [
  {
    title: 'Simulador Corporativo',
    text: 'Viva a rotina de um time de desenvolvimento: tarefas, revisões de código e entregas como numa empresa de verdade.',
  },
  {
    title: 'Academia Fintech',
    text: 'Construa sistemas do mercado financeiro com Java, o coração dos bancos e fintechs.',
  },
  {
    title: 'Carreira Tech',
    text: 'Currículo, LinkedIn, portfólio e preparação para entrevistas para conquistar sua primeira vaga.',
  },
];

export const EXCLUSIVE_BONUSES = [
  {
    title: 'Mentoria individual de 1 hora',
    text: 'Uma hora ao vivo, só você e o instrutor, para traçar o seu plano de carreira.',
    limit: 'Apenas para os 5 primeiros compradores',
  },
  {
    title: 'Projeto de Gestão de Entregas',
    text: 'Um sistema completo com Spring Boot, Spring Security, PostgreSQL, consulta de CEP, filas e notificações.',
    limit: 'Bônus exclusivo desta turma',
  },
  {
    title: 'Jornada NodeJS',
    text: 'Aprenda também Node.js e amplie suas oportunidades no back-end.',
    limit: 'Somente para quem comprar no primeiro dia',
  },
  {
    title: 'Comunidade Java',
    text: 'Acesso à comunidade de alunos e ao instrutor para tirar dúvidas e trocar experiências.',
    limit: 'Bônus exclusivo desta turma',
  },
];

export const PRICE = {
  full: 'R$ 7.997',
  installments: '12x de R$ 103,11',
  cash: 'ou R$ 997 à vista',
};

export const TESTIMONIALS = [
  {
    name: 'Camila R.',
    role: 'Desenvolvedora Java Júnior',
    text: 'Eu vinha do atendimento ao cliente e nunca tinha programado. Em 5 meses terminei os projetos e fui contratada por uma fintech.',
  },
  {
    name: 'Rafael M.',
    role: 'Desenvolvedor Back-end',
    text: 'Já programava em PHP, mas travava nas entrevistas de Java. Os módulos de Spring Boot e a preparação para entrevistas fizeram toda a diferença.',
  },
  {
    name: 'Juliana S.',
    role: 'Estagiária de desenvolvimento',
    text: 'As aulas são diretas e os projetos parecem os do trabalho de verdade. Hoje uso no estágio o que aprendi no curso.',
  },
];

export const FAQ = [
  {
    id: 'experiencia',
    question: 'Preciso ter experiência com programação?',
    answer: 'Não. A formação começa do zero, com lógica de programação, e avança até Spring Boot e testes.',
  },
  {
    id: 'acesso',
    question: 'Por quanto tempo terei acesso ao curso?',
    answer: 'O acesso é vitalício: assista às aulas no seu ritmo e volte a elas sempre que quiser.',
  },
  {
    id: 'garantia',
    question: 'E se eu não gostar do curso?',
    answer: 'Você tem 7 dias de garantia incondicional. Se não gostar, devolvemos 100% do valor, sem perguntas.',
  },
];

export const GUARANTEE = {
  title: 'Garantia incondicional de 7 dias',
  text: 'Entre, assista às aulas e conheça os bônus. Se em até 7 dias você achar que o curso não é para você, devolvemos 100% do seu dinheiro. O risco é todo nosso.',
};

export const CTA_LABEL = 'Quero começar agora';
export const BUY_LABEL = 'Garantir minha vaga';
