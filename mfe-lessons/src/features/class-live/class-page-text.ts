// The class page's copy (pt-BR). The spec has no class page: this copy is ours.

export const CLASS_PAGE_TEXT = {
  loadingTitle: 'Aula ao vivo',
  loading: 'Carregando a aula…',
  loadError: 'Não foi possível carregar a aula.',
  notFoundTitle: 'Aula não encontrada',
  notFoundLead: 'Este link de aula não existe ou foi alterado. Inscreva-se para receber os links das aulas por e-mail.',
  notFoundCta: 'Ir para a inscrição',
  liveNow: 'Ao vivo agora',
  liveAt: 'Ao vivo',
  beforeHeading: 'A aula ainda não começou',
  countdownTitle: 'A aula começa em',
  beforeLead: 'Guarde este link: é por ele que você entra na aula, aqui mesmo nesta página.',
  calendarDetails: 'Aula ao vivo e gratuita da Semana Java.',
  addToCalendar: 'Adicionar à agenda',
  group: 'Entrar no grupo da comunidade',
  groupLead: 'Tire dúvidas e acompanhe os avisos no grupo da comunidade:',
  noVideo: 'A transmissão desta aula ainda não foi publicada. Recarregue a página em instantes.',
  replayUntil: 'O replay desta aula fica disponível até',
  offerHeading: 'Condição especial para quem está na aula',
  offerLead: 'As vagas com as condições da Semana Java estão abertas agora.',
  offerCta: 'Quero garantir minha vaga',
  closedHeading: 'Replay encerrado',
  closedLead: 'O replay desta aula não está mais disponível.',
  closedCta: 'Ver as aulas gratuitas',
} as const;

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** e.g. "terça-feira, 02/12, 20:00" (Brasília time, as the messages give it). */
export function formatClassTime(date: Date): string {
  return DATE_TIME.format(date);
}
