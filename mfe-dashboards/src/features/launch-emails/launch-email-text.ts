// Texts and pure helpers of the launch e-mails page.
import type { EmailMessage, EmailSend } from '@funil/data-client/staff/launch-emails';
import { formatDateTime } from '../shared/format';

export const LAUNCH_EMAILS_TEXT = {
  title: 'E-mails do lançamento',
  intro:
    'As mensagens que o lançamento envia aos inscritos e à lista de espera. Os horários vêm das datas do lançamento e das aulas (em Lançamentos): o próximo lançamento não precisa de ajuste. Só recebem quem está ativo e deu consentimento, conferido na hora do envio.',
  immediate: 'Logo após a inscrição',
  immediateWaitlist: 'Logo após entrar na lista de espera',
  noClasses: 'Sem aulas cadastradas: cadastre as aulas em Lançamentos.',
  paused: 'Pausada',
  active: 'Ativa',
  edit: 'Editar e pré-visualizar',
  pause: 'Pausar',
  resume: 'Retomar',
  paused_notice: 'Mensagem pausada: nada dela é agendado nem enviado até ser retomada.',
  resumed_notice: 'Mensagem retomada.',
  saved: 'Mensagem salva.',
  testQueued: 'Teste enviado para o seu e-mail (chega em até um minuto, com o texto salvo).',
  subject: 'Assunto',
  body: 'Texto',
  bodyHint: 'Uma linha em branco separa parágrafos. Uma linha só com um link vira um botão.',
  variables: 'Variáveis',
  variablesHint: 'Clique para inserir no texto, na posição do cursor.',
  save: 'Salvar mensagem',
  close: 'Fechar',
  sendTest: 'Enviar teste para mim',
  previewAs: 'Pré-visualizar como',
  sampleLead: 'Lead de exemplo (Maria)',
  searchLead: 'Buscar lead (nome ou e-mail)',
  preview: 'Pré-visualização',
  previewLoading: 'Montando a pré-visualização...',
  previewNote: 'Links pessoais (obrigado, descadastro) aparecem como links de exemplo.',
  unsaved: 'A pré-visualização mostra o texto do editor; o teste envia o texto salvo.',
  noMessages: 'Nenhuma mensagem neste lançamento.',
  loading: 'Carregando mensagens...',
  delayLabel: 'Intervalo (minutos)',
  delaySave: 'Salvar intervalo',
  delaySaved: 'Intervalo salvo.',
  delayFailed: 'Erro ao salvar o intervalo. Tente novamente.',
} as const;

/** '15 minutos', '3 horas', '1 dia', '1 h 30 min'. */
export function durationText(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return minutes === 1440 ? '1 dia' : `${minutes / 1440} dias`;
  if (minutes > 0 && minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** When a recovery message goes out, from its delay (the checkout event sets the moment, per buyer). */
export function recoveryTimeLine(messageKey: string, minutes: number): string {
  if (messageKey === 'recovery_billet') return `${durationText(minutes)} antes do vencimento do boleto`;
  if (messageKey === 'recovery_pix') return `${durationText(minutes)} antes de o Pix expirar`;
  return `${durationText(minutes)} depois do carrinho abandonado`;
}

/** When a message goes out, one line per send (class reminders: one per class). */
export function sendTimeLines(message: Pick<EmailMessage, 'message_key' | 'sends' | 'delay_minutes'>): string[] {
  if (message.delay_minutes !== null) return [recoveryTimeLine(message.message_key, message.delay_minutes)];
  if (message.message_key === 'registration_confirmation') return [LAUNCH_EMAILS_TEXT.immediate];
  if (message.message_key === 'waitlist_confirmation') return [LAUNCH_EMAILS_TEXT.immediateWaitlist];
  if (message.sends.length === 0) return [LAUNCH_EMAILS_TEXT.noClasses];
  return message.sends.map((send: EmailSend) =>
    send.class_title ? `${formatDateTime(send.send_at)} — ${send.class_title}` : formatDateTime(send.send_at),
  );
}

/** The text with `{{name}}` put in place of the selection; the caret goes after it. */
export function insertVariable(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  name: string,
): { text: string; caret: number } {
  const token = `{{${name}}}`;
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/** The variables a message may use (the list's order). */
export function variablesFor<T extends { message_keys: readonly string[] }>(variables: readonly T[], key: string): T[] {
  return variables.filter((variable) => variable.message_keys.includes(key));
}

export const SEND_PLAN_TEXT = {
  title: 'Planejamento dos envios',
  intro:
    'Quanto tempo cada envio leva na taxa do provedor de e-mail e quando sai a última mensagem. Mensagens com prazo (lembrete da aula, "Estamos ao vivo", últimas horas da oferta) começam mais cedo quando é preciso para chegar a todos a tempo.',
  loading: 'Calculando o planejamento...',
  empty: 'Nenhum envio agendado neste lançamento.',
  caption: 'Envios agendados, em ordem de horário',
  message: 'Mensagem',
  recipients: 'Destinatários',
  rate: 'Taxa',
  duration: 'Duração',
  start: 'Começa',
  last: 'Última mensagem sai',
  status: 'Situação',
  ok: 'No prazo',
  early: 'Começa antes do horário para chegar a tempo',
  late: 'Não chega a todos a tempo',
  problems: 'Envios que não chegam a todos a tempo',
} as const;

/** "2 h 47 min", "14 min", "40 s". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "10 e-mails/s" (decimals only below 10). */
export function formatRate(perSecond: number): string {
  const value = perSecond >= 10 ? Math.round(perSecond) : Math.round(perSecond * 100) / 100;
  return `${value.toLocaleString('pt-BR')} e-mails/s`;
}

interface PlanLike {
  message_key: string;
  class_title: string | null;
  recipients: number;
  messages_per_second: number;
  duration_seconds: number;
  start_at: string;
  nominal_at: string;
  last_leaves_at: string;
  deliver_by: string | null;
  expires_at: string;
  fits: boolean;
  rate_needed: number | null;
}

export function planStatus(plan: PlanLike): 'ok' | 'early' | 'late' {
  if (!plan.fits) return 'late';
  return new Date(plan.start_at).getTime() < new Date(plan.nominal_at).getTime() ? 'early' : 'ok';
}

/** What is wrong with a send that cannot reach everyone in time, and what to change, in Portuguese. */
export function planProblem(plan: PlanLike, label: string): string | null {
  if (plan.fits) return null;
  const what = plan.class_title ? `${label} (${plan.class_title})` : label;
  const deadline = plan.deliver_by ?? plan.expires_at;
  const fix =
    plan.rate_needed !== null && plan.rate_needed > plan.messages_per_second
      ? `Peça ao provedor de e-mail uma taxa de pelo menos ${formatRate(plan.rate_needed)} e ajuste a taxa nas configurações de e-mail, ou mude o horário (em Lançamentos) para dar mais tempo ao envio.`
      : 'Mude o horário (em Lançamentos) ou aumente a taxa do provedor de e-mail.';
  return (
    `${what}: a ${formatRate(plan.messages_per_second)}, o envio para ${plan.recipients.toLocaleString('pt-BR')} ` +
    `pessoas leva ${formatDuration(plan.duration_seconds)} e a última mensagem sai em ${formatDateTime(plan.last_leaves_at)}, ` +
    `depois do prazo (${formatDateTime(deadline)}). ${fix}`
  );
}
