// Copy of the registration landing's hero (visitor-side.md §1), in the page's first load; the sections below the hero
// have theirs in landing-content.ts, loaded with them after the takeover.

export const EVENT_PROMISES = [
  'Uma semana, três aulas ao vivo às 20h',
  '100% online e gratuito',
  'Não precisa ter experiência',
] as const;
