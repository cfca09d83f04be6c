// Copy of the registration landing's sections below the hero and its footer (visitor-side.md §1, §2): only the
// lazily loaded sections import it, so it loads after the takeover (the hero's copy is in hero-content.ts). The spec
// fixes the FAQ topics and the counters; the wording around them is ours.

export const AUDIENCE = [
  {
    title: 'Quem nunca programou',
    text: 'Você começa do zero, com lógica e a linguagem Java explicadas passo a passo.',
  },
  {
    title: 'Quem já estudou um pouco',
    text: 'Organize o que você já sabe e aprenda como um projeto Java de verdade é construído.',
  },
  {
    title: 'Quem quer mudar de carreira',
    text: 'Entenda o caminho até a primeira vaga como dev Java, com um plano claro.',
  },
  {
    title: 'Quem já programa em outra linguagem',
    text: 'Migre para o back-end com Java e Spring Boot, a dupla mais pedida pelas empresas.',
  },
] as const;

export const INSTRUCTOR = {
  name: 'Instrutor da Semana Java',
  role: 'Especialista Java com 17 anos de experiência',
  bio: 'Desenvolvedor e arquiteto de software, já liderou equipes em bancos, fintechs e grandes empresas de tecnologia, e ensina Java de um jeito direto, com projetos reais do mercado.',
} as const;

export const INSTRUCTOR_COUNTERS = [
  { id: 'projetos', target: 200, step: 2, prefix: '+', label: 'projetos entregues' },
  { id: 'alunos', target: 5000, step: 50, prefix: '+', label: 'alunos formados' },
] as const;

export const BENEFITS = [
  { title: 'Aulas ao vivo às 20h', text: 'Três noites de conteúdo prático, no horário em que você pode assistir.' },
  { title: 'Projeto real do zero', text: 'Você acompanha a construção de um sistema Java como nas empresas.' },
  { title: 'Grupo exclusivo', text: 'Avisos das aulas, materiais e tira-dúvidas com a comunidade.' },
  { title: 'Acesso às gravações', text: 'Perdeu uma aula? Assista à gravação até o fim do evento.' },
  { title: 'Plano de carreira', text: 'O passo a passo para sair do zero e chegar à primeira vaga.' },
  { title: 'Sem custo', text: 'O evento é 100% gratuito: basta se inscrever.' },
] as const;

export const FAQ = [
  {
    id: 'gratuito',
    question: 'O evento é gratuito mesmo?',
    answer: 'Sim. A Semana Java é 100% gratuita: você só precisa se inscrever com seu nome, e-mail e WhatsApp.',
  },
  {
    id: 'experiencia',
    question: 'Preciso ter experiência com programação?',
    answer:
      'Não. As aulas começam do zero e foram pensadas para quem nunca programou, com desafios extras para quem já programa.',
  },
  {
    id: 'gravacoes',
    question: 'As aulas ficam gravadas?',
    answer: 'Sim. Você tem acesso às gravações até o encerramento do evento. Depois disso, elas saem do ar.',
  },
  {
    id: 'horario',
    question: 'Em que horário são as aulas ao vivo?',
    answer: 'As lives acontecem à noite, às 20h (horário de Brasília), em três dias da semana do evento.',
  },
  {
    id: 'links',
    question: 'Como vou receber os links das aulas?',
    answer:
      'Depois da inscrição, entre no grupo do WhatsApp: os links e avisos de cada aula são enviados por lá e também por e-mail.',
  },
] as const;

export const CONTACT_EMAIL = 'contato@semanajava.com.br';

export const SOCIAL_LINKS = [
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/semanajava/' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@semanajava' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/semanajava/' },
] as const;
