// The registration form's texts that are not validation messages (those come with data-client's zod schema).
import type { ProgrammingExperience } from '@funil/data-client/public/register-lead';

export type { ProgrammingExperience };

/** visitor-side.md §8, 'Registration failure'. */
export const REGISTRATION_FAILURE_MESSAGE = 'Ocorreu um erro ao realizar sua inscrição. Por favor, tente novamente.';

/** visitor-side.md §4: the submit button while submitting. */
export const SUBMITTING_LABEL = 'Processando...';

export const EXPERIENCE_OPTIONS: readonly { value: ProgrammingExperience; label: string }[] = [
  { value: 'already_programmed', label: 'Sim, já programei' },
  { value: 'want_to_learn', label: 'Não, quero aprender' },
];

/** already_programmed -> experienced track page; want_to_learn -> beginners' page (visitor-side.md §4). */
export function thankYouPath(experience: ProgrammingExperience, token: string): string {
  const path = experience === 'already_programmed' ? '/inscricao/obrigado' : '/inscricao/obrigado-2';
  return `${path}?data=${encodeURIComponent(token)}`;
}
