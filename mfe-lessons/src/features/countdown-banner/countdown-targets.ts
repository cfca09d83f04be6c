import type { LessonsLaunchSettings } from '../launch-settings/launch-settings';

export type CountdownPage = 'lessons' | 'levels';

/** The closing countdown's target for a page: /aulas and the level pages keep their own readings. */
export function countdownTarget(page: CountdownPage, settings: LessonsLaunchSettings): string {
  return page === 'lessons' ? settings.lessonsCountdownTarget : settings.levelsCountdownTarget;
}

export const COUNTDOWN_TITLE = 'Tempo Restante para o Encerramento';
export const COUNTDOWN_NOTE =
  'Quando o contador chegar a zero, o acesso às aulas gratuitas será encerrado. Assista enquanto ainda está disponível!';
