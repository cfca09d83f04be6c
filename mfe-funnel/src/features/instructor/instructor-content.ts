// The instructor and courses page (visitor-side.md §2 'Instructor and courses page'). The channel and school
// addresses are the brand's public ones (the same as the link-in-bio cards).

export const CHANNEL_URL = 'https://www.youtube.com/@semanajava';
/** YouTube opens the subscribe confirmation with this parameter. */
export const SUBSCRIBE_URL = `${CHANNEL_URL}?sub_confirmation=1`;
export const COURSES_URL = 'https://escola.semanajava.com.br/';

export const INSTRUCTOR_PROFILE = {
  name: 'Instrutor da Semana Java',
  handle: '@semanajava',
  role: 'Especialista Java com 17 anos de experiência',
  bio: 'Desenvolvedor e arquiteto de software, já liderou equipes em bancos, fintechs e grandes empresas de tecnologia. No canal e nos cursos, ensina Java e Spring Boot de um jeito direto, com projetos reais do mercado.',
  stats: [
    { value: '+100k', label: 'inscritos' },
    { value: '500+', label: 'vídeos' },
  ],
} as const;

export interface Course {
  id: string;
  title: string;
  description: string;
  students: string;
  rating: string;
  topics: readonly string[];
}

export const COURSES: readonly Course[] = [
  {
    id: 'java-expert',
    title: 'Java Expert',
    description: 'Do zero ao avançado em Java: orientação a objetos, coleções, streams, testes e boas práticas.',
    students: '2.5k+',
    rating: '4.9',
    topics: [
      'Fundamentos e orientação a objetos',
      'Coleções, streams e lambdas',
      'Testes com JUnit',
      'Projeto prático completo',
    ],
  },
  {
    id: 'spring-boot-pro',
    title: 'Spring Boot Pro',
    description: 'APIs REST profissionais com Spring Boot, banco de dados, segurança e deploy.',
    students: '1.8k+',
    rating: '4.8',
    topics: [
      'APIs REST com Spring Web',
      'Spring Data JPA e banco de dados',
      'Spring Security e JWT',
      'Deploy na nuvem',
    ],
  },
];

export const STUDENTS_NOTE = 'Mais de 5.000 alunos já estudam com a gente.';
