// The course content of /oferta (internal-side spec §1): 14 modules in 5 groups.

export interface CourseModule {
  number: number;
  title: string;
  description: string;
  topics: string[];
}

export interface ModuleGroup {
  id: string;
  title: string;
  modules: CourseModule[];
}

export const CURRICULUM: ModuleGroup[] = [
  {
    id: 'fundamentos',
    title: 'Fundamentos',
    modules: [
      {
        number: 1,
        title: 'Introdução à Programação',
        description: 'Entenda como um computador executa instruções e aprenda a pensar como programador(a).',
        topics: [
          'Como funciona um programa',
          'Algoritmos e lógica de programação',
          'Fluxogramas e pseudocódigo',
          'Instalação do JDK 17 e da IDE',
          'Seu primeiro programa em Java',
        ],
      },
      {
        number: 2,
        title: 'Java Básico',
        description: 'A sintaxe da linguagem: tipos, variáveis, operadores e estruturas de controle.',
        topics: [
          'Tipos primitivos e variáveis',
          'Operadores aritméticos, relacionais e lógicos',
          'if, else e switch',
          'Laços for, while e do-while',
          'Métodos, parâmetros e retorno',
          'Arrays e Strings',
        ],
      },
      {
        number: 3,
        title: 'Programação Orientada a Objetos',
        description: 'Modele o mundo real com classes e objetos, o coração do Java.',
        topics: [
          'Classes, objetos e construtores',
          'Encapsulamento e modificadores de acesso',
          'Herança e sobrescrita',
          'Polimorfismo',
          'Classes abstratas e interfaces',
          'Enums e records',
        ],
      },
      {
        number: 4,
        title: 'Estruturas de Dados e Coleções',
        description: 'Guarde e organize dados com a API de coleções do Java.',
        topics: [
          'List, ArrayList e LinkedList',
          'Set e HashSet',
          'Map e HashMap',
          'Filas e pilhas',
          'Generics',
          'equals, hashCode e Comparable',
        ],
      },
      {
        number: 5,
        title: 'Tratamento de Exceções',
        description: 'Escreva programas robustos que lidam com erros sem quebrar.',
        topics: [
          'Exceções checadas e não checadas',
          'try, catch e finally',
          'try-with-resources',
          'Criando exceções personalizadas',
          'Boas práticas de tratamento de erros',
        ],
      },
      {
        number: 6,
        title: 'Entrada e Saída (I/O)',
        description: 'Leia e grave dados em arquivos e interaja com o usuário.',
        topics: [
          'Leitura do teclado com Scanner',
          'Arquivos com java.io e java.nio',
          'Leitura e escrita de arquivos CSV',
          'Serialização de objetos',
          'Manipulação de diretórios',
        ],
      },
    ],
  },
  {
    id: 'avancado',
    title: 'Avançado',
    modules: [
      {
        number: 7,
        title: 'Java Avançado',
        description: 'Programação funcional e os recursos modernos da linguagem.',
        topics: [
          'Expressões lambda',
          'Interfaces funcionais',
          'Streams API: map, filter e reduce',
          'Optional',
          'API de datas (java.time)',
          'Introdução a threads e concorrência',
        ],
      },
      {
        number: 8,
        title: 'Algoritmos de Busca e Ordenação',
        description: 'Os algoritmos clássicos que aparecem nas entrevistas técnicas.',
        topics: [
          'Busca linear e busca binária',
          'Bubble sort, selection sort e insertion sort',
          'Merge sort e quick sort',
          'Complexidade de algoritmos (Big O)',
          'Resolvendo desafios de entrevista',
        ],
      },
    ],
  },
  {
    id: 'banco-de-dados',
    title: 'Banco de Dados e Infraestrutura',
    modules: [
      {
        number: 9,
        title: 'Banco de Dados SQL',
        description: 'Modele, consulte e conecte um banco de dados relacional ao Java.',
        topics: [
          'Modelagem relacional',
          'SELECT, INSERT, UPDATE e DELETE',
          'JOINs, agrupamentos e subconsultas',
          'Índices e transações',
          'JDBC: conectando Java ao PostgreSQL',
        ],
      },
      {
        number: 10,
        title: 'Docker',
        description: 'Rode banco de dados e aplicações em contêineres, como nas empresas.',
        topics: [
          'Imagens e contêineres',
          'Dockerfile para aplicações Java',
          'Volumes e redes',
          'Docker Compose com PostgreSQL',
          'Boas práticas de imagens',
        ],
      },
    ],
  },
  {
    id: 'web',
    title: 'Desenvolvimento Web',
    modules: [
      {
        number: 11,
        title: 'Java Web e Servlets',
        description: 'Entenda o protocolo HTTP e o que acontece por trás dos frameworks.',
        topics: [
          'Protocolo HTTP: métodos, status e cabeçalhos',
          'Servlets e o ciclo de requisição',
          'Servidores de aplicação (Tomcat)',
          'JSON e APIs',
          'Filtros e sessões',
        ],
      },
      {
        number: 12,
        title: 'Spring Framework',
        description: 'Os conceitos do ecossistema Spring que todo dev Java precisa dominar.',
        topics: [
          'Inversão de controle e injeção de dependências',
          'Beans e contexto do Spring',
          'Spring MVC',
          'Spring Data JPA',
          'Configuração e perfis',
        ],
      },
      {
        number: 13,
        title: 'Spring Boot',
        description: 'Construa APIs REST profissionais prontas para produção.',
        topics: [
          'Criando um projeto com Spring Initializr',
          'APIs REST com controllers',
          'Persistência com JPA e Hibernate',
          'Validação e tratamento de erros',
          'Autenticação com Spring Security',
          'Documentação da API e deploy',
        ],
      },
    ],
  },
  {
    id: 'testes',
    title: 'Testes',
    modules: [
      {
        number: 14,
        title: 'Testes Automatizados',
        description: 'Garanta a qualidade do seu código com testes, como exigem as empresas.',
        topics: [
          'Testes unitários com JUnit 5',
          'Mocks com Mockito',
          'Testes de integração no Spring Boot',
          'TDD na prática',
          'Cobertura de testes',
        ],
      },
    ],
  },
];
