// Copy of the registration and thank-you pages for each phase of the launch once its event date is past
// (data-client launchPhase). Before the event they show the date; from its start on they never show it as upcoming
// and invite to the waiting list instead ('Ative o lembrete para a próxima turma' is the waiting-list page's own title).
import type { LaunchPhase } from '@funil/data-client/public/launch-phase';

export type PastEventPhase = Exclude<LaunchPhase, 'before_event'>;

/** What replaces the event date, per phase. */
export const PAST_EVENT_NOTICE: Record<PastEventPhase, string> = {
  during_event: 'A Semana Java desta turma já começou e as inscrições estão encerradas.',
  before_cart: 'As aulas ao vivo desta turma já aconteceram e as inscrições estão encerradas.',
  cart_open: 'As aulas ao vivo desta turma já aconteceram e as vagas do curso estão abertas.',
  after_deadline: 'Esta turma da Semana Java foi encerrada.',
};

/** The invitation to the waiting list that replaces the registration form and the calendar button. */
export const WAITLIST_INVITE = {
  title: 'Ative o lembrete para a próxima turma',
  text: 'Entre na lista de espera: você recebe um aviso 24h antes da abertura das vagas e 15% de desconto na próxima turma.',
  cta: 'Entrar na lista de espera',
  href: '/lista-espera',
} as const;
