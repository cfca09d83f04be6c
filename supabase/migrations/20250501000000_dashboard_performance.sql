-- Dashboards at scale (issue 8 budgets: lead-source metrics at 1,000,000 leads <= 300 ms, hot stats at 100,000
-- purchase leads <= 100 ms, cold stats/page at 200,000 contacts <= 150 ms; measured by `npm run bench`).
--
-- 1. Lead-source metrics read a small summary instead of every lead:
--    private.lead_source_counts holds, per launch, Brasília calendar day, source and medium, the number of leads and
--    the newest lead seen (for "the medium of a source is the first one seen, newest lead first").
--    Writers never touch the summary directly: statement-level triggers append per-statement deltas to
--    private.lead_source_deltas (an insert-only log, so concurrent registrations never wait on a shared row), and the
--    metrics function folds the pending deltas into the summary before reading it.
-- 2. Purchase-lead and cold-lead stats become one pass over the launch's rows (grouping sets) instead of one
--    scan per figure, over covering indexes.
-- The functions keep their signatures and JSON shapes (supabase/tests/dashboards-staff-functions.test.sql).

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Lead-source summary
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.lead_source_key(p_source text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select coalesce(nullif(pg_catalog.btrim(p_source), ''), 'Sem Fonte') $$;

create or replace function private.lead_medium_key(p_medium text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select coalesce(nullif(pg_catalog.btrim(p_medium), ''), 'Sem Medium') $$;

create or replace function private.brasilia_day(p_at timestamptz)
returns date language sql immutable parallel safe set search_path = ''
as $$ select (p_at at time zone 'America/Sao_Paulo')::date $$;

create table private.lead_source_counts (
  lancamento integer not null,
  day date not null,
  source text not null,
  medium text not null,
  leads bigint not null,
  last_seen_at timestamptz not null,
  last_seen_id bigint not null,
  primary key (lancamento, day, source, medium)
);
create index lead_source_counts_day_idx on private.lead_source_counts (day);
comment on table private.lead_source_counts is
  'Leads per launch, Brasília day, source and medium (+ newest lead seen), folded from lead_source_deltas.';

create table private.lead_source_deltas (
  id bigint generated always as identity primary key,
  lancamento integer not null,
  day date not null,
  source text not null,
  medium text not null,
  leads integer not null,
  last_seen_at timestamptz,
  last_seen_id bigint
);
comment on table private.lead_source_deltas is
  'Insert-only log of changes to leads_lancamento''s (launch, day, source, medium) counts, folded by lead_source_metrics.';

-- Only the definer functions below read or write them (row-level security on, no policy: nobody else).
alter table private.lead_source_counts enable row level security;
alter table private.lead_source_deltas enable row level security;
revoke all on private.lead_source_counts, private.lead_source_deltas from public, anon, authenticated;

create or replace function private.lead_source_deltas_after_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.lead_source_deltas (lancamento, day, source, medium, leads, last_seen_at, last_seen_id)
  select n.lancamento, private.brasilia_day(n.created_at), private.lead_source_key(n.utm_source),
         private.lead_medium_key(n.utm_medium), pg_catalog.count(*)::integer,
         pg_catalog.max(n.created_at),
         (pg_catalog.array_agg(n.id order by n.created_at desc, n.id desc))[1]
  from new_rows n
  group by 1, 2, 3, 4;
  return null;
end
$$;

create or replace function private.lead_source_deltas_after_delete()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.lead_source_deltas (lancamento, day, source, medium, leads)
  select o.lancamento, private.brasilia_day(o.created_at), private.lead_source_key(o.utm_source),
         private.lead_medium_key(o.utm_medium), -pg_catalog.count(*)::integer
  from old_rows o
  group by 1, 2, 3, 4;
  return null;
end
$$;

-- Only rows whose launch, day, source or medium changed move between counts (an unsubscribe or a repeat
-- registration changes none of them).
create or replace function private.lead_source_deltas_after_update()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  with moved as (
    select o.lancamento as old_lancamento, private.brasilia_day(o.created_at) as old_day,
           private.lead_source_key(o.utm_source) as old_source, private.lead_medium_key(o.utm_medium) as old_medium,
           n.lancamento as new_lancamento, private.brasilia_day(n.created_at) as new_day,
           private.lead_source_key(n.utm_source) as new_source, private.lead_medium_key(n.utm_medium) as new_medium,
           n.created_at, n.id
    from old_rows o
    join new_rows n on n.id = o.id
  ),
  changed as (
    select * from moved m
    where (m.old_lancamento, m.old_day, m.old_source, m.old_medium)
          is distinct from (m.new_lancamento, m.new_day, m.new_source, m.new_medium)
  )
  insert into private.lead_source_deltas (lancamento, day, source, medium, leads, last_seen_at, last_seen_id)
  select c.old_lancamento, c.old_day, c.old_source, c.old_medium, -pg_catalog.count(*)::integer, null, null
  from changed c group by 1, 2, 3, 4
  union all
  select c.new_lancamento, c.new_day, c.new_source, c.new_medium, pg_catalog.count(*)::integer,
         pg_catalog.max(c.created_at), (pg_catalog.array_agg(c.id order by c.created_at desc, c.id desc))[1]
  from changed c group by 1, 2, 3, 4;
  return null;
end
$$;

revoke all on function private.lead_source_deltas_after_insert(), private.lead_source_deltas_after_delete(),
  private.lead_source_deltas_after_update() from public;

create trigger leads_lancamento_source_counts_insert
  after insert on public.leads_lancamento
  referencing new table as new_rows
  for each statement execute function private.lead_source_deltas_after_insert();
create trigger leads_lancamento_source_counts_delete
  after delete on public.leads_lancamento
  referencing old table as old_rows
  for each statement execute function private.lead_source_deltas_after_delete();
create trigger leads_lancamento_source_counts_update
  after update on public.leads_lancamento
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.lead_source_deltas_after_update();

-- Moves the pending deltas into the summary (each delta exactly once, also with concurrent callers: a delta
-- deleted by one caller is invisible to the other).
create or replace function private.fold_lead_source_deltas()
returns void language plpgsql security definer set search_path = ''
as $$
begin
  with moved as (
    delete from private.lead_source_deltas returning *
  ),
  summed as (
    select m.lancamento, m.day, m.source, m.medium, pg_catalog.sum(m.leads)::bigint as leads,
           pg_catalog.max(m.last_seen_at) as last_seen_at,
           (pg_catalog.array_agg(m.last_seen_id order by m.last_seen_at desc nulls last, m.last_seen_id desc nulls last))[1]
             as last_seen_id
    from moved m
    group by 1, 2, 3, 4
  )
  insert into private.lead_source_counts as c (lancamento, day, source, medium, leads, last_seen_at, last_seen_id)
  select s.lancamento, s.day, s.source, s.medium, s.leads,
         coalesce(s.last_seen_at, '-infinity'::timestamptz), coalesce(s.last_seen_id, 0)
  from summed s
  on conflict (lancamento, day, source, medium) do update
    set leads = c.leads + excluded.leads,
        last_seen_at = greatest(c.last_seen_at, excluded.last_seen_at),
        last_seen_id = case
          when (excluded.last_seen_at, excluded.last_seen_id) > (c.last_seen_at, c.last_seen_id) then excluded.last_seen_id
          else c.last_seen_id end;
  delete from private.lead_source_counts c where c.leads <= 0;
end
$$;
revoke all on function private.fold_lead_source_deltas() from public;

-- The leads already there.
insert into private.lead_source_counts (lancamento, day, source, medium, leads, last_seen_at, last_seen_id)
select l.lancamento, private.brasilia_day(l.created_at), private.lead_source_key(l.utm_source),
       private.lead_medium_key(l.utm_medium), pg_catalog.count(*),
       pg_catalog.max(l.created_at), (pg_catalog.array_agg(l.id order by l.created_at desc, l.id desc))[1]
from public.leads_lancamento l
group by 1, 2, 3, 4;

-- Same result as before (see 20250301000000_dashboards_staff_functions.sql), read from the summary.
-- Volatile: it folds the pending deltas first (PostgREST calls it with POST, in a read-write transaction).
create or replace function public.lead_source_metrics(p_lancamento integer default null, p_start date default null, p_end date default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  perform private.fold_lead_source_deltas();
  with filtered as (
    select c.source, c.medium, c.leads, c.last_seen_at, c.last_seen_id
    from private.lead_source_counts c
    where (p_lancamento is null or c.lancamento = p_lancamento)
      and (p_start is null or c.day >= p_start)
      and (p_end is null or c.day <= p_end)
  ),
  grouped as (
    select f.source,
           (pg_catalog.array_agg(f.medium order by f.last_seen_at desc, f.last_seen_id desc))[1] as medium,
           pg_catalog.sum(f.leads)::integer as count
    from filtered f
    group by f.source
    having pg_catalog.sum(f.leads) > 0
  ),
  total as (select coalesce(sum(g.count), 0)::integer as n from grouped g)
  select jsonb_build_object(
    'totalLeads', t.n,
    'totalSources', (select pg_catalog.count(*) from grouped)::integer,
    'lancamento', p_lancamento,
    'dateRange', jsonb_build_object(
      'from', coalesce(pg_catalog.to_char(p_start, 'YYYY-MM-DD'), 'Início'),
      'to', coalesce(pg_catalog.to_char(p_end, 'YYYY-MM-DD'), 'Agora')),
    'sources', coalesce((
      select jsonb_agg(jsonb_build_object(
          'source', g.source,
          'medium', g.medium,
          'count', g.count,
          'percentage', case when t.n = 0 then 0 else pg_catalog.round(g.count * 100.0 / t.n)::integer end)
        order by g.count desc, g.source)
      from grouped g), '[]'::jsonb))
  into v_result
  from total t;
  return v_result;
end
$$;

create or replace function public.lead_launches()
returns integer[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  perform private.fold_lead_source_deltas();
  return coalesce((
    select pg_catalog.array_agg(x.lancamento order by x.lancamento desc)
    from (select distinct c.lancamento from private.lead_source_counts c) x
  ), '{}'::integer[]);
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. Purchase-lead stats: one pass with grouping sets over a covering index.
-- ---------------------------------------------------------------------------------------------------------------
create index if not exists purchase_leads_stats_idx on public.purchase_leads (lancamento)
  include (status, utm_source, payment_processor, redirected_to_payment);

create or replace function public.purchase_lead_stats(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  with keyed as (
    select coalesce(nullif(pg_catalog.upper(pg_catalog.btrim(p.status)), ''), 'NOVO') as status_key,
           coalesce(nullif(pg_catalog.btrim(p.utm_source), ''), 'direct') as source_key,
           coalesce(nullif(pg_catalog.btrim(p.payment_processor), ''), 'hotmart') as processor_key,
           p.redirected_to_payment
    from public.purchase_leads p
    where p_lancamento is null or p.lancamento = p_lancamento
  ),
  g as (
    select k.status_key, k.source_key, k.processor_key,
           grouping(k.status_key, k.source_key, k.processor_key) as set_id,
           pg_catalog.count(*)::integer as n,
           (pg_catalog.count(*) filter (where k.redirected_to_payment))::integer as redirected
    from keyed k
    group by grouping sets ((k.status_key), (k.source_key), (k.processor_key), ())
  ),
  totals as (
    select coalesce((select g.n from g where g.set_id = 7), 0) as total,
           coalesce((select g.redirected from g where g.set_id = 7), 0) as redirected
  )
  select jsonb_build_object(
    'total_leads', t.total,
    'total_redirected', t.redirected,
    'conversion_rate', case when t.total = 0 then 0 else pg_catalog.round(t.redirected * 100.0 / t.total, 2) end,
    'by_status', (
      select jsonb_object_agg(s.status, 0)
      from unnest(array['NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO']) as s(status)
    ) || coalesce((select jsonb_object_agg(g.status_key, g.n) from g where g.set_id = 3), '{}'::jsonb),
    'by_utm_source', coalesce((select jsonb_object_agg(g.source_key, g.n) from g where g.set_id = 5), '{}'::jsonb),
    'by_payment_processor', coalesce((select jsonb_object_agg(g.processor_key, g.n) from g where g.set_id = 6), '{}'::jsonb),
    'recent_leads', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'email', r.email,
          'status', coalesce(nullif(pg_catalog.upper(pg_catalog.btrim(r.status)), ''), 'NOVO'),
          'created_at', r.created_at) order by r.created_at desc, r.id desc)
      from (select p.id, p.name, p.email, p.status, p.created_at from public.purchase_leads p
            where p_lancamento is null or p.lancamento = p_lancamento
            order by p.created_at desc, p.id desc limit 10) r), '[]'::jsonb))
  into v_result
  from totals t;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Cold-lead stats: one pass with grouping sets over a covering index.
-- ---------------------------------------------------------------------------------------------------------------
create index if not exists cold_leads_stats_idx on public.cold_leads (lancamento, group_name)
  include (source, country_code, is_active, saved_name, updated_at);

create or replace function public.cold_lead_stats(p_lancamento integer default null, p_group_name text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  with keyed as (
    select coalesce(nullif(pg_catalog.btrim(c.group_name), ''), 'Sem grupo') as group_key,
           coalesce(nullif(pg_catalog.btrim(c.source), ''), 'unknown') as source_key,
           nullif(pg_catalog.btrim(c.saved_name), '') is not null as named,
           c.country_code = '55' as brazil,
           c.is_active,
           c.updated_at
    from public.cold_leads c
    where (p_lancamento is null or c.lancamento = p_lancamento)
      and (p_group_name is null or c.group_name = p_group_name)
  ),
  g as (
    select k.group_key, k.source_key,
           grouping(k.group_key, k.source_key) as set_id,
           pg_catalog.count(*)::integer as n,
           (pg_catalog.count(*) filter (where k.named))::integer as named,
           (pg_catalog.count(*) filter (where k.brazil))::integer as brazil,
           (pg_catalog.count(*) filter (where k.is_active))::integer as active,
           pg_catalog.max(k.updated_at) as last_updated
    from keyed k
    group by grouping sets ((k.group_key), (k.source_key), ())
  ),
  t as (select * from g where g.set_id = 3)
  select jsonb_build_object(
    'total_contacts', coalesce(t.n, 0),
    'with_saved_name', coalesce(t.named, 0),
    'brazil_contacts', coalesce(t.brazil, 0),
    'other_countries', coalesce(t.n - t.brazil, 0),
    'active_contacts', coalesce(t.active, 0),
    'inactive_contacts', coalesce(t.n - t.active, 0),
    'by_group', coalesce((select jsonb_object_agg(g.group_key, g.n) from g where g.set_id = 1), '{}'::jsonb),
    'by_source', coalesce((select jsonb_object_agg(g.source_key, g.n) from g where g.set_id = 2), '{}'::jsonb),
    'last_updated', t.last_updated)
  into v_result
  from (select 1) one
  left join t on true;
  return v_result;
end
$$;

revoke all on function public.lead_source_metrics(integer, date, date), public.lead_launches(),
  public.purchase_lead_stats(integer), public.cold_lead_stats(integer, text) from public, anon;
grant execute on function public.lead_source_metrics(integer, date, date), public.lead_launches(),
  public.purchase_lead_stats(integer), public.cold_lead_stats(integer, text) to authenticated;
