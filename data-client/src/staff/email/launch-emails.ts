// The launch e-mail staff functions (supabase/migrations/20261125100000_launch_email.sql, docs/email.md): the launch's
// messages with their send times and counts, editing (unknown variables refused by the database with its Portuguese
// message), pausing, preview as a lead would receive it, a test to the signed-in staff member, a lead's e-mail log.
import { checkId, DataError, fail, refuse } from '../../errors';
import { getSupabase } from '../supabase';

/** The message keys, in the order the database lists them (private.email_message_keys). */
export type EmailMessageKey =
  | 'registration_confirmation'
  | 'waitlist_confirmation'
  | 'event_eve'
  | 'class_reminder'
  | 'class_live'
  | 'cart_open'
  | 'cart_closing'
  | 'waitlist_next_launch'
  | 'recovery_abandoned_1'
  | 'recovery_abandoned_2'
  | 'recovery_abandoned_3'
  | 'recovery_billet'
  | 'recovery_pix'
  | 'class_replay'
  | 'class_missed';

/** The recovery messages: sent after an abandoned checkout, or before a boleto / Pix is due. */
export const RECOVERY_MESSAGE_KEYS = [
  'recovery_abandoned_1',
  'recovery_abandoned_2',
  'recovery_abandoned_3',
  'recovery_billet',
  'recovery_pix',
] as const satisfies readonly EmailMessageKey[];

/** One variable of THE list (private.email_variable_list) and the messages it may be used in. */
export interface EmailVariable {
  name: string;
  description: string;
  message_keys: EmailMessageKey[];
}

/** When a message goes out: once (class_id null) or once per class. */
export interface EmailSend {
  class_id: number | null;
  class_title: string | null;
  send_at: string;
  expires_at: string;
}

export interface EmailCounts {
  /** pending + sending */
  scheduled: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  /** staff tests (not in the other counts) */
  tests: number;
}

/** Why rows were skipped at send time, or held back at registration (client_cap, site_budget). */
export type EmailSkipReason =
  | 'unsubscribed'
  | 'no_consent'
  | 'expired'
  | 'anonymised'
  | 'recipient_removed'
  | 'class_removed'
  /** A recovery message whose purchase was paid, refunded or disputed since its checkout event. */
  | 'settled'
  | 'client_cap'
  | 'site_budget'
  | 'suppressed'
  /** An attendance audience's lead who watched the class live ('aula liberada') or at all ('você perdeu a aula'). */
  | 'watched_live'
  | 'watched_class';

export interface EmailMessage {
  id: number;
  lancamento: number;
  message_key: EmailMessageKey;
  subject: string;
  body: string;
  paused: boolean;
  updated_at: string;
  /**
   * Recovery messages: minutes after the abandoned checkout (recovery_abandoned_*) or before the boleto's due date /
   * the Pix's expiry (recovery_billet, recovery_pix); null for the other messages.
   */
  delay_minutes: number | null;
  /** Empty for the confirmations (sent right after registering / joining) and the recovery messages. */
  sends: EmailSend[];
  counts: EmailCounts;
  skipped_reasons: { reason: EmailSkipReason; count: number }[];
  failures: { reason: string; count: number }[];
}

export interface EmailPreviewLead {
  id: number;
  name: string;
  email: string;
}

/** A message as a lead would receive it: the subject filled, the body template and the values (example links). */
export interface EmailPreview {
  id: number;
  message_key: EmailMessageKey;
  subject: string;
  body: string;
  variables: Record<string, string>;
  to_email: string | null;
  site_url: string;
}

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One row of a lead's e-mail log (no link, no token). */
export interface EmailLogEntry {
  id: number;
  message_key: EmailMessageKey;
  lancamento: number;
  class_title: string | null;
  subject: string | null;
  status: EmailStatus;
  skip_reason: EmailSkipReason | null;
  last_error: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
}

function counts(raw: Record<keyof EmailCounts, unknown>): EmailCounts {
  return {
    scheduled: Number(raw.scheduled),
    sending: Number(raw.sending),
    sent: Number(raw.sent),
    failed: Number(raw.failed),
    skipped: Number(raw.skipped),
    tests: Number(raw.tests),
  };
}

/** THE list of variables (public.email_variables). */
export async function fetchEmailVariables(): Promise<EmailVariable[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('email_variables');
  if (error) throw fail('erro ao carregar as variáveis de e-mail', error, { status });
  return data ?? [];
}

/** A launch's messages, send times and counts (public.launch_email_messages). */
export async function fetchLaunchEmailMessages(lancamento: number): Promise<EmailMessage[]> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_email_messages', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar as mensagens', error, { status });
  return (data ?? []).map((message) => ({
    ...message,
    counts: counts(message.counts),
    skipped_reasons: message.skipped_reasons.map((r) => ({ reason: r.reason, count: Number(r.count) })),
    failures: message.failures.map((r) => ({ reason: r.reason, count: Number(r.count) })),
  }));
}

/**
 * One send's plan (public.launch_email_plan): recipients, the configured rate, how long the send takes and
 * when its last message leaves; a send with a deadline (`deliver_by`) starts early enough at that rate, never before
 * `earliest_at`; `fits` false when it cannot, with the rate that would (`rate_needed`).
 */
export interface EmailSendPlan {
  message_key: string;
  class_id: number | null;
  class_title: string | null;
  nominal_at: string;
  expires_at: string;
  deliver_by: string | null;
  earliest_at: string;
  start_at: string;
  recipients: number;
  messages_per_second: number;
  duration_seconds: number;
  last_leaves_at: string;
  fits: boolean;
  rate_needed: number | null;
}

/** The plan of every scheduled send of a launch (public.launch_email_plan), in time order. */
export async function fetchLaunchEmailPlan(lancamento: number): Promise<EmailSendPlan[]> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_email_plan', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar o planejamento dos envios', error, { status });
  return ((data ?? []) as unknown as EmailSendPlan[]).map((plan) => ({
    ...plan,
    recipients: Number(plan.recipients),
    messages_per_second: Number(plan.messages_per_second),
    duration_seconds: Number(plan.duration_seconds),
    rate_needed: plan.rate_needed === null ? null : Number(plan.rate_needed),
  }));
}

/** Saves subject and body (public.save_email_message): an unknown variable is refused with the database's message. */
export async function saveEmailMessage(id: number, subject: string, body: string): Promise<void> {
  checkId(id, 'message id');
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('save_email_message', { p_id: id, p_subject: subject, p_body: body });
  if (error) throw fail('erro ao salvar a mensagem', error, { status });
}

/** Sets a recovery message's delay in minutes (public.save_email_message_delay; 0 to 14 days). */
export async function saveEmailMessageDelay(id: number, delayMinutes: number): Promise<void> {
  checkId(id, 'message id');
  if (!Number.isInteger(delayMinutes) || delayMinutes < 0 || delayMinutes > 20160)
    throw refuse('out_of_range', `recovery delay ${delayMinutes} min outside 0-20160`);
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('save_email_message_delay', {
    p_id: id,
    p_delay_minutes: delayMinutes,
  });
  if (error) throw fail('erro ao salvar o intervalo da mensagem', error, { status });
}

/** Pauses or resumes a message (public.set_email_message_paused). */
export async function setEmailMessagePaused(id: number, paused: boolean): Promise<void> {
  checkId(id, 'message id');
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('set_email_message_paused', { p_id: id, p_paused: paused });
  if (error) throw fail('erro ao pausar a mensagem', error, { status });
}

/** The launch's newest leads (by name or e-mail when searching), at most 20 (public.email_preview_leads). */
export async function fetchEmailPreviewLeads(lancamento: number, search = ''): Promise<EmailPreviewLead[]> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('email_preview_leads', {
    p_lancamento: lancamento,
    p_search: search.trim() || null,
  });
  if (error) throw fail('erro ao carregar os leads', error, { status });
  return (data ?? []).map((lead) => ({ ...lead, id: Number(lead.id) }));
}

/** A message as the lead would receive it, or as a sample 'Maria' without a lead (public.email_preview). */
export async function fetchEmailPreview(id: number, leadId: number | null): Promise<EmailPreview> {
  checkId(id, 'message id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('email_preview', { p_id: id, p_lead_id: leadId });
  if (error) throw fail('erro ao montar a prévia', error, { status });
  if (!data) throw new DataError('email_preview answered nothing', 'unknown');
  return data;
}

/** Queues the message to the signed-in staff member's own address; returns the outbox id (public.send_test_email). */
export async function sendTestEmail(id: number, leadId: number | null): Promise<number> {
  checkId(id, 'message id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('send_test_email', { p_id: id, p_lead_id: leadId });
  if (error) throw fail('erro ao enviar o teste', error, { status });
  return Number(data);
}

/** What was sent (or skipped, or failed) to an address, newest first (public.lead_email_log). */
export async function fetchLeadEmailLog(email: string): Promise<EmailLogEntry[]> {
  const address = email.trim();
  if (!address) return [];
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_email_log', { p_email: address });
  if (error) throw fail('erro ao carregar os e-mails do lead', error, { status });
  return (data ?? []).map((entry) => ({ ...entry, id: Number(entry.id), attempts: Number(entry.attempts) }));
}
