// Generated data for the SQL-at-scale measurements, inserted in chunks by the superuser connection. Leads go through
// their triggers (the lead-source summary is maintained by them, as in production); purchase and cold leads are
// inserted with row triggers off (session_replication_role = replica: the rows already carry normalised e-mails and
// tokens; constraints still apply); the hot-leads summary is then rebuilt from the rows, as after any load without
// triggers (private.rebuild_purchase_lead_stat_counts).
import pg from 'pg';

const SOURCES = [
  'instagram',
  'facebook',
  'youtube',
  'google',
  'tiktok',
  'linkedin',
  'twitter',
  'whatsapp',
  'telegram',
  'email',
  'newsletter',
  'blog',
  'podcast',
  'parceiro_a',
  'parceiro_b',
  'parceiro_c',
  'afiliado_1',
  'afiliado_2',
  'afiliado_3',
  'discord',
  'reddit',
  'pinterest',
  'kwai',
  'spotify',
  'bing',
  'taboola',
  'outbrain',
  'indicacao',
  'evento',
  'organico',
];
const MEDIUMS = ['cpc', 'social', 'email', 'organic', 'referral', 'stories', 'reels', 'video'];

const sqlList = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

async function chunked(client: pg.Client, total: number, chunk: number, sql: (from: number, to: number) => string) {
  for (let from = 1; from <= total; from += chunk) {
    await client.query(sql(from, Math.min(total, from + chunk - 1)));
  }
}

/** `count` leads across launches 1-3 and 30 sources (about 1 in 20 without a source), over the 90 days before now. */
export async function generateLeads(client: pg.Client, count: number): Promise<void> {
  await chunked(
    client,
    count,
    100_000,
    (from, to) => `
    insert into public.leads_lancamento
      (name, email, whatsapp, programming_experience, track, utm_source, utm_medium, utm_campaign, lancamento, pesquisa_hash, created_at)
    select 'Pessoa ' || g,
           'scale-' || g || '@bench.local',
           '5511' || lpad((g % 100000000)::text, 8, '0'),
           case when g % 2 = 0 then 'already_programmed' else 'want_to_learn' end,
           case when g % 2 = 0 then 'intermediaria' else 'iniciante' end,
           case when g % 20 = 0 then null else (${sqlList(SOURCES)})[1 + (g * 7) % 30] end,
           case when g % 25 = 0 then null else (${sqlList(MEDIUMS)})[1 + (g * 3) % 8] end,
           'campanha_' || (g % 12),
           1 + (g % 3),
           'scale' || md5(g::text),
           now() - ((g % 90) || ' days')::interval - ((g % 86400) || ' seconds')::interval
      from generate_series(${from}, ${to}) as g`,
  );
  await client.query('analyze public.leads_lancamento');
}

export async function generatePurchaseLeads(client: pg.Client, count: number): Promise<void> {
  await client.query('set session_replication_role = replica');
  await chunked(
    client,
    count,
    50_000,
    (from, to) => `
    insert into public.purchase_leads
      (name, email, whatsapp, lancamento, utm_source, utm_medium, status, redirected_to_payment, reference, created_at)
    select 'Comprador ' || g,
           'scale-buyer-' || g || '@bench.local',
           '5521' || lpad((g % 100000000)::text, 8, '0'),
           1 + (g % 2),
           case when g % 10 = 0 then null else (${sqlList(SOURCES)})[1 + (g * 11) % 30] end,
           (${sqlList(MEDIUMS)})[1 + g % 8],
           (array['NOVO','CONTATADO','AGUARDANDO PAGAMENTO','AGUARDANDO PAGAMENTO PARCELADO','VENDIDO'])[1 + (g * 13) % 5],
           g % 3 <> 0,
           'scaleref' || md5(g::text),
           now() - ((g % 30) || ' days')::interval
      from generate_series(${from}, ${to}) as g`,
  );
  await client.query('set session_replication_role = origin');
  await client.query('select private.rebuild_purchase_lead_stat_counts()');
  await client.query('analyze public.purchase_leads');
}

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Wesley',
];

export async function generateColdLeads(client: pg.Client, count: number): Promise<void> {
  await client.query('set session_replication_role = replica');
  await chunked(
    client,
    count,
    50_000,
    (from, to) => `
    insert into public.cold_leads
      (country_code, phone_number, formatted_phone, saved_name, group_name, group_id, source, lancamento, is_active, created_at)
    select case when g % 10 = 0 then '351' else '55' end,
           lpad((900000000 + g)::text, 11, '1'),
           '+55 ' || lpad((900000000 + g)::text, 11, '1'),
           case when g % 4 = 0 then null else (${sqlList(FIRST_NAMES)})[1 + (g / 7) % 20] || ' ' || g end,
           case when g % 2 = 0 then 'Semana Java - Iniciantes' else 'Semana Java - Avançado' end,
           case when g % 2 = 0 then 'grupo-iniciante' else 'grupo-avancado' end,
           'whatsapp_group',
           1 + (g % 3),
           g % 7 <> 0,
           now() - ((g % 60) || ' days')::interval
      from generate_series(${from}, ${to}) as g`,
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.cold_leads');
}
