// The waiting-list page's texts (visitor-side.md §2 'Waiting-list page', §9 constants).
import type { ProgrammingExperience } from '@funil/data-client/public/register-lead';

export type { ProgrammingExperience };

export const WAITLIST_DISCOUNT = '15%';
export const SUBMITTING_LABEL = 'Ativando lembrete...';
export const SUBMIT_LABEL = 'Ativar lembrete';
export const SUCCESS_TITLE = 'Lembrete Ativado com Sucesso!';

/** Yes/no radio; the values are the registration's (join_waitlist takes them). */
export const WAITLIST_EXPERIENCE_OPTIONS: readonly { value: ProgrammingExperience; label: string }[] = [
  { value: 'already_programmed', label: 'Sim' },
  { value: 'want_to_learn', label: 'Não' },
];

/** What happens after the reminder is on. */
export const NEXT_STEPS: readonly { title: string; text: string }[] = [
  { title: 'E-mail de confirmação', text: 'Você vai receber um e-mail confirmando que está na lista de espera.' },
  { title: 'Aviso 24h antes', text: 'Avisaremos você 24 horas antes da abertura das vagas, antes de todo mundo.' },
  {
    title: `Desconto de ${WAITLIST_DISCOUNT}`,
    text: `Quem está na lista garante ${WAITLIST_DISCOUNT} de desconto na próxima turma.`,
  },
  { title: 'Materiais preparatórios', text: 'Enviaremos materiais para você chegar preparado(a) ao primeiro dia.' },
];

/** 'Why the waiting list matters': the three reasons with the spec's figures. */
export const WHY_REASONS: readonly { title: string; text: string }[] = [
  {
    title: 'Vagas limitadas',
    text: 'Cada turma tem um número limitado de vagas para garantir o acompanhamento de perto.',
  },
  {
    title: 'Alta procura',
    text: 'A última turma esgotou em 6 horas: mais de 2.000 pessoas tentaram entrar para apenas 100 vagas.',
  },
  {
    title: 'Qualidade comprovada',
    text: 'Mais de 1.000 pessoas já estão na lista de espera aguardando a próxima turma.',
  },
];

/** The eight advantages of being on the list. */
export const LIST_ADVANTAGES: readonly string[] = [
  'Aviso 24 horas antes da abertura das vagas',
  `${WAITLIST_DISCOUNT} de desconto exclusivo`,
  'Prioridade na escolha da sua vaga',
  'Materiais preparatórios gratuitos',
  'Acesso antecipado às novidades da turma',
  'Convite para lives exclusivas da lista',
  'Conteúdos de Java direto no seu e-mail',
  'Sem compromisso: cancele quando quiser',
];

/** The six advantage cards. */
export const ADVANTAGE_CARDS: readonly { title: string; text: string }[] = [
  { title: 'Aviso antecipado', text: 'Saiba da abertura das vagas 24 horas antes do público geral.' },
  { title: `${WAITLIST_DISCOUNT} de desconto`, text: 'Um desconto exclusivo para quem está na lista de espera.' },
  { title: 'Prioridade', text: 'Garanta a sua vaga antes que a turma esgote.' },
  { title: 'Materiais gratuitos', text: 'Receba conteúdos preparatórios para começar com o pé direito.' },
  { title: 'Lives exclusivas', text: 'Participe de encontros ao vivo só para quem está na lista.' },
  { title: 'Comunidade', text: 'Conheça outras pessoas que também estão aprendendo Java.' },
];
