// Texts and pure helpers of the launch e-mails page.
import type { EmailMessage, EmailSend } from '@funil/data-client/src/staff/launch-emails';
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
} as const;

/** When a message goes out, one line per send (class reminders: one per class). */
export function sendTimeLines(message: Pick<EmailMessage, 'message_key' | 'sends'>): string[] {
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
