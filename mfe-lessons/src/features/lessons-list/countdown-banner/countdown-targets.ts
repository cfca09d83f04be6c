import type { LaunchPhase } from '@funil/data-client/public/launch-phase';
import type { LessonsLaunchSettings } from '../launch-settings/launch-settings';

export type CountdownPage = 'lessons' | 'levels';

/** The closing countdown's target for a page: /aulas and the level pages keep their own readings. */
export function countdownTarget(page: CountdownPage, settings: LessonsLaunchSettings): string | null {
  return page === 'lessons' ? settings.lessonsCountdownTarget : settings.levelsCountdownTarget;
}

export const COUNTDOWN_TITLE = 'Tempo Restante para o Encerramento';
export const COUNTDOWN_NOTE =
  'Quando o contador chegar a zero, o acesso às aulas gratuitas será encerrado. Assista enquanto ainda está disponível!';

/** What replaces the countdown once it reached zero: the closing message and a link to the next step. */
export const COUNTDOWN_CLOSED_TITLE = 'O acesso às aulas gratuitas foi encerrado';

export interface NextStep {
  text: string;
  label: string;
  href: string;
}

/** The next step after the free lessons, by the launch's phase (unknown phase: the offer). */
export function nextStepAfterLessons(phase: LaunchPhase | null): NextStep {
  if (phase === 'cart_open') {
    return { text: 'As vagas do curso completo estão abertas.', label: 'Garantir minha vaga', href: '/launch' };
  }
  if (phase === 'after_deadline') {
    return {
      text: 'As vagas desta turma foram encerradas.',
      label: 'Ative o lembrete para a próxima turma',
      href: '/lista-espera',
    };
  }
  return { text: 'O carrinho do curso completo abre em breve.', label: 'Ver a oferta', href: '/oferta' };
}
