// Every staff jsonb function's answer, read from the local stack (real SQL, signed in as staff) and parsed with its
// schema in staff-answers.ts (strict objects): a key the SQL renames, adds or drops, or a changed type, fails here.
// The data is written first through the public functions and the checkout webhook's function, so that every list the
// answers carry has rows and the rows' shapes are checked too.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  config,
  signedInClient,
  STAFF,
  uniqueEmail,
  useLocalSupabase,
} from '../integration-setup.test-helper';
import { fetchCurrentLaunch } from '../public/launches';
import { savePurchaseIntent } from '../public/purchase-intent';
import { registerLead } from '../public/register-lead';
import { saveSurveyAnswers } from '../public/survey';
import { staffAnswers, type StaffJsonFunction } from './staff-answers';

const run = String(Date.now()).slice(-7);
const source = `itest-answers-${run}`;
const campaign = `camp-answers-${run}`;
const leadEmail = uniqueEmail('respostas');
const buyerEmail = uniqueEmail('respostas-comprador');
const subjectEmail = uniqueEmail('respostas-titular');
const phone = (n: number) => `118${run}${n}`;
const SECRET = `segredo-answers-${crypto.randomUUID()}`;

let staff: SupabaseClient;
let lancamento = 0;
let leadId = 0;
let purchaseLeadId = 0;
let coldLeadId = 0;
let unmatchedEventId = 0;
let recoveryEventId = 0;

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await staff.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data;
}

beforeAll(async () => {
  useLocalSupabase();
  lancamento = (await fetchCurrentLaunch()).lancamento;
  const utm = { utm_source: source, utm_medium: 'itest-medium', utm_campaign: campaign };
  const registration = await registerLead({
    name: 'Respostas Teste',
    email: leadEmail,
    whatsapp: '5511955550101',
    programmingExperience: 'want_to_learn',
    utm,
  });
  // A repeat with other data: a further contact of the lead.
  await registerLead({
    name: 'Respostas Outro Nome',
    email: leadEmail,
    whatsapp: '5521955550102',
    programmingExperience: 'already_programmed',
    utm,
  });
  await saveSurveyAnswers(registration.token, {
    experiencia_programacao: 'estudei_logica',
    maior_dificuldade: 'falta_pratica',
    atracao_carreira: 'trabalho_remoto',
    fator_bloqueio: 'falta_tempo',
    sonho_realizado: `Sonho ${run}`,
    consumo_conteudo: 'youtube',
    faixa_salarial: 'ate_3000',
  });
  await savePurchaseIntent({ name: 'Respostas Teste', email: leadEmail, whatsapp: '5511955550101', lancamento, utm });
  await registerLead({
    name: 'Titular Teste',
    email: subjectEmail,
    whatsapp: '5511955550103',
    programmingExperience: 'want_to_learn',
    utm,
  });

  staff = await signedInClient(STAFF);
  const lead = await staff.from('leads_lancamento').select('id').eq('email', leadEmail).single();
  leadId = (lead.data as { id: number }).id;
  const purchase = await staff
    .from('purchase_leads')
    .update({ status: 'CONTATADO' })
    .eq('email', leadEmail)
    .eq('lancamento', lancamento)
    .select('id')
    .single();
  purchaseLeadId = (purchase.data as { id: number }).id;

  // An event the webhook could not match (another e-mail, an offer of no launch): staff link it later.
  const service = createClient(config.supabaseUrl, process.env.SUPABASE_SERVICE_ROLE_KEY ?? '', {
    auth: { persistSession: false },
  });
  const secret = await service.rpc('set_checkout_webhook_secret', { p_secret: SECRET });
  if (secret.error) throw new Error(secret.error.message);
  const recorded = await anonClient().rpc('record_checkout_event', {
    p_secret: SECRET,
    p_event: {
      eventId: `itest-answers-${run}`,
      event: 'PURCHASE_APPROVED',
      eventAt: new Date().toISOString(),
      transaction: `HP-answers-${run}`,
      buyerEmail,
      buyerName: 'Comprador Respostas',
      buyerPhone: '5511955550104',
      productId: '1',
      offerCode: 'sem-lancamento',
      price: 997,
      currency: 'BRL',
      installments: 1,
      payload: {},
    },
  });
  if (recorded.error) throw new Error(recorded.error.message);
  const events = (await rpc('checkout_unmatched_events', { p_lancamento: null })) as {
    id: number;
    buyer_email: string;
  }[];
  unmatchedEventId = events.find((e) => e.buyer_email === buyerEmail)!.id;

  // An abandoned checkout of the registered lead in this launch: an item of the closers' queue.
  const launchRow = await staff.from('launches').select('checkout_url_beginners').eq('lancamento', lancamento).single();
  const offer = new URL((launchRow.data as { checkout_url_beginners: string }).checkout_url_beginners).searchParams.get(
    'off',
  );
  const abandoned = await anonClient().rpc('record_checkout_event', {
    p_secret: SECRET,
    p_event: {
      eventId: `itest-answers-abandono-${run}`,
      event: 'PURCHASE_OUT_OF_SHOPPING_CART',
      eventAt: new Date().toISOString(),
      buyerEmail: leadEmail,
      buyerName: 'Respostas Teste',
      buyerPhone: '11955550101',
      productId: '1',
      offerCode: offer,
      payload: {},
    },
  });
  if (abandoned.error) throw new Error(abandoned.error.message);
});

afterAll(async () => {
  await staff.from('cold_leads').delete().like('phone_number', `118${run}%`);
});

/** Each function, called with arguments that make its answer carry rows. */
const calls: Record<StaffJsonFunction, () => Promise<unknown>> = {
  import_cold_leads: () =>
    rpc('import_cold_leads', {
      p_rows: [
        { line: 2, country_code: '55', phone_number: phone(1), formatted_phone: '', saved_name: 'Frio Um' },
        { line: 3, country_code: '55', phone_number: phone(1), formatted_phone: '' },
        { line: 4, country_code: 'x', phone_number: 'y', formatted_phone: '' },
      ],
      p_group_name: `G-answers-${run}`,
      p_group_id: `g-${run}`,
      p_lancamento: lancamento,
    }),
  cold_leads_page: async () => {
    const answer = (await rpc('cold_leads_page', {
      p_lancamento: lancamento,
      p_group_name: `G-answers-${run}`,
      p_search: null,
      p_sort: 'created_at',
      p_ascending: false,
      p_page: 1,
      p_per_page: 20,
      p_is_active: null,
    })) as { rows: { id: number }[] };
    coldLeadId = answer.rows[0]!.id;
    return answer;
  },
  cold_lead_stats: () => rpc('cold_lead_stats', { p_lancamento: lancamento, p_group_name: null }),
  convert_cold_lead: () =>
    rpc('convert_cold_lead', { p_id: coldLeadId, p_email: uniqueEmail('frio'), p_name: 'Frio Convertido' }),
  lead_source_metrics: () => rpc('lead_source_metrics', { p_lancamento: lancamento, p_start: null, p_end: null }),
  leads_per_day: () => rpc('leads_per_day', { p_lancamento: lancamento, p_start: null, p_end: null }),
  lead_utm_breakdown: () =>
    rpc('lead_utm_breakdown', { p_dimension: 'source', p_lancamento: lancamento, p_start: null, p_end: null }),
  funnel_filter_options: () => rpc('funnel_filter_options', { p_lancamento: lancamento }),
  launch_funnel: () =>
    rpc('launch_funnel', { p_lancamento: lancamento, p_utm_source: source, p_utm_campaign: campaign }),
  survey_results: () => rpc('survey_results', { p_lancamento: lancamento }),
  survey_dreams: () =>
    rpc('survey_dreams', { p_lancamento: lancamento, p_search: `Sonho ${run}`, p_page: 1, p_per_page: 20 }),
  lead_further_contacts: () => rpc('lead_further_contacts', { p_source: 'registration', p_ids: [leadId] }),
  lead_unsubscribe_tokens: () => rpc('lead_unsubscribe_tokens', { p_lancamento: lancamento }),
  purchase_lead_stats: () => rpc('purchase_lead_stats', { p_lancamento: lancamento }),
  purchase_lead_status_history: () => rpc('purchase_lead_status_history', { p_lead_id: purchaseLeadId }),
  checkout_unmatched_events: () => rpc('checkout_unmatched_events', { p_lancamento: null }),
  link_checkout_event: () =>
    rpc('link_checkout_event', { p_event_id: unmatchedEventId, p_email: leadEmail, p_lancamento: lancamento }),
  checkout_recovery_queue: async () => {
    const answer = (await rpc('checkout_recovery_queue', { p_lancamento: lancamento })) as {
      checkout_event_id: number;
      buyer_email: string;
    }[];
    recoveryEventId = answer.find((item) => item.buyer_email === leadEmail)!.checkout_event_id;
    return answer;
  },
  checkout_recovery_report: () => rpc('checkout_recovery_report', { p_lancamento: lancamento }),
  set_checkout_recovery_outcome: () =>
    rpc('set_checkout_recovery_outcome', { p_checkout_event_id: recoveryEventId, p_outcome: 'contatado' }),
  checkout_revenue_by_utm: () =>
    rpc('checkout_revenue_by_utm', { p_dimension: 'source', p_lancamento: lancamento, p_start: null, p_end: null }),
  find_data_subject: () => rpc('find_data_subject', { p_email: leadEmail, p_phone: null, p_export: false }),
  email_held_back: () => rpc('email_held_back', { p_lancamento: lancamento }),
  email_delivery_rates: () => rpc('email_delivery_rates', { p_lancamento: lancamento }),
  confirmation_bursts: () => rpc('confirmation_bursts', { p_hours: 24 }),
  import_ad_spend: () =>
    rpc('import_ad_spend', {
      p_lancamento: lancamento,
      p_rows: [
        {
          platform: 'meta',
          day: new Date().toISOString().slice(0, 10),
          campaign_name: campaign,
          campaign_id: '120210000000000001',
          ad_set_name: 'Conjunto Respostas',
          ad_set_id: '120210000000000002',
          ad_name: 'Anúncio Respostas',
          ad_id: '120210000000000003',
          spend: '123.45',
          impressions: '1000',
          clicks: '10',
        },
      ],
    }),
  commit_ad_spend_import: async () => {
    const importId = crypto.randomUUID();
    await rpc('stage_ad_spend', {
      p_import: importId,
      p_lancamento: lancamento,
      p_offset: 0,
      p_rows: [
        {
          platform: 'meta',
          day: new Date().toISOString().slice(0, 10),
          campaign_name: campaign,
          ad_set_name: 'Conjunto Respostas',
          ad_name: 'Anúncio Respostas (2)',
          spend: '1.00',
          impressions: null,
          clicks: null,
        },
      ],
    });
    return rpc('commit_ad_spend_import', { p_import: importId, p_lancamento: lancamento });
  },
  commit_cold_leads_import: async () => {
    const importId = crypto.randomUUID();
    await rpc('stage_cold_leads', {
      p_import: importId,
      p_rows: [{ line: 2, country_code: '55', phone_number: '11955554321', formatted_phone: '+55 11 95555-4321' }],
    });
    return rpc('commit_cold_leads_import', {
      p_import: importId,
      p_group_name: 'Grupo Respostas',
      p_group_id: 'respostas',
      p_lancamento: lancamento,
    });
  },
  save_launch_platform_fee: () =>
    rpc('save_launch_platform_fee', { p_lancamento: lancamento, p_percent: 9.9, p_fixed: 1 }),
  campaign_spend_report: () => rpc('campaign_spend_report', { p_lancamento: lancamento }),
  save_launch_classes: () =>
    rpc('save_launch_classes', {
      p_lancamento: lancamento,
      p_classes: [
        { title: 'Aula Respostas 1', starts_at: '2030-01-07T23:00:00Z', live_url: 'https://example.com/live/1' },
      ],
    }),
  save_class_page: async () => {
    const classes = (await rpc('save_launch_classes', {
      p_lancamento: lancamento,
      p_classes: [
        { title: 'Aula Respostas 1', starts_at: '2030-01-07T23:00:00Z', live_url: 'https://example.com/live/1' },
      ],
    })) as { id: number }[];
    return rpc('save_class_page', {
      p_class_id: classes[0]!.id,
      p_settings: { duration_minutes: 90, offer_from_minute: 60, offer_to_minute: 90, replay_until: null },
    });
  },
  launch_attendance: () => rpc('launch_attendance', { p_lancamento: lancamento }),
  launch_attendance_rows: () => rpc('launch_attendance_rows', { p_lancamento: lancamento }),
  lead_attendance: () => rpc('lead_attendance', { p_lancamento: lancamento, p_emails: [leadEmail] }),
  email_variables: () => rpc('email_variables', {}),
  launch_email_messages: () => rpc('launch_email_messages', { p_lancamento: lancamento }),
  launch_email_plan: () => rpc('launch_email_plan', { p_lancamento: lancamento }),
  email_preview_leads: () => rpc('email_preview_leads', { p_lancamento: lancamento, p_search: 'Respostas' }),
  email_preview: async () => {
    const messages = (await rpc('launch_email_messages', { p_lancamento: lancamento })) as { id: number }[];
    return rpc('email_preview', { p_id: messages[0]!.id, p_lead_id: leadId });
  },
  lead_email_log: () => rpc('lead_email_log', { p_email: leadEmail }),
  site_health: () => rpc('site_health', { p_hours: 24 }),
  site_remote_builds: () => rpc('site_remote_builds', { p_hours: 24 }),
  anonymise_data_subject: () => rpc('anonymise_data_subject', { p_email: subjectEmail, p_phone: null }),
};

/** The lists each answer must carry for its rows to be checked (paths into the answer). */
const nonEmpty: Partial<Record<StaffJsonFunction, (answer: never) => unknown[]>> = {
  import_cold_leads: (a: { failed: unknown[] }) => a.failed,
  cold_leads_page: (a: { rows: unknown[] }) => a.rows,
  lead_source_metrics: (a: { sources: unknown[] }) => a.sources,
  leads_per_day: (a: unknown[]) => a,
  lead_utm_breakdown: (a: unknown[]) => a,
  launch_funnel: (a: { steps: unknown[]; outside: unknown[] }) => [...a.steps, ...a.outside],
  survey_results: (a: { questions: unknown[] | null; per_day: unknown[] }) => [...(a.questions ?? []), ...a.per_day],
  survey_dreams: (a: { rows: unknown[] }) => a.rows,
  lead_further_contacts: (a: Record<string, unknown[]>) => Object.values(a).flat(),
  lead_unsubscribe_tokens: (a: unknown[]) => a,
  purchase_lead_stats: (a: { recent_leads: unknown[] }) => a.recent_leads,
  purchase_lead_status_history: (a: unknown[]) => a,
  checkout_unmatched_events: (a: unknown[]) => a,
  checkout_recovery_queue: (a: unknown[]) => a,
  checkout_recovery_report: (a: { sequences: unknown[] }) => a.sequences,
  checkout_revenue_by_utm: (a: { rows: unknown[] }) => a.rows,
  campaign_spend_report: (a: { campaigns: unknown[]; days: unknown[] }) => [...a.campaigns, ...a.days],
  save_launch_classes: (a: unknown[]) => a,
  launch_attendance: (a: { classes: unknown[]; campaigns: unknown[] }) => [...a.classes, ...a.campaigns],
  email_variables: (a: unknown[]) => a,
  launch_email_messages: (a: unknown[]) => a,
  launch_email_plan: (a: unknown[]) => a,
  email_preview_leads: (a: unknown[]) => a,
  lead_email_log: (a: unknown[]) => a,
  find_data_subject: (a: { leads_lancamento: unknown[]; further_contacts: unknown[] }) => [
    ...a.leads_lancamento,
    ...a.further_contacts,
  ],
};

describe('every staff function answers the shape its schema declares (staff-answers.ts)', () => {
  // In order: the cold lead read by cold_leads_page is the one convert_cold_lead converts, and the event is listed
  // unmatched before link_checkout_event links it.
  for (const name of Object.keys(calls) as StaffJsonFunction[]) {
    it(name, async () => {
      const answer = await calls[name]();
      const parsed = staffAnswers[name].safeParse(answer);
      expect(parsed.error?.issues, `${name}: ${JSON.stringify(answer).slice(0, 400)}`).toBeUndefined();
      const rows = nonEmpty[name];
      if (rows)
        expect((rows as (answer: unknown) => unknown[])(answer).length, `${name} carries rows`).toBeGreaterThan(0);
    });
  }

  it('every jsonb staff function has a schema and a call here', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(staffAnswers).sort());
  });
});
