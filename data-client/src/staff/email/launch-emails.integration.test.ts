// The launch e-mail staff services (launch-emails.ts, launch-classes.ts) and the public classes read, against the
// local stack: real SQL, real RLS, signed in like the dashboards. Also the sender's claim under concurrency (two
// claims at once never get the same row: FOR UPDATE SKIP LOCKED), with the sender's own secret as the edge calls it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataError } from '../../errors';
import { fetchCurrentLaunch } from '../../public/launches';
import { fetchLaunchClasses } from '../../public/launch-classes';
import { registerLead } from '../../public/register-lead';
import { signIn, signOut } from '../auth/auth';
import { fetchStaffLaunchClasses, saveLaunchClasses, type StaffLaunchClass } from '../launches/launch-classes';
import {
  fetchEmailPreview,
  fetchEmailPreviewLeads,
  fetchEmailVariables,
  fetchLaunchEmailMessages,
  fetchLeadEmailLog,
  saveEmailMessage,
  sendTestEmail,
  setEmailMessagePaused,
  type EmailMessage,
} from './launch-emails';
import {
  anonClient,
  expectRejection,
  NONSTAFF,
  serviceClient,
  STAFF,
  uniqueEmail,
  useLocalSupabase,
} from '../../integration-setup.test-helper';

const SECRET = `segredo-itest-email-${crypto.randomUUID()}`;
const leadEmail = uniqueEmail('email-itest');
let lancamento = 0;
let confirmation: EmailMessage;
let originalClasses: StaffLaunchClass[] = [];

beforeAll(async () => {
  useLocalSupabase();
  const { error } = await serviceClient().rpc('set_email_sender_secret', { p_secret: SECRET });
  if (error) throw new Error(error.message);
  // This file's registrations come from the loopback address, like every other integration file's: exempt from the
  // per-client confirmation cap (docs/email.md "Abuse"), as a venue's known address would be, or whether this lead's
  // confirmation is pending or held back would depend on how many files registered before it (vitest orders files by
  // their last durations: a second run in one checkout, as CI's PostgreSQL 15 step, reordered them and held it back).
  const limits = await serviceClient().rpc('set_confirmation_limits', { p_limits: { exempt_clients: ['127.0.0.1'] } });
  if (limits.error) throw new Error(limits.error.message);
  lancamento = (await fetchCurrentLaunch()).lancamento;
  await registerLead({
    name: 'Júlia Prévia',
    email: leadEmail,
    whatsapp: '5511955554321',
    programmingExperience: 'want_to_learn',
  });
  await signIn(STAFF.email, STAFF.password);
  originalClasses = await fetchStaffLaunchClasses(lancamento);
  const messages = await fetchLaunchEmailMessages(lancamento);
  confirmation = messages.find((m) => m.message_key === 'registration_confirmation')!;
});

afterAll(async () => {
  await serviceClient().rpc('set_confirmation_limits', { p_limits: { exempt_clients: [] } });
  await saveLaunchClasses(lancamento, originalClasses).catch(() => undefined);
  if (confirmation)
    await saveEmailMessage(confirmation.id, confirmation.subject, confirmation.body).catch(() => undefined);
  await signOut().catch(() => undefined);
});

describe('launch e-mail staff services', () => {
  it('lists the launch messages in the database order with send times and numeric counts', async () => {
    const messages = await fetchLaunchEmailMessages(lancamento);
    expect(messages.map((m) => m.message_key)).toEqual([
      'registration_confirmation',
      'waitlist_confirmation',
      'event_eve',
      'class_reminder',
      'class_live',
      'cart_open',
      'cart_closing',
      'waitlist_next_launch',
      'recovery_abandoned_1',
      'recovery_abandoned_2',
      'recovery_abandoned_3',
      'recovery_billet',
      'recovery_pix',
      'class_replay',
      'class_missed',
    ]);
    // Only the recovery messages have a delay (minutes after the abandonment / before the due date).
    expect(messages.map((m) => m.delay_minutes)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      15,
      180,
      1440,
      1440,
      60,
      null,
      null,
    ]);
    const conf = messages[0]!;
    expect(conf.sends).toEqual([]);
    expect(conf.counts.scheduled).toBeGreaterThanOrEqual(1);
    expect(typeof conf.counts.sent).toBe('number');
    const eve = messages.find((m) => m.message_key === 'event_eve')!;
    expect(eve.sends).toHaveLength(1);
    expect(Date.parse(eve.sends[0]!.send_at)).toBe(
      Date.parse((await fetchCurrentLaunch()).eventStartsAt) - 24 * 3600_000,
    );
  });

  it('offers the one list of variables', async () => {
    const variables = await fetchEmailVariables();
    expect(variables.map((v) => v.name)).toContain('primeiro_nome');
    expect(variables.find((v) => v.name === 'link_obrigado')!.message_keys).toEqual(['registration_confirmation']);
  });

  it('refuses an unknown variable with the Portuguese message and saves a known one', async () => {
    await expectRejection(
      saveEmailMessage(confirmation.id, 'Oi {{apelido}}', 'Texto'),
      'Variável desconhecida: {{apelido}}. Use uma das variáveis da lista.',
    );
    await saveEmailMessage(confirmation.id, 'Oi, {{primeiro_nome}}', 'Seu link: {{link_obrigado}}');
    const saved = (await fetchLaunchEmailMessages(lancamento)).find((m) => m.id === confirmation.id)!;
    expect(saved.subject).toBe('Oi, {{primeiro_nome}}');
  });

  it('pauses and resumes a message', async () => {
    await setEmailMessagePaused(confirmation.id, true);
    expect((await fetchLaunchEmailMessages(lancamento)).find((m) => m.id === confirmation.id)!.paused).toBe(true);
    await setEmailMessagePaused(confirmation.id, false);
    expect((await fetchLaunchEmailMessages(lancamento)).find((m) => m.id === confirmation.id)!.paused).toBe(false);
  });

  it('previews as a chosen lead, with example personal links', async () => {
    const leads = await fetchEmailPreviewLeads(lancamento, leadEmail);
    expect(leads).toHaveLength(1);
    const preview = await fetchEmailPreview(confirmation.id, leads[0]!.id);
    expect(preview.variables.primeiro_nome).toBe('Júlia');
    expect(preview.to_email).toBe(leadEmail);
    expect(preview.variables.link_obrigado).toMatch(/\/inscricao\/obrigado-2\?data=exemplo$/);
    expect(preview.site_url).toMatch(/^https?:\/\//);
  });

  it('queues a test to the staff member and shows the lead what was written to them', async () => {
    expect(await sendTestEmail(confirmation.id, null)).toBeGreaterThan(0);
    const log = await fetchLeadEmailLog(leadEmail.toUpperCase());
    expect(log.map((e) => [e.message_key, e.status])).toEqual([['registration_confirmation', 'pending']]);
    expect(JSON.stringify(log)).not.toMatch(/data=/);
  });

  it('edits the classes; visitors read them without the live link', async () => {
    const starts = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const saved = await saveLaunchClasses(lancamento, [
      { title: 'Aula de teste', starts_at: starts, live_url: 'https://live.example/itest' },
    ]);
    expect(saved.map((c) => [c.position, c.title, c.live_url])).toEqual([
      [1, 'Aula de teste', 'https://live.example/itest'],
    ]);
    const visible = await fetchLaunchClasses(lancamento);
    expect(visible).toEqual([
      {
        id: saved[0]!.id,
        lancamento,
        position: 1,
        title: 'Aula de teste',
        startsAt: expect.any(String),
        // The class page's facts: defaults, and the video id only for a YouTube link.
        durationMinutes: 120,
        offerWindow: null,
        replayUntil: null,
        videoId: null,
      },
    ]);
    expect(Date.parse(visible[0]!.startsAt)).toBe(Date.parse(starts));
    await expectRejection(
      saveLaunchClasses(lancamento, [{ title: 'X', starts_at: starts, live_url: 'ftp://x' }]),
      'Link inválido: use um endereço http:// ou https://.',
    );
  });

  it('refuses a signed-in user who is not staff', async () => {
    await signOut();
    await signIn(NONSTAFF.email, NONSTAFF.password);
    await expect(fetchLaunchEmailMessages(lancamento)).rejects.toBeInstanceOf(DataError);
    await expect(fetchLeadEmailLog(leadEmail)).rejects.toMatchObject({ kind: 'forbidden' });
    await signOut();
    await signIn(STAFF.email, STAFF.password);
  });
});

describe('the sender claim', () => {
  it('never hands one row to two concurrent claims, and refuses a wrong secret', async () => {
    // Twelve confirmations from this one client address: over the per-client cap, but the address is exempt (above).
    for (let i = 0; i < 12; i += 1) {
      await registerLead({
        name: `Concorrente ${i}`,
        email: uniqueEmail('claim'),
        whatsapp: '5511955554321',
        programmingExperience: 'already_programmed',
      });
    }
    const claim = async () => {
      const { data, error } = await anonClient().rpc('email_claim_batch', { p_secret: SECRET, p_limit: 8 });
      if (error) throw new Error(error.message);
      return (data as { id: number }[]).map((row) => row.id);
    };
    const [a, b, c] = await Promise.all([claim(), claim(), claim()]);
    const all = [...a, ...b, ...c];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all).size).toBe(all.length);
    const { data: report, error } = await anonClient().rpc('email_report_results', {
      p_secret: SECRET,
      p_results: all.map((id) => ({ id, outcome: 'sent' })),
    });
    expect(error).toBeNull();
    expect(report).toMatchObject({ sent: all.length });
    const wrong = await anonClient().rpc('email_claim_batch', { p_secret: 'errado' });
    expect(wrong.error?.message).toBe('Segredo do remetente de e-mail inválido.');
  });
});
