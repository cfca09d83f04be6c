// Messages of the registration form, word for word from visitor-side.md §5 and §8.

export const REGISTRATION_MESSAGES = {
  name: 'Por favor, preencha seu nome completo.',
  email: 'Por favor, preencha seu e-mail.',
  experience: 'Por favor, selecione sua experiência em programação.',
  whatsapp: 'Por favor, digite um número de WhatsApp válido.',
  failure: 'Ocorreu um erro ao realizar sua inscrição. Por favor, tente novamente.',
} as const;

export const SUBMITTING_LABEL = 'Processando...';

export type ProgrammingExperience = 'already_programmed' | 'want_to_learn';

export const EXPERIENCE_OPTIONS: readonly { value: ProgrammingExperience; label: string }[] = [
  { value: 'already_programmed', label: 'Sim, já programei' },
  { value: 'want_to_learn', label: 'Não, quero aprender' },
];

/** already_programmed -> experienced track page; want_to_learn -> beginners' page (visitor-side.md §4). */
export function thankYouPath(experience: ProgrammingExperience, token: string): string {
  const path = experience === 'already_programmed' ? '/inscricao/obrigado' : '/inscricao/obrigado-2';
  return `${path}?data=${encodeURIComponent(token)}`;
}
