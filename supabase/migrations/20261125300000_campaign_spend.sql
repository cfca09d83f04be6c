-- Issue 30: what each lead and each sale cost. Ad spend per launch, day, platform, campaign, ad set and ad; the join of
-- that spend with the leads, purchase intents and sales that carried the ad's UTM values; and the summary tables that
-- answer these figures and the revenue per source or campaign (checkout_revenue_by_utm) without scanning the leads.
--
-- 1. public.ad_spend: one row per (launch, platform, day, ad key). Ids of the ad platforms are 18-19 digit strings,
--    beyond JavaScript's exact integers: text in the table, strings in JSON, never numbers. The ad key is the ad's id
--    when the platform gives one, else campaign + ad set + ad names. public.import_ad_spend (staff) upserts a batch,
--    so importing a file again replaces its rows, never adds them twice. No personal data in these rows.
-- 2. The platform's fee per sale is a launch setting: launches.platform_fee_percent + platform_fee_fixed (9,9% +
--    R$ 1,00 by default, Hotmart's published fee), saved by public.save_launch_platform_fee (staff).
-- 3. private.utm_counts: per launch, Brasília day and UTM (source, campaign, medium, content) the number of leads,
--    purchase intents, sales, refunds and the gross revenue of the sales. Kept by the database as the lead-source
--    counts are (20250501000000_dashboard_performance.sql): statement triggers append deltas to an insert-only log
--    (private.utm_count_deltas), folded into the summary by the readers. Sales follow the rules of
--    checkout_revenue_by_utm (20251123400000_checkout_events.sql): a purchase lead whose status is VENDIDO is a sale,
--    dated by its newest approving event (its last update when marked by hand), revenue = the BRL price of its
--    transactions whose newest event approves them; REEMBOLSADO is a refund, never a sale. Each purchase lead's
--    current outcome is kept in private.purchase_lead_outcomes, so a change writes the difference.
-- 4. The UTM convention (README, docs/campaign-spend.md): utm_campaign / utm_medium / utm_content carry `name|id`.
--    A value joins spend by the id after its LAST `|` when there is one (digits) and the platform has that id; else by
--    the exact value as a name (names may contain `|`; a renamed ad keeps its figures through its id).
-- 5. public.campaign_spend_report(launch) (staff): the drill-down campaign -> ad set -> ad, the figures per day, the
--    sales no spend explains by cause; public.checkout_revenue_by_utm reads the summary (same JSON as before).

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Spend
-- ---------------------------------------------------------------------------------------------------------------
-- The ad key: the ad's id, else its names (a platform without ids: the generic template).
create or replace function private.ad_spend_key(p_ad_id text, p_campaign_name text, p_ad_set_name text, p_ad_name text)
returns text language sql immutable parallel safe set search_path = ''
as $$
  select coalesce('id:' || p_ad_id,
    'name:' || p_campaign_name || pg_catalog.chr(31) || p_ad_set_name || pg_catalog.chr(31) || p_ad_name)
$$;

create table public.ad_spend (
  id bigint generated always as identity primary key,
  lancamento integer not null references public.launches (lancamento) on delete cascade,
  platform text not null check (platform ~ '^[a-z0-9][a-z0-9_.-]{0,39}$'),
  day date not null,
  campaign_name text not null check (pg_catalog.btrim(campaign_name) <> '' and pg_catalog.length(campaign_name) <= 400),
  campaign_id text check (campaign_id ~ '^[0-9]{1,30}$'),
  ad_set_name text not null default '' check (pg_catalog.length(ad_set_name) <= 400),
  ad_set_id text check (ad_set_id ~ '^[0-9]{1,30}$'),
  ad_name text not null default '' check (pg_catalog.length(ad_name) <= 400),
  ad_id text check (ad_id ~ '^[0-9]{1,30}$'),
  ad_key text not null generated always as (private.ad_spend_key(ad_id, campaign_name, ad_set_name, ad_name)) stored,
  spend numeric(14, 2) not null check (spend >= 0),
  impressions bigint check (impressions >= 0),
  clicks bigint check (clicks >= 0),
  imported_at timestamptz not null default now(),
  imported_by uuid,
  constraint ad_spend_one_row_per_ad_day unique (lancamento, platform, day, ad_key)
);
create index ad_spend_launch_day_idx on public.ad_spend (lancamento, day);
comment on table public.ad_spend is
  'Ad spend per launch, platform, day and ad (ids as text). Staff read; written only by import_ad_spend. No personal data.';
alter table public.ad_spend enable row level security;
revoke all on public.ad_spend from public, anon, authenticated;
revoke all on sequence public.ad_spend_id_seq from public, anon, authenticated;
grant select on public.ad_spend to authenticated;
create policy ad_spend_staff_read on public.ad_spend for select to authenticated using ((select private.is_staff()));

-- The spend summarised per launch and ad (one row per name an ad had) and per launch and day, kept by statement
-- triggers on ad_spend (an import rewrites the summary of its launch): the report reads a few hundred rows instead of
-- every day of every ad.
create table private.ad_spend_ads (
  lancamento integer not null,
  ck text collate "C" not null,
  sk text collate "C" not null,
  ak text collate "C" not null,
  campaign_name text collate "C" not null,
  campaign_id text collate "C",
  ad_set_name text collate "C" not null,
  ad_set_id text collate "C",
  ad_name text collate "C" not null,
  ad_id text collate "C",
  platform text collate "C" not null,
  spend numeric(16, 2) not null,
  impressions bigint,
  clicks bigint,
  n bigint not null,
  first_day date not null,
  day date not null,
  imported_at timestamptz not null
);
create index ad_spend_ads_launch_idx on private.ad_spend_ads (lancamento);
create table private.ad_spend_days (
  lancamento integer not null,
  day date not null,
  spend numeric(16, 2) not null,
  impressions bigint,
  clicks bigint,
  primary key (lancamento, day)
);
alter table private.ad_spend_ads enable row level security;
alter table private.ad_spend_days enable row level security;
revoke all on private.ad_spend_ads, private.ad_spend_days from public, anon, authenticated;

-- Rewrites the spend summary of the given launches from ad_spend.
create or replace function private.refresh_ad_spend_summary(p_launches integer[])
returns void language plpgsql security definer set search_path = ''
as $$
begin
  if p_launches is null or pg_catalog.cardinality(p_launches) = 0 then
    return;
  end if;
  -- One writer per launch at a time (two imports of one launch at once).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.refresh_ad_spend_summary'), l)
  from pg_catalog.unnest(p_launches) as l order by l;
  delete from private.ad_spend_ads a where a.lancamento = any (p_launches);
  delete from private.ad_spend_days d where d.lancamento = any (p_launches);
  insert into private.ad_spend_ads
  select s.lancamento,
         coalesce('id:' || s.campaign_id, 'name:' || s.campaign_name),
         coalesce('id:' || s.ad_set_id, 'name:' || s.ad_set_name),
         coalesce('id:' || s.ad_id, 'name:' || s.ad_name),
         s.campaign_name, s.campaign_id, s.ad_set_name, s.ad_set_id, s.ad_name, s.ad_id, s.platform,
         pg_catalog.sum(s.spend), pg_catalog.sum(s.impressions), pg_catalog.sum(s.clicks), pg_catalog.count(*),
         pg_catalog.min(s.day), pg_catalog.max(s.day), pg_catalog.max(s.imported_at)
  from public.ad_spend s where s.lancamento = any (p_launches)
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
  insert into private.ad_spend_days
  select s.lancamento, s.day, pg_catalog.sum(s.spend), pg_catalog.sum(s.impressions), pg_catalog.sum(s.clicks)
  from public.ad_spend s where s.lancamento = any (p_launches)
  group by 1, 2;
end
$$;

create or replace function private.ad_spend_after_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refresh_ad_spend_summary((select pg_catalog.array_agg(distinct n.lancamento) from new_rows n));
  return null;
end
$$;
create or replace function private.ad_spend_after_update()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refresh_ad_spend_summary((select pg_catalog.array_agg(distinct x.lancamento) from (
    select n.lancamento from new_rows n union select o.lancamento from old_rows o) x));
  return null;
end
$$;
create or replace function private.ad_spend_after_delete()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refresh_ad_spend_summary((select pg_catalog.array_agg(distinct o.lancamento) from old_rows o));
  return null;
end
$$;
revoke all on function private.refresh_ad_spend_summary(integer[]), private.ad_spend_after_insert(),
  private.ad_spend_after_update(), private.ad_spend_after_delete() from public;
create trigger ad_spend_summary_insert after insert on public.ad_spend
  referencing new table as new_rows for each statement execute function private.ad_spend_after_insert();
create trigger ad_spend_summary_update after update on public.ad_spend
  referencing old table as old_rows new table as new_rows for each statement execute function private.ad_spend_after_update();
create trigger ad_spend_summary_delete after delete on public.ad_spend
  referencing old table as old_rows for each statement execute function private.ad_spend_after_delete();

-- A date from 'YYYY-MM-DD', or null when it is not one.
create or replace function private.try_iso_date(p_text text)
returns date language plpgsql immutable set search_path = ''
as $$
begin
  if p_text is null or p_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return null;
  end if;
  return p_text::date;
exception when others then
  return null;
end
$$;
revoke all on function private.try_iso_date(text) from public;

-- Staff: upserts spend rows of one launch. p_rows: [{ platform, day ('YYYY-MM-DD'), campaign_name, campaign_id,
-- ad_set_name, ad_set_id, ad_name, ad_id (ids: digit strings or null), spend ('1234.56'), impressions, clicks }],
-- at most 5,000 per call. Rows of one call with the same key (a breakdown the file was cut by) are added together.
-- A row already there for that launch, platform, day and ad is replaced. Returns { received, rows, inserted,
-- updated, unchanged, first_day, last_day }; an invalid row: 22023 'Linha N: ...' (N counts from 1).
create or replace function public.import_ad_spend(p_lancamento integer, p_rows jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_received integer;
  v_bad record;
  v_rows integer;
  v_inserted integer;
  v_updated integer;
  v_first date;
  v_last date;
begin
  perform private.require_staff();
  if p_lancamento is null or not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
  if p_rows is null or pg_catalog.jsonb_typeof(p_rows) <> 'array' or pg_catalog.jsonb_array_length(p_rows) = 0 then
    raise exception using errcode = '22023', message = 'Nenhuma linha para importar.';
  end if;
  v_received := pg_catalog.jsonb_array_length(p_rows);
  if v_received > 5000 then
    raise exception using errcode = '22023', message = 'No máximo 5000 linhas por envio.';
  end if;

  create temporary table if not exists pg_temp.ad_spend_import (
    n integer, platform text, day date, campaign_name text, campaign_id text, ad_set_name text, ad_set_id text,
    ad_name text, ad_id text, spend numeric(14, 2), impressions bigint, clicks bigint
  ) on commit drop;
  truncate pg_temp.ad_spend_import;

  with raw as (
    select r.n::integer as n,
           pg_catalog.lower(pg_catalog.btrim(coalesce(r.v ->> 'platform', ''))) as platform,
           pg_catalog.btrim(coalesce(r.v ->> 'day', '')) as day,
           pg_catalog.btrim(coalesce(r.v ->> 'campaign_name', '')) as campaign_name,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'campaign_id', '')), '') as campaign_id,
           pg_catalog.btrim(coalesce(r.v ->> 'ad_set_name', '')) as ad_set_name,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'ad_set_id', '')), '') as ad_set_id,
           pg_catalog.btrim(coalesce(r.v ->> 'ad_name', '')) as ad_name,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'ad_id', '')), '') as ad_id,
           pg_catalog.btrim(coalesce(r.v ->> 'spend', '')) as spend,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'impressions', '')), '') as impressions,
           nullif(pg_catalog.btrim(coalesce(r.v ->> 'clicks', '')), '') as clicks,
           pg_catalog.jsonb_typeof(r.v) as kind,
           pg_catalog.jsonb_typeof(r.v -> 'campaign_id') as campaign_id_kind,
           pg_catalog.jsonb_typeof(r.v -> 'ad_set_id') as ad_set_id_kind,
           pg_catalog.jsonb_typeof(r.v -> 'ad_id') as ad_id_kind
    from pg_catalog.jsonb_array_elements(p_rows) with ordinality as r(v, n)
  ), checked as (
    select raw.*,
      case
        when raw.kind <> 'object' then 'não é um objeto'
        when raw.platform !~ '^[a-z0-9][a-z0-9_.-]{0,39}$' then 'plataforma inválida'
        when private.try_iso_date(raw.day) is null then 'dia inválido (use AAAA-MM-DD)'
        when raw.campaign_name = '' then 'campanha sem nome'
        when pg_catalog.length(raw.campaign_name) > 400 or pg_catalog.length(raw.ad_set_name) > 400
          or pg_catalog.length(raw.ad_name) > 400 then 'nome com mais de 400 caracteres'
        -- Ids travel as JSON strings: a JSON number may already have lost digits on the way.
        when 'number' in (raw.campaign_id_kind, raw.ad_set_id_kind, raw.ad_id_kind)
          then 'identificação enviada como número (envie como texto)'
        when raw.campaign_id !~ '^[0-9]{1,30}$' or raw.ad_set_id !~ '^[0-9]{1,30}$' or raw.ad_id !~ '^[0-9]{1,30}$'
          then 'identificação inválida (só dígitos)'
        when raw.spend !~ '^[0-9]{1,12}([.][0-9]{1,2})?$' then 'valor usado inválido'
        when raw.impressions !~ '^[0-9]{1,15}$' then 'impressões inválidas'
        when raw.clicks !~ '^[0-9]{1,15}$' then 'cliques inválidos'
      end as problem
    from raw
  ), bad as (
    select c.n, c.problem from checked c where c.problem is not null order by c.n limit 1
  ), ok as (
    insert into pg_temp.ad_spend_import
    select c.n, c.platform, c.day::date, c.campaign_name, c.campaign_id, c.ad_set_name, c.ad_set_id, c.ad_name, c.ad_id,
           c.spend::numeric(14, 2), c.impressions::bigint, c.clicks::bigint
    from checked c where c.problem is null and not exists (select 1 from bad)
  )
  select b.n, b.problem into v_bad from bad b;
  if v_bad.n is not null then
    raise exception using errcode = '22023', message = pg_catalog.format('Linha %s: %s.', v_bad.n, v_bad.problem);
  end if;

  with grouped as (
    select i.platform, i.day, private.ad_spend_key(i.ad_id, i.campaign_name, i.ad_set_name, i.ad_name) as ad_key,
           -- names and ids of the last row of that key in the batch
           (pg_catalog.array_agg(i.campaign_name order by i.n desc))[1] as campaign_name,
           (pg_catalog.array_agg(i.campaign_id order by i.n desc))[1] as campaign_id,
           (pg_catalog.array_agg(i.ad_set_name order by i.n desc))[1] as ad_set_name,
           (pg_catalog.array_agg(i.ad_set_id order by i.n desc))[1] as ad_set_id,
           (pg_catalog.array_agg(i.ad_name order by i.n desc))[1] as ad_name,
           (pg_catalog.array_agg(i.ad_id order by i.n desc))[1] as ad_id,
           pg_catalog.sum(i.spend) as spend, pg_catalog.sum(i.impressions) as impressions,
           pg_catalog.sum(i.clicks) as clicks
    from pg_temp.ad_spend_import i
    group by 1, 2, 3
  ), upserted as (
    insert into public.ad_spend as s (lancamento, platform, day, campaign_name, campaign_id, ad_set_name, ad_set_id,
      ad_name, ad_id, spend, impressions, clicks, imported_by)
    select p_lancamento, g.platform, g.day, g.campaign_name, g.campaign_id, g.ad_set_name, g.ad_set_id, g.ad_name,
           g.ad_id, g.spend, g.impressions, g.clicks, auth.uid()
    from grouped g
    order by g.platform, g.day, g.ad_key
    on conflict on constraint ad_spend_one_row_per_ad_day do update
      set campaign_name = excluded.campaign_name, campaign_id = excluded.campaign_id,
          ad_set_name = excluded.ad_set_name, ad_set_id = excluded.ad_set_id, ad_name = excluded.ad_name,
          spend = excluded.spend, impressions = excluded.impressions, clicks = excluded.clicks,
          imported_at = now(), imported_by = excluded.imported_by
      where (s.campaign_name, s.campaign_id, s.ad_set_name, s.ad_set_id, s.ad_name, s.spend, s.impressions, s.clicks)
            is distinct from (excluded.campaign_name, excluded.campaign_id, excluded.ad_set_name, excluded.ad_set_id,
                              excluded.ad_name, excluded.spend, excluded.impressions, excluded.clicks)
    returning (s.xmax = 0) as inserted
  )
  select (select pg_catalog.count(*) from grouped)::integer,
         (pg_catalog.count(*) filter (where u.inserted))::integer,
         (pg_catalog.count(*) filter (where not u.inserted))::integer
  into v_rows, v_inserted, v_updated
  from upserted u;
  select pg_catalog.min(i.day), pg_catalog.max(i.day) into v_first, v_last from pg_temp.ad_spend_import i;
  return jsonb_build_object('received', v_received, 'rows', v_rows, 'inserted', v_inserted, 'updated', v_updated,
    'unchanged', v_rows - v_inserted - v_updated, 'first_day', v_first, 'last_day', v_last);
end
$$;
revoke all on function public.import_ad_spend(integer, jsonb) from public, anon;
grant execute on function public.import_ad_spend(integer, jsonb) to authenticated;

-- Staff: removes a launch's spend of one platform (all of it, or the days from p_from to p_to). Returns the rows removed.
create or replace function public.delete_ad_spend(p_lancamento integer, p_platform text, p_from date default null,
  p_to date default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_n integer;
begin
  perform private.require_staff();
  delete from public.ad_spend s
  where s.lancamento = p_lancamento and s.platform = pg_catalog.lower(pg_catalog.btrim(p_platform))
    and (p_from is null or s.day >= p_from) and (p_to is null or s.day <= p_to);
  get diagnostics v_n = row_count;
  return v_n;
end
$$;
revoke all on function public.delete_ad_spend(integer, text, date, date) from public, anon;
grant execute on function public.delete_ad_spend(integer, text, date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. The platform's fee per sale, a launch setting
-- ---------------------------------------------------------------------------------------------------------------
alter table public.launches
  add column if not exists platform_fee_percent numeric(5, 2) not null default 9.90
    check (platform_fee_percent >= 0 and platform_fee_percent < 100),
  add column if not exists platform_fee_fixed numeric(10, 2) not null default 1.00 check (platform_fee_fixed >= 0);
comment on column public.launches.platform_fee_percent is 'Payment platform fee, percent of each sale''s price (9.90 = 9,9%).';
comment on column public.launches.platform_fee_fixed is 'Payment platform fee, fixed amount in BRL per sale.';

-- Staff: sets a launch's platform fee. Returns { lancamento, platform_fee_percent, platform_fee_fixed }.
create or replace function public.save_launch_platform_fee(p_lancamento integer, p_percent numeric, p_fixed numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row record;
begin
  perform private.require_staff();
  if p_percent is null or p_percent < 0 or p_percent >= 100 or pg_catalog.round(p_percent, 2) <> p_percent then
    raise exception using errcode = '22023', message = 'Percentual da taxa inválido (de 0 a 99,99, até duas casas).';
  end if;
  if p_fixed is null or p_fixed < 0 or p_fixed > 99999999 or pg_catalog.round(p_fixed, 2) <> p_fixed then
    raise exception using errcode = '22023', message = 'Valor fixo da taxa inválido (em reais, até duas casas).';
  end if;
  update public.launches l set platform_fee_percent = p_percent, platform_fee_fixed = p_fixed, updated_at = now()
  where l.lancamento = p_lancamento
  returning l.lancamento, l.platform_fee_percent, l.platform_fee_fixed into v_row;
  if not found then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
  return jsonb_build_object('lancamento', v_row.lancamento, 'platform_fee_percent', v_row.platform_fee_percent,
    'platform_fee_fixed', v_row.platform_fee_fixed);
end
$$;
revoke all on function public.save_launch_platform_fee(integer, numeric, numeric) from public, anon;
grant execute on function public.save_launch_platform_fee(integer, numeric, numeric) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Leads, purchase intents, sales and revenue per launch, day and UTM
-- ---------------------------------------------------------------------------------------------------------------
-- A UTM value as the summary keys it: trimmed, '' when missing (cut at 500 characters).
create or replace function private.utm_key(p_value text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select pg_catalog.left(coalesce(pg_catalog.btrim(p_value), ''), 500) $$;

-- The id a `name|id` value carries: the digits after its last `|` (null when there are none).
create or replace function private.utm_ref_id(p_value text)
returns text language sql immutable parallel safe
-- No SET clause, one expression, every name qualified: inlined into the report's query.
as $$
  select case when pg_catalog.strpos(p_value, '|') > 0
                   and pg_catalog.btrim(pg_catalog.split_part(p_value, '|', -1)) operator(pg_catalog.~) '^[0-9]{1,30}$'
              then pg_catalog.btrim(pg_catalog.split_part(p_value, '|', -1)) end
$$;

create table private.utm_counts (
  lancamento integer not null,
  day date not null,
  source text collate "C" not null,
  campaign text collate "C" not null,
  medium text collate "C" not null,
  content text collate "C" not null,
  leads bigint not null default 0,
  intents bigint not null default 0,
  sales bigint not null default 0,
  refunds bigint not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (lancamento, day, source, campaign, medium, content)
);
create index utm_counts_empty_idx on private.utm_counts (lancamento)
  where leads = 0 and intents = 0 and sales = 0 and refunds = 0 and revenue = 0;
comment on table private.utm_counts is
  'Leads, purchase intents, sales, refunds and gross revenue per launch, Brasília day and UTM; folded from utm_count_deltas.';

create table private.utm_count_deltas (
  id bigint generated always as identity primary key,
  lancamento integer not null,
  day date not null,
  source text collate "C" not null,
  campaign text collate "C" not null,
  medium text collate "C" not null,
  content text collate "C" not null,
  leads integer not null default 0,
  intents integer not null default 0,
  sales integer not null default 0,
  refunds integer not null default 0,
  revenue numeric(14, 2) not null default 0
);
comment on table private.utm_count_deltas is
  'Insert-only log of changes to utm_counts (leads_lancamento, purchase_leads, checkout_events), folded by its readers.';

-- The same figures without the day (per launch and UTM) and without the source (per launch, day and the three UTM
-- values that join spend): what the campaign-spend report reads, a few hundred rows per launch. Folded together with
-- utm_counts from the same deltas.
create table private.utm_combo_counts (
  lancamento integer not null,
  source text collate "C" not null,
  campaign text collate "C" not null,
  medium text collate "C" not null,
  content text collate "C" not null,
  leads bigint not null default 0,
  intents bigint not null default 0,
  sales bigint not null default 0,
  refunds bigint not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (lancamento, source, campaign, medium, content)
);
create index utm_combo_counts_empty_idx on private.utm_combo_counts (lancamento)
  where leads = 0 and intents = 0 and sales = 0 and refunds = 0 and revenue = 0;
create table private.utm_day_counts (
  lancamento integer not null,
  day date not null,
  campaign text collate "C" not null,
  medium text collate "C" not null,
  content text collate "C" not null,
  leads bigint not null default 0,
  intents bigint not null default 0,
  sales bigint not null default 0,
  refunds bigint not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (lancamento, day, campaign, medium, content)
);
create index utm_day_counts_empty_idx on private.utm_day_counts (lancamento)
  where leads = 0 and intents = 0 and sales = 0 and refunds = 0 and revenue = 0;
alter table private.utm_combo_counts enable row level security;
alter table private.utm_day_counts enable row level security;
revoke all on private.utm_combo_counts, private.utm_day_counts from public, anon, authenticated;

-- Each purchase lead's current outcome as counted in utm_counts (only sales and refunds have one).
create table private.purchase_lead_outcomes (
  purchase_lead_id bigint primary key,
  lancamento integer not null,
  day date not null,
  source text collate "C" not null,
  campaign text collate "C" not null,
  medium text collate "C" not null,
  content text collate "C" not null,
  sales smallint not null,
  refunds smallint not null,
  revenue numeric(14, 2) not null
);

alter table private.utm_counts enable row level security;
alter table private.utm_count_deltas enable row level security;
alter table private.purchase_lead_outcomes enable row level security;
revoke all on private.utm_counts, private.utm_count_deltas, private.purchase_lead_outcomes
  from public, anon, authenticated;

-- Leads: per-statement deltas (an unsubscribe or an anonymisation changes no key, so it writes nothing).
create or replace function private.utm_counts_leads_after_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, leads)
  select n.lancamento, private.brasilia_day(n.created_at), private.utm_key(n.utm_source), private.utm_key(n.utm_campaign),
         private.utm_key(n.utm_medium), private.utm_key(n.utm_content), pg_catalog.count(*)::integer
  from new_rows n group by 1, 2, 3, 4, 5, 6;
  return null;
end
$$;

create or replace function private.utm_counts_leads_after_delete()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, leads)
  select o.lancamento, private.brasilia_day(o.created_at), private.utm_key(o.utm_source), private.utm_key(o.utm_campaign),
         private.utm_key(o.utm_medium), private.utm_key(o.utm_content), -pg_catalog.count(*)::integer
  from old_rows o group by 1, 2, 3, 4, 5, 6;
  return null;
end
$$;

create or replace function private.utm_counts_leads_after_update()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  with moved as (
    select o.lancamento as ol, private.brasilia_day(o.created_at) as od, private.utm_key(o.utm_source) as os,
           private.utm_key(o.utm_campaign) as oc, private.utm_key(o.utm_medium) as om, private.utm_key(o.utm_content) as ot,
           n.lancamento as nl, private.brasilia_day(n.created_at) as nd, private.utm_key(n.utm_source) as ns,
           private.utm_key(n.utm_campaign) as nc, private.utm_key(n.utm_medium) as nm, private.utm_key(n.utm_content) as nt
    from old_rows o join new_rows n on n.id = o.id
  ), changed as (
    select * from moved m where (m.ol, m.od, m.os, m.oc, m.om, m.ot) is distinct from (m.nl, m.nd, m.ns, m.nc, m.nm, m.nt)
  )
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, leads)
  select c.ol, c.od, c.os, c.oc, c.om, c.ot, -pg_catalog.count(*)::integer from changed c group by 1, 2, 3, 4, 5, 6
  union all
  select c.nl, c.nd, c.ns, c.nc, c.nm, c.nt, pg_catalog.count(*)::integer from changed c group by 1, 2, 3, 4, 5, 6;
  return null;
end
$$;

-- Recomputes the outcome (sale or refund, its day, UTM and revenue) of the given purchase leads and writes the
-- difference to the deltas. Rules of checkout_revenue_by_utm (see the header).
create or replace function private.refresh_purchase_lead_outcomes(p_ids bigint[])
returns void language plpgsql security definer set search_path = ''
as $$
begin
  if p_ids is null or pg_catalog.cardinality(p_ids) = 0 then
    return;
  end if;
  -- One writer per lead at a time (the events of one lead arriving in two transactions at once).
  perform 1 from public.purchase_leads p where p.id = any (p_ids) order by p.id for update;
  with old as (
    delete from private.purchase_lead_outcomes o where o.purchase_lead_id = any (p_ids) returning o.*
  )
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, sales, refunds, revenue)
  select o.lancamento, o.day, o.source, o.campaign, o.medium, o.content, -o.sales, -o.refunds, -o.revenue from old o;

  with tx as (
    select distinct on (e.purchase_lead_id, coalesce(e.transaction, e.event_id))
      e.purchase_lead_id, e.event, e.price, e.currency, e.event_at
    from public.checkout_events e
    where e.purchase_lead_id = any (p_ids)
    order by e.purchase_lead_id, coalesce(e.transaction, e.event_id), e.event_at desc, e.id desc
  ), paid as (
    select t.purchase_lead_id,
           coalesce(pg_catalog.sum(t.price) filter (where t.event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE')
             and coalesce(t.currency, 'BRL') = 'BRL'), 0) as revenue,
           pg_catalog.max(t.event_at) filter (where t.event in ('PURCHASE_APPROVED', 'PURCHASE_COMPLETE')) as sold_at,
           pg_catalog.max(t.event_at) filter (where t.event in ('PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK',
             'PURCHASE_PROTEST')) as refunded_at
    from tx t group by 1
  ), fresh as (
    insert into private.purchase_lead_outcomes
    select p.id, p.lancamento,
           private.brasilia_day(case when p.status = 'VENDIDO' then coalesce(pd.sold_at, p.updated_at)
                                     else coalesce(pd.refunded_at, p.updated_at) end),
           private.utm_key(p.utm_source), private.utm_key(p.utm_campaign), private.utm_key(p.utm_medium),
           private.utm_key(p.utm_content),
           (p.status = 'VENDIDO')::integer, (p.status = 'REEMBOLSADO')::integer,
           case when p.status = 'VENDIDO' then coalesce(pd.revenue, 0) else 0 end
    from public.purchase_leads p
    left join paid pd on pd.purchase_lead_id = p.id
    where p.id = any (p_ids) and p.status in ('VENDIDO', 'REEMBOLSADO')
    returning *
  )
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, sales, refunds, revenue)
  select f.lancamento, f.day, f.source, f.campaign, f.medium, f.content, f.sales, f.refunds, f.revenue from fresh f;
end
$$;

-- Purchase leads: intents (by the day the intent was created) and the outcome of every lead the statement touched.
create or replace function private.utm_counts_purchase_leads_after_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, intents)
  select n.lancamento, private.brasilia_day(n.created_at), private.utm_key(n.utm_source), private.utm_key(n.utm_campaign),
         private.utm_key(n.utm_medium), private.utm_key(n.utm_content), pg_catalog.count(*)::integer
  from new_rows n group by 1, 2, 3, 4, 5, 6;
  perform private.refresh_purchase_lead_outcomes(
    (select pg_catalog.array_agg(n.id) from new_rows n where n.status in ('VENDIDO', 'REEMBOLSADO')));
  return null;
end
$$;

create or replace function private.utm_counts_purchase_leads_after_delete()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, intents)
  select o.lancamento, private.brasilia_day(o.created_at), private.utm_key(o.utm_source), private.utm_key(o.utm_campaign),
         private.utm_key(o.utm_medium), private.utm_key(o.utm_content), -pg_catalog.count(*)::integer
  from old_rows o group by 1, 2, 3, 4, 5, 6;
  perform private.refresh_purchase_lead_outcomes((select pg_catalog.array_agg(o.id) from old_rows o));
  return null;
end
$$;

create or replace function private.utm_counts_purchase_leads_after_update()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  with moved as (
    select o.lancamento as ol, private.brasilia_day(o.created_at) as od, private.utm_key(o.utm_source) as os,
           private.utm_key(o.utm_campaign) as oc, private.utm_key(o.utm_medium) as om, private.utm_key(o.utm_content) as ot,
           n.lancamento as nl, private.brasilia_day(n.created_at) as nd, private.utm_key(n.utm_source) as ns,
           private.utm_key(n.utm_campaign) as nc, private.utm_key(n.utm_medium) as nm, private.utm_key(n.utm_content) as nt
    from old_rows o join new_rows n on n.id = o.id
  ), changed as (
    select * from moved m where (m.ol, m.od, m.os, m.oc, m.om, m.ot) is distinct from (m.nl, m.nd, m.ns, m.nc, m.nm, m.nt)
  )
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, intents)
  select c.ol, c.od, c.os, c.oc, c.om, c.ot, -pg_catalog.count(*)::integer from changed c group by 1, 2, 3, 4, 5, 6
  union all
  select c.nl, c.nd, c.ns, c.nc, c.nm, c.nt, pg_catalog.count(*)::integer from changed c group by 1, 2, 3, 4, 5, 6;
  -- Outcomes: leads that are or were a sale or a refund (a status, UTM, launch or date change moves them).
  perform private.refresh_purchase_lead_outcomes((
    select pg_catalog.array_agg(n.id) from new_rows n join old_rows o on o.id = n.id
    where (n.status in ('VENDIDO', 'REEMBOLSADO') or o.status in ('VENDIDO', 'REEMBOLSADO'))
      and (n.status, n.lancamento, n.updated_at, n.utm_source, n.utm_campaign, n.utm_medium, n.utm_content)
          is distinct from (o.status, o.lancamento, o.updated_at, o.utm_source, o.utm_campaign, o.utm_medium, o.utm_content)));
  return null;
end
$$;

-- Payment events: the outcome of the leads they belong (or belonged) to.
create or replace function private.utm_counts_checkout_events_after_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refresh_purchase_lead_outcomes((
    select pg_catalog.array_agg(distinct n.purchase_lead_id) from new_rows n where n.purchase_lead_id is not null));
  return null;
end
$$;

create or replace function private.utm_counts_checkout_events_after_delete()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refresh_purchase_lead_outcomes((
    select pg_catalog.array_agg(distinct o.purchase_lead_id) from old_rows o where o.purchase_lead_id is not null));
  return null;
end
$$;

create or replace function private.utm_counts_checkout_events_after_update()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.refresh_purchase_lead_outcomes((
    select pg_catalog.array_agg(distinct x.id) from (
      select n.purchase_lead_id as id from new_rows n join old_rows o on o.id = n.id
      where (n.purchase_lead_id, n.event, n.event_at, n.transaction, n.price, n.currency)
            is distinct from (o.purchase_lead_id, o.event, o.event_at, o.transaction, o.price, o.currency)
      union
      select o.purchase_lead_id from new_rows n join old_rows o on o.id = n.id
      where (n.purchase_lead_id, n.event, n.event_at, n.transaction, n.price, n.currency)
            is distinct from (o.purchase_lead_id, o.event, o.event_at, o.transaction, o.price, o.currency)
    ) x where x.id is not null));
  return null;
end
$$;

revoke all on function private.utm_counts_leads_after_insert(), private.utm_counts_leads_after_delete(),
  private.utm_counts_leads_after_update(), private.refresh_purchase_lead_outcomes(bigint[]),
  private.utm_counts_purchase_leads_after_insert(), private.utm_counts_purchase_leads_after_delete(),
  private.utm_counts_purchase_leads_after_update(), private.utm_counts_checkout_events_after_insert(),
  private.utm_counts_checkout_events_after_delete(), private.utm_counts_checkout_events_after_update() from public;

create trigger leads_lancamento_utm_counts_insert after insert on public.leads_lancamento
  referencing new table as new_rows for each statement execute function private.utm_counts_leads_after_insert();
create trigger leads_lancamento_utm_counts_delete after delete on public.leads_lancamento
  referencing old table as old_rows for each statement execute function private.utm_counts_leads_after_delete();
create trigger leads_lancamento_utm_counts_update after update on public.leads_lancamento
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.utm_counts_leads_after_update();
create trigger purchase_leads_utm_counts_insert after insert on public.purchase_leads
  referencing new table as new_rows for each statement execute function private.utm_counts_purchase_leads_after_insert();
create trigger purchase_leads_utm_counts_delete after delete on public.purchase_leads
  referencing old table as old_rows for each statement execute function private.utm_counts_purchase_leads_after_delete();
create trigger purchase_leads_utm_counts_update after update on public.purchase_leads
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.utm_counts_purchase_leads_after_update();
create trigger checkout_events_utm_counts_insert after insert on public.checkout_events
  referencing new table as new_rows for each statement execute function private.utm_counts_checkout_events_after_insert();
create trigger checkout_events_utm_counts_delete after delete on public.checkout_events
  referencing old table as old_rows for each statement execute function private.utm_counts_checkout_events_after_delete();
create trigger checkout_events_utm_counts_update after update on public.checkout_events
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.utm_counts_checkout_events_after_update();

-- Moves the pending deltas into the summary (each delta once, also with concurrent callers).
create or replace function private.fold_utm_count_deltas()
returns void language plpgsql security definer set search_path = ''
as $$
declare
  v_ignored bigint;
begin
  with moved as (
    delete from private.utm_count_deltas returning *
  ), summed as (
    select m.lancamento, m.day, m.source, m.campaign, m.medium, m.content, pg_catalog.sum(m.leads) as leads,
           pg_catalog.sum(m.intents) as intents, pg_catalog.sum(m.sales) as sales, pg_catalog.sum(m.refunds) as refunds,
           pg_catalog.sum(m.revenue) as revenue
    from moved m group by 1, 2, 3, 4, 5, 6
  ), by_day as (
    insert into private.utm_counts as c (lancamento, day, source, campaign, medium, content, leads, intents, sales,
      refunds, revenue)
    select s.lancamento, s.day, s.source, s.campaign, s.medium, s.content, s.leads, s.intents, s.sales, s.refunds, s.revenue
    from summed s
    where s.leads <> 0 or s.intents <> 0 or s.sales <> 0 or s.refunds <> 0 or s.revenue <> 0
    on conflict (lancamento, day, source, campaign, medium, content) do update
      set leads = c.leads + excluded.leads, intents = c.intents + excluded.intents, sales = c.sales + excluded.sales,
          refunds = c.refunds + excluded.refunds, revenue = c.revenue + excluded.revenue
    returning 1
  ), by_combo as (
    insert into private.utm_combo_counts as c (lancamento, source, campaign, medium, content, leads, intents, sales,
      refunds, revenue)
    select x.* from (
      select s.lancamento, s.source, s.campaign, s.medium, s.content, pg_catalog.sum(s.leads) as leads,
             pg_catalog.sum(s.intents) as intents, pg_catalog.sum(s.sales) as sales, pg_catalog.sum(s.refunds) as refunds,
             pg_catalog.sum(s.revenue) as revenue
      from summed s group by 1, 2, 3, 4, 5) x
    where x.leads <> 0 or x.intents <> 0 or x.sales <> 0 or x.refunds <> 0 or x.revenue <> 0
    on conflict (lancamento, source, campaign, medium, content) do update
      set leads = c.leads + excluded.leads, intents = c.intents + excluded.intents, sales = c.sales + excluded.sales,
          refunds = c.refunds + excluded.refunds, revenue = c.revenue + excluded.revenue
    returning 1
  ), by_day_combo as (
    insert into private.utm_day_counts as c (lancamento, day, campaign, medium, content, leads, intents, sales,
      refunds, revenue)
    select x.* from (
      select s.lancamento, s.day, s.campaign, s.medium, s.content, pg_catalog.sum(s.leads) as leads,
             pg_catalog.sum(s.intents) as intents, pg_catalog.sum(s.sales) as sales, pg_catalog.sum(s.refunds) as refunds,
             pg_catalog.sum(s.revenue) as revenue
      from summed s group by 1, 2, 3, 4, 5) x
    where x.leads <> 0 or x.intents <> 0 or x.sales <> 0 or x.refunds <> 0 or x.revenue <> 0
    on conflict (lancamento, day, campaign, medium, content) do update
      set leads = c.leads + excluded.leads, intents = c.intents + excluded.intents, sales = c.sales + excluded.sales,
          refunds = c.refunds + excluded.refunds, revenue = c.revenue + excluded.revenue
    returning 1
  )
  select (select pg_catalog.count(*) from by_day) + (select pg_catalog.count(*) from by_combo)
         + (select pg_catalog.count(*) from by_day_combo) into strict v_ignored;
  delete from private.utm_counts c
  where c.leads = 0 and c.intents = 0 and c.sales = 0 and c.refunds = 0 and c.revenue = 0;
  delete from private.utm_combo_counts c
  where c.leads = 0 and c.intents = 0 and c.sales = 0 and c.refunds = 0 and c.revenue = 0;
  delete from private.utm_day_counts c
  where c.leads = 0 and c.intents = 0 and c.sales = 0 and c.refunds = 0 and c.revenue = 0;
end
$$;
revoke all on function private.fold_utm_count_deltas() from public;

-- Rebuilds the summary from the tables (this migration; and after a bulk load that ran with triggers off, e.g.
-- session_replication_role = replica). Superuser / service only.
create or replace function private.rebuild_utm_counts()
returns void language plpgsql security definer set search_path = ''
as $$
begin
  lock table private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.utm_count_deltas,
    private.purchase_lead_outcomes in exclusive mode;
  truncate private.utm_counts, private.utm_combo_counts, private.utm_day_counts, private.utm_count_deltas,
    private.purchase_lead_outcomes;
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, leads)
  select l.lancamento, private.brasilia_day(l.created_at), private.utm_key(l.utm_source), private.utm_key(l.utm_campaign),
         private.utm_key(l.utm_medium), private.utm_key(l.utm_content), pg_catalog.count(*)::integer
  from public.leads_lancamento l group by 1, 2, 3, 4, 5, 6;
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, intents)
  select p.lancamento, private.brasilia_day(p.created_at), private.utm_key(p.utm_source), private.utm_key(p.utm_campaign),
         private.utm_key(p.utm_medium), private.utm_key(p.utm_content), pg_catalog.count(*)::integer
  from public.purchase_leads p group by 1, 2, 3, 4, 5, 6;
  perform private.refresh_purchase_lead_outcomes(array(
    select p.id from public.purchase_leads p where p.status in ('VENDIDO', 'REEMBOLSADO')));
  perform private.fold_utm_count_deltas();
end
$$;
revoke all on function private.rebuild_utm_counts() from public;

select private.rebuild_utm_counts();

-- ---------------------------------------------------------------------------------------------------------------
-- Revenue per source or campaign, from the summary (same arguments, rules and JSON as 20251123400000).
-- Volatile: it folds the pending deltas first (PostgREST calls it with POST, in a read-write transaction).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.checkout_revenue_by_utm(p_dimension text, p_lancamento integer default null,
  p_start date default null, p_end date default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rows jsonb;
  v_totals jsonb;
begin
  perform private.require_staff();
  if p_dimension is null or p_dimension not in ('source', 'campaign') then
    raise exception using errcode = '22023', message = 'Dimensão inválida.';
  end if;
  if p_start is not null and p_end is not null and p_end < p_start then
    raise exception using errcode = '22023', message = 'Período inválido.';
  end if;
  perform private.fold_utm_count_deltas();
  with merged as (
    -- The summary's keys compare bytewise (collation "C", fast); the answer keeps the database's collation (the same
    -- order of ties as before).
    select case when p_dimension = 'source' then coalesce(nullif(c.source collate "default", ''), 'Sem Fonte')
                else coalesce(nullif(c.campaign collate "default", ''), 'Sem Campanha') end as k,
           pg_catalog.sum(c.leads)::bigint as leads, pg_catalog.sum(c.sales)::bigint as sales,
           pg_catalog.sum(c.revenue)::numeric(14, 2) as revenue
    from private.utm_counts c
    where (p_lancamento is null or c.lancamento = p_lancamento)
      and (p_start is null or c.day >= p_start)
      and (p_end is null or c.day <= p_end)
    group by 1
    having pg_catalog.sum(c.leads) > 0 or pg_catalog.sum(c.sales) > 0
  )
  select
    coalesce(jsonb_agg(jsonb_build_object('value', m.k, 'leads', m.leads, 'sales', m.sales, 'revenue', m.revenue,
      'conversion', case when m.leads = 0 then null else pg_catalog.round(m.sales * 100.0 / m.leads, 2) end)
      order by m.revenue desc, m.sales desc, m.leads desc, m.k), '[]'::jsonb),
    jsonb_build_object('leads', coalesce(pg_catalog.sum(m.leads), 0), 'sales', coalesce(pg_catalog.sum(m.sales), 0),
      'revenue', coalesce(pg_catalog.sum(m.revenue), 0)::numeric(14, 2),
      'conversion', case when coalesce(pg_catalog.sum(m.leads), 0) = 0 then null
                         else pg_catalog.round(pg_catalog.sum(m.sales) * 100.0 / pg_catalog.sum(m.leads), 2) end)
  into v_rows, v_totals
  from merged m;
  return jsonb_build_object('dimension', p_dimension, 'lancamento', p_lancamento, 'rows', v_rows, 'totals', v_totals);
end
$$;
revoke all on function public.checkout_revenue_by_utm(text, integer, date, date) from public, anon;
grant execute on function public.checkout_revenue_by_utm(text, integer, date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 5. The figures per launch
-- ---------------------------------------------------------------------------------------------------------------
-- Figures of one node (a campaign, ad set, ad, day or cause): fee = gross * percent / 100 + fixed per sale;
-- net = gross - fee; CPL = spend / leads; CPA = spend / sales; ROAS = net / spend; profit = net - spend;
-- conversion = sales * 100 / leads. Divisions by zero give null.
create or replace function private.spend_figures(p_spend numeric, p_impressions bigint, p_clicks bigint, p_leads bigint,
  p_intents bigint, p_sales bigint, p_refunds bigint, p_revenue numeric, p_percent numeric, p_fixed numeric)
returns jsonb language sql stable parallel safe
-- No SET clause and every name qualified: the planner inlines it into the report's query (a function with SET, or
-- with a CTE, runs as a separate statement per call: ~600 calls per report at 500 ads).
as $$
  select pg_catalog.jsonb_build_object(
    'spend', coalesce(p_spend, 0)::numeric(14, 2), 'impressions', coalesce(p_impressions, 0),
    'clicks', coalesce(p_clicks, 0), 'leads', coalesce(p_leads, 0), 'intents', coalesce(p_intents, 0),
    'sales', coalesce(p_sales, 0), 'refunds', coalesce(p_refunds, 0),
    'gross_revenue', coalesce(p_revenue, 0)::numeric(14, 2),
    'platform_fee', pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2),
    'net_revenue', coalesce(p_revenue, 0)::numeric(14, 2)
                   - pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2),
    'cpl', case when coalesce(p_leads, 0) = 0 then null
                else pg_catalog.round(coalesce(p_spend, 0)::numeric(14, 2) / p_leads, 2) end,
    'cpa', case when coalesce(p_sales, 0) = 0 then null
                else pg_catalog.round(coalesce(p_spend, 0)::numeric(14, 2) / p_sales, 2) end,
    'roas', case when coalesce(p_spend, 0) = 0 then null
                 else pg_catalog.round((coalesce(p_revenue, 0)::numeric(14, 2)
                   - pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2))
                   / coalesce(p_spend, 0)::numeric(14, 2), 2) end,
    'profit', coalesce(p_revenue, 0)::numeric(14, 2)
              - pg_catalog.round(coalesce(p_revenue, 0) * p_percent / 100 + coalesce(p_sales, 0) * p_fixed, 2)
              - coalesce(p_spend, 0)::numeric(14, 2),
    'conversion', case when coalesce(p_leads, 0) = 0 then null
                       else pg_catalog.round(coalesce(p_sales, 0) * 100.0 / p_leads, 2) end)
$$;

-- Paid traffic by its UTM: an ads source ('fb' is Meta's own utm_source in the URL parameters it suggests) or a paid
-- medium. Bare 'facebook', 'instagram', 'google', 'tiktok' are left out: they are as often organic posts and bio links
-- (the report also counts as paid the sources of the leads that did join spend, e.g. 'FB').
create or replace function private.is_paid_utm(p_source text, p_medium text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.lower(p_source) in ('fb', 'fb_ads', 'facebook_ads', 'meta', 'meta_ads', 'ig_ads', 'instagram_ads',
           'google_ads', 'googleads', 'adwords', 'gads', 'youtube_ads', 'tiktok_ads', 'kwai_ads', 'linkedin_ads',
           'pinterest_ads', 'bing_ads', 'microsoft_ads', 'taboola', 'outbrain')
      or pg_catalog.lower(p_medium) in ('cpc', 'cpm', 'cpv', 'ppc', 'paid', 'paid_social', 'paidsocial', 'paid-social',
           'ads', 'display')
$$;

-- Staff: the figures of one launch. Returns
-- { lancamento, platform_fee_percent, platform_fee_fixed,
--   spend_rows, first_day, last_day, last_import_at,
--   totals: figures of everything spend explains,
--   campaigns: [{ key, campaign_id, name, platforms, <figures>, ad_sets: [{ key, ad_set_id, name, <figures>,
--                 ads: [{ key, ad_id, name, names (every name the ad had), <figures> }] }] }],
--   days: [{ day, <figures> }],
--   unexplained: [{ cause: 'no_utm' | 'campaign_without_spend' | 'other_source', <figures>,
--                   top_values: [{ value, leads, sales, gross_revenue }] }] }
-- (figures: see private.spend_figures; ids are strings). A lead, intent or sale joins an ad's spend by the ids of its
-- utm_content, utm_medium or utm_campaign (the most specific found), else by the exact names, campaign first, then the
-- ad set within it, then the ad within that; one whose ad set or ad is not found counts on the level above
-- (key null: "not identified").
create or replace function public.campaign_spend_report(p_lancamento integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
-- The planner cannot estimate the CTEs' sizes and sorts the summary rows for merge joins; hash joins need no sort.
set enable_mergejoin = off
as $$
declare
  v_percent numeric;
  v_fixed numeric;
  v_result jsonb;
begin
  perform private.require_staff();
  select l.platform_fee_percent, l.platform_fee_fixed into v_percent, v_fixed
  from public.launches l where l.lancamento = p_lancamento;
  if not found then
    raise exception using errcode = '22023', message = 'Lançamento não encontrado.';
  end if;
  perform private.fold_utm_count_deltas();

  with spend as (
    select a.ck, a.sk, a.ak, a.campaign_name, a.campaign_id, a.ad_set_name, a.ad_set_id, a.ad_name, a.ad_id, a.platform,
           a.spend, a.impressions, a.clicks, a.n, a.first_day, a.day, a.imported_at
    from private.ad_spend_ads a where a.lancamento = p_lancamento
  ),
  -- What a UTM value can be joined to.
  c_by_id as (select distinct s.campaign_id, s.ck from spend s where s.campaign_id is not null),
  c_by_name as (select s.campaign_name, pg_catalog.min(s.ck) as ck from spend s group by 1),
  s_by_id as (select s.ad_set_id, pg_catalog.min(s.ck) as ck, pg_catalog.min(s.sk) as sk
              from spend s where s.ad_set_id is not null group by 1),
  s_by_name as (select s.ck, s.ad_set_name, pg_catalog.min(s.sk) as sk from spend s group by 1, 2),
  a_by_id as (select s.ad_id, pg_catalog.min(s.ck) as ck, pg_catalog.min(s.sk) as sk, pg_catalog.min(s.ak) as ak
              from spend s where s.ad_id is not null group by 1),
  a_by_name as (select s.ck, s.sk, s.ad_name, pg_catalog.min(s.ak) as ak from spend s group by 1, 2, 3),
  counts as (select c.* from private.utm_combo_counts c where c.lancamento = p_lancamento),
  -- The launch's spend comes from its summary (one row per ad and name). Materialized: the ids are read once per distinct UTM combination, not once per summary row.
  combos as materialized (
    select x.campaign, x.medium, x.content,
           private.utm_ref_id(x.campaign) as cid, private.utm_ref_id(x.medium) as mid, private.utm_ref_id(x.content) as aid
    from (select distinct c.campaign, c.medium, c.content from counts c) x
  ),
  r1 as (
    select x.*, coalesce(ai.ck, si.ck, ci.ck, cn.ck) as ck, ai.sk as ai_sk, ai.ak as ai_ak, si.ck as si_ck, si.sk as si_sk
    from combos x
    left join a_by_id ai on ai.ad_id = x.aid
    left join s_by_id si on si.ad_set_id = x.mid
    left join c_by_id ci on ci.campaign_id = x.cid
    left join c_by_name cn on cn.campaign_name = x.campaign
  ),
  r2 as (
    select r1.*, coalesce(r1.ai_sk, case when r1.si_ck = r1.ck then r1.si_sk end, sn.sk) as sk
    from r1 left join s_by_name sn on sn.ck = r1.ck and sn.ad_set_name = r1.medium
  ),
  resolved as materialized (
    select r2.campaign, r2.medium, r2.content, r2.cid, r2.mid, r2.aid, r2.ck, r2.sk,
           case when r2.sk is null then null else coalesce(r2.ai_ak, an.ak) end as ak
    from r2 left join a_by_name an on an.ck = r2.ck and an.sk = r2.sk and an.ad_name = r2.content
  ),
  -- The summary rows with the ads they joined: per UTM combination (per_ad, untracked) and per day (per_day).
  joined_days as materialized (
    select c.day, r.ck, pg_catalog.sum(c.leads)::bigint as leads, pg_catalog.sum(c.intents)::bigint as intents,
           pg_catalog.sum(c.sales)::bigint as sales, pg_catalog.sum(c.refunds)::bigint as refunds,
           pg_catalog.sum(c.revenue) as revenue
    from private.utm_day_counts c
    join resolved r on r.campaign = c.campaign and r.medium = c.medium and r.content = c.content
    where c.lancamento = p_lancamento and r.ck is not null
    group by 1, 2
  ),
  joined as materialized (
    select c.source, c.campaign, c.medium, c.content, c.leads, c.intents, c.sales, c.refunds, c.revenue,
           r.ck, r.sk, r.ak, r.cid, r.mid, r.aid
    from counts c
    join resolved r on r.campaign = c.campaign and r.medium = c.medium and r.content = c.content
  ),
  -- Per ad (its spend rows, one per name it had, and what joined it), then grouping sets for ad sets, campaigns and
  -- the total, with the newest name and the id of each level (an ad renamed on the platform shows its new name).
  per_ad as (
    select s.ck, s.sk, s.ak, s.spend, s.impressions, s.clicks, 0::bigint as leads, 0::bigint as intents,
           0::bigint as sales, 0::bigint as refunds, 0::numeric as revenue, s.campaign_name, s.campaign_id,
           s.ad_set_name, s.ad_set_id, s.ad_name, s.ad_id, s.platform, s.day, s.imported_at
    from spend s
    union all
    select j.ck, j.sk, j.ak, 0, 0, 0, pg_catalog.sum(j.leads)::bigint, pg_catalog.sum(j.intents)::bigint,
           pg_catalog.sum(j.sales)::bigint, pg_catalog.sum(j.refunds)::bigint, pg_catalog.sum(j.revenue),
           null, null, null, null, null, null, null, null, null
    from joined j where j.ck is not null group by 1, 2, 3
  ),
  g0 as (
    select a.ck, a.sk, a.ak, grouping(a.ck, a.sk, a.ak) as gid, pg_catalog.sum(a.spend) as spend,
           pg_catalog.sum(a.impressions)::bigint as impressions, pg_catalog.sum(a.clicks)::bigint as clicks,
           pg_catalog.sum(a.leads)::bigint as leads, pg_catalog.sum(a.intents)::bigint as intents,
           pg_catalog.sum(a.sales)::bigint as sales, pg_catalog.sum(a.refunds)::bigint as refunds,
           pg_catalog.sum(a.revenue) as revenue,
           (pg_catalog.array_agg(a.campaign_name order by a.day desc, a.imported_at desc)
              filter (where a.campaign_name is not null))[1] as campaign_name,
           pg_catalog.max(a.campaign_id) as campaign_id,
           (pg_catalog.array_agg(a.ad_set_name order by a.day desc, a.imported_at desc)
              filter (where a.ad_set_name is not null))[1] as ad_set_name,
           pg_catalog.max(a.ad_set_id) as ad_set_id,
           (pg_catalog.array_agg(a.ad_name order by a.day desc, a.imported_at desc)
              filter (where a.ad_name is not null))[1] as ad_name,
           pg_catalog.max(a.ad_id) as ad_id,
           pg_catalog.array_agg(distinct a.ad_name order by a.ad_name) filter (where a.ad_name is not null) as names,
           pg_catalog.string_agg(distinct a.platform, ', ' order by a.platform) as platforms
    from per_ad a
    group by grouping sets ((a.ck, a.sk, a.ak), (a.ck, a.sk), (a.ck), ())
  ),
  g as materialized (
    select g0.ck, g0.sk, g0.ak, g0.gid, g0.campaign_name, g0.campaign_id, g0.ad_set_name, g0.ad_set_id, g0.ad_name,
           g0.ad_id, g0.names, g0.platforms,
           private.spend_figures(g0.spend, g0.impressions, g0.clicks, g0.leads, g0.intents, g0.sales, g0.refunds,
             g0.revenue, v_percent, v_fixed) as figures
    from g0
  ),
  ads as materialized (
    select g.ck, g.sk,
           jsonb_agg(jsonb_build_object('key', g.ak, 'ad_id', g.ad_id, 'name', g.ad_name,
             'names', coalesce(pg_catalog.to_jsonb(g.names), '[]'::jsonb)) || g.figures
             order by (g.figures ->> 'spend')::numeric desc, g.ad_name nulls last, g.ak nulls last) as list
    from g where g.gid = 0 group by 1, 2
  ),
  sets as materialized (
    select g.ck,
           jsonb_agg(jsonb_build_object('key', g.sk, 'ad_set_id', g.ad_set_id, 'name', g.ad_set_name,
             'ads', coalesce(ads.list, '[]'::jsonb)) || g.figures
             order by (g.figures ->> 'spend')::numeric desc, g.ad_set_name nulls last, g.sk nulls last) as list
    from g
    left join ads on ads.ck = g.ck and coalesce(ads.sk, '') = coalesce(g.sk, '')
    where g.gid = 1 group by 1
  ),
  campaigns as (
    select jsonb_agg(jsonb_build_object('key', g.ck, 'campaign_id', g.campaign_id, 'name', g.campaign_name,
             'platforms', g.platforms, 'ad_sets', coalesce(sets.list, '[]'::jsonb)) || g.figures
             order by (g.figures ->> 'spend')::numeric desc, g.campaign_name, g.ck) as list
    from g
    left join sets on sets.ck = g.ck
    where g.gid = 3
  ),
  per_day as (
    select s.day, pg_catalog.sum(s.spend) as spend, pg_catalog.sum(s.impressions)::bigint as impressions,
           pg_catalog.sum(s.clicks)::bigint as clicks, 0::bigint as leads, 0::bigint as intents, 0::bigint as sales,
           0::bigint as refunds, 0::numeric as revenue
    from private.ad_spend_days s where s.lancamento = p_lancamento group by 1
    union all
    select j.day, 0, 0, 0, pg_catalog.sum(j.leads)::bigint, pg_catalog.sum(j.intents)::bigint,
           pg_catalog.sum(j.sales)::bigint, pg_catalog.sum(j.refunds)::bigint, pg_catalog.sum(j.revenue)
    from joined_days j group by 1
  ),
  days as (
    select jsonb_agg(jsonb_build_object('day', d.day) || d.figures order by d.day) as list
    from (select x.day, private.spend_figures(x.spend, x.impressions, x.clicks, x.leads, x.intents, x.sales, x.refunds,
            x.revenue, v_percent, v_fixed) as figures
          from (select p.day, pg_catalog.sum(p.spend) as spend, pg_catalog.sum(p.impressions)::bigint as impressions,
                  pg_catalog.sum(p.clicks)::bigint as clicks, pg_catalog.sum(p.leads)::bigint as leads,
                  pg_catalog.sum(p.intents)::bigint as intents, pg_catalog.sum(p.sales)::bigint as sales,
                  pg_catalog.sum(p.refunds)::bigint as refunds, pg_catalog.sum(p.revenue) as revenue
                from per_day p group by 1) x) d
  ),
  -- What no spend explains, by cause.
  paid_sources as (
    select distinct pg_catalog.lower(j.source) as source from joined j where j.ck is not null and j.source <> ''
  ),
  untracked as (
    select case
             when j.source = '' and j.campaign = '' then 'no_utm'
             when j.campaign <> '' and (j.cid is not null or j.mid is not null or j.aid is not null
               or private.is_paid_utm(j.source, j.medium)
               or pg_catalog.lower(j.source) in (select ps.source from paid_sources ps)) then 'campaign_without_spend'
             else 'other_source'
           end as cause,
           case when j.source = '' and j.campaign = '' then ''
                when j.campaign <> '' and (j.cid is not null or j.mid is not null or j.aid is not null
                  or private.is_paid_utm(j.source, j.medium)
                  or pg_catalog.lower(j.source) in (select ps.source from paid_sources ps)) then j.campaign
                else j.source end as value,
           j.leads, j.intents, j.sales, j.refunds, j.revenue
    from joined j where j.ck is null
  ),
  causes as (
    select x.cause, x.ord,
           private.spend_figures(0, 0, 0, x.leads, x.intents, x.sales, x.refunds, x.revenue, v_percent, v_fixed) as figures
    from (select c.cause, c.ord, pg_catalog.sum(u.leads)::bigint as leads, pg_catalog.sum(u.intents)::bigint as intents,
                 pg_catalog.sum(u.sales)::bigint as sales, pg_catalog.sum(u.refunds)::bigint as refunds,
                 pg_catalog.sum(u.revenue) as revenue
          from (values ('no_utm', 1), ('campaign_without_spend', 2), ('other_source', 3)) as c(cause, ord)
          left join untracked u on u.cause = c.cause
          group by 1, 2) x
  ),
  top_values as (
    select t.cause, jsonb_agg(jsonb_build_object('value', t.value, 'leads', t.leads, 'sales', t.sales,
             'gross_revenue', t.revenue) order by t.sales desc, t.revenue desc, t.leads desc, t.value) as list
    from (select u.cause, u.value, pg_catalog.sum(u.leads)::bigint as leads, pg_catalog.sum(u.sales)::bigint as sales,
                 pg_catalog.sum(u.revenue)::numeric(14, 2) as revenue,
                 pg_catalog.row_number() over (partition by u.cause
                   order by pg_catalog.sum(u.sales) desc, pg_catalog.sum(u.revenue) desc, pg_catalog.sum(u.leads) desc,
                            u.value) as rank
          from untracked u where u.value <> '' group by 1, 2) t
    where t.rank <= 10
    group by 1
  ),
  unexplained as (
    select jsonb_agg(jsonb_build_object('cause', c.cause, 'top_values', coalesce(tv.list, '[]'::jsonb)) || c.figures
             order by c.ord) as list
    from causes c left join top_values tv on tv.cause = c.cause
  ),
  imported as (
    select coalesce(pg_catalog.sum(s.n), 0)::bigint as n, pg_catalog.min(s.first_day) as first_day,
           pg_catalog.max(s.day) as last_day, pg_catalog.max(s.imported_at) as last_import_at
    from spend s
  )
  select jsonb_build_object(
    'lancamento', p_lancamento, 'platform_fee_percent', v_percent, 'platform_fee_fixed', v_fixed,
    'spend_rows', i.n, 'first_day', i.first_day, 'last_day', i.last_day, 'last_import_at', i.last_import_at,
    'totals', coalesce((select g.figures from g where g.gid = 7),
                       private.spend_figures(0, 0, 0, 0, 0, 0, 0, 0, v_percent, v_fixed)),
    'campaigns', coalesce((select c.list from campaigns c), '[]'::jsonb),
    'days', coalesce((select d.list from days d), '[]'::jsonb),
    'unexplained', (select u.list from unexplained u))
  into v_result
  from imported i;
  return v_result;
end
$$;
revoke all on function public.campaign_spend_report(integer) from public, anon;
grant execute on function public.campaign_spend_report(integer) to authenticated;
revoke all on function private.spend_figures(numeric, bigint, bigint, bigint, bigint, bigint, bigint, numeric, numeric,
  numeric), private.is_paid_utm(text, text), private.utm_key(text), private.utm_ref_id(text),
  private.ad_spend_key(text, text, text, text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Route of the staff screen (guarded by the dashboards' staff gate).
-- ---------------------------------------------------------------------------------------------------------------
insert into public.routes (path, component, props, is_active, priority) values
  ('/campanhas/investimento', 'CampaignSpend', '{}', true, 88)
on conflict do nothing;
