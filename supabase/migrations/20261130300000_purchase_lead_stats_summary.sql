-- The hot-leads figures (public.purchase_lead_stats: totals, per status, per source, per payment processor) read a
-- small summary instead of every purchase lead of the launch. The bench measured the one-pass scan (grouping sets over
-- the launch's rows, 20250501000000_dashboard_performance.sql) at 111-151 ms for 70,000 leads of a launch on this
-- machine (budget 100 ms; it grows with the launch): a staff page that gets slower as the launch sells.
--
-- The same design as the lead-source summary (20250501000000_dashboard_performance.sql):
-- private.purchase_lead_stat_counts holds, per launch, status, source and processor key, the number of leads and of
-- those redirected to the payment page. Writers never touch it directly: statement-level triggers append per-statement
-- deltas to private.purchase_lead_stat_deltas (insert-only, so concurrent purchase intents and status changes never
-- wait on a shared row), and the stats function folds the pending deltas into the summary before reading it.
-- Bulk loads with triggers off (session_replication_role = replica) call private.rebuild_purchase_lead_stat_counts().
-- The function keeps its signature and JSON shape (supabase/tests/dashboards-staff-functions.test.sql).

create or replace function private.purchase_status_key(p_status text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select coalesce(nullif(pg_catalog.upper(pg_catalog.btrim(p_status)), ''), 'NOVO') $$;

create or replace function private.purchase_source_key(p_source text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select coalesce(nullif(pg_catalog.btrim(p_source), ''), 'direct') $$;

create or replace function private.purchase_processor_key(p_processor text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select coalesce(nullif(pg_catalog.btrim(p_processor), ''), 'hotmart') $$;

create table private.purchase_lead_stat_counts (
  lancamento integer not null,
  status text not null,
  source text not null,
  processor text not null,
  leads bigint not null,
  redirected bigint not null,
  primary key (lancamento, status, source, processor)
);
comment on table private.purchase_lead_stat_counts is
  'Purchase leads per launch, status, source and processor (and how many were redirected to payment), folded from purchase_lead_stat_deltas.';

create table private.purchase_lead_stat_deltas (
  id bigint generated always as identity primary key,
  lancamento integer not null,
  status text not null,
  source text not null,
  processor text not null,
  leads integer not null,
  redirected integer not null
);
comment on table private.purchase_lead_stat_deltas is
  'Insert-only log of changes to purchase_leads'' (launch, status, source, processor) counts, folded by purchase_lead_stats.';

-- Only the definer functions below read or write them (row-level security on, no policy: nobody else).
alter table private.purchase_lead_stat_counts enable row level security;
alter table private.purchase_lead_stat_deltas enable row level security;
revoke all on private.purchase_lead_stat_counts, private.purchase_lead_stat_deltas from public, anon, authenticated;

create or replace function private.purchase_lead_stat_deltas_after_insert()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.purchase_lead_stat_deltas (lancamento, status, source, processor, leads, redirected)
  select n.lancamento, private.purchase_status_key(n.status), private.purchase_source_key(n.utm_source),
         private.purchase_processor_key(n.payment_processor), pg_catalog.count(*)::integer,
         (pg_catalog.count(*) filter (where n.redirected_to_payment))::integer
  from new_rows n
  group by 1, 2, 3, 4;
  return null;
end
$$;

create or replace function private.purchase_lead_stat_deltas_after_delete()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.purchase_lead_stat_deltas (lancamento, status, source, processor, leads, redirected)
  select o.lancamento, private.purchase_status_key(o.status), private.purchase_source_key(o.utm_source),
         private.purchase_processor_key(o.payment_processor), -pg_catalog.count(*)::integer,
         -(pg_catalog.count(*) filter (where o.redirected_to_payment))::integer
  from old_rows o
  group by 1, 2, 3, 4;
  return null;
end
$$;

-- Only rows whose launch, status, source, processor or redirection changed move between counts (a name, a payment
-- link or an anonymisation changes none of them).
create or replace function private.purchase_lead_stat_deltas_after_update()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  with moved as (
    select o.lancamento as ol, private.purchase_status_key(o.status) as os, private.purchase_source_key(o.utm_source) as osrc,
           private.purchase_processor_key(o.payment_processor) as op, o.redirected_to_payment as orr,
           n.lancamento as nl, private.purchase_status_key(n.status) as ns, private.purchase_source_key(n.utm_source) as nsrc,
           private.purchase_processor_key(n.payment_processor) as np, n.redirected_to_payment as nr
    from old_rows o
    join new_rows n on n.id = o.id
  ),
  changed as (
    select * from moved m where (m.ol, m.os, m.osrc, m.op, m.orr) is distinct from (m.nl, m.ns, m.nsrc, m.np, m.nr)
  )
  insert into private.purchase_lead_stat_deltas (lancamento, status, source, processor, leads, redirected)
  select c.ol, c.os, c.osrc, c.op, -pg_catalog.count(*)::integer, -(pg_catalog.count(*) filter (where c.orr))::integer
  from changed c group by 1, 2, 3, 4
  union all
  select c.nl, c.ns, c.nsrc, c.np, pg_catalog.count(*)::integer, (pg_catalog.count(*) filter (where c.nr))::integer
  from changed c group by 1, 2, 3, 4;
  return null;
end
$$;

revoke all on function private.purchase_lead_stat_deltas_after_insert(), private.purchase_lead_stat_deltas_after_delete(),
  private.purchase_lead_stat_deltas_after_update() from public;

create trigger purchase_leads_stat_counts_insert
  after insert on public.purchase_leads
  referencing new table as new_rows
  for each statement execute function private.purchase_lead_stat_deltas_after_insert();
create trigger purchase_leads_stat_counts_delete
  after delete on public.purchase_leads
  referencing old table as old_rows
  for each statement execute function private.purchase_lead_stat_deltas_after_delete();
create trigger purchase_leads_stat_counts_update
  after update on public.purchase_leads
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.purchase_lead_stat_deltas_after_update();

-- Moves the pending deltas into the summary (each delta exactly once, also with concurrent callers: a delta deleted by
-- one caller is invisible to the other).
create or replace function private.fold_purchase_lead_stat_deltas()
returns void language plpgsql security definer set search_path = ''
as $$
begin
  with moved as (
    delete from private.purchase_lead_stat_deltas returning *
  ),
  summed as (
    select m.lancamento, m.status, m.source, m.processor, pg_catalog.sum(m.leads)::bigint as leads,
           pg_catalog.sum(m.redirected)::bigint as redirected
    from moved m
    group by 1, 2, 3, 4
  )
  insert into private.purchase_lead_stat_counts as c (lancamento, status, source, processor, leads, redirected)
  select s.lancamento, s.status, s.source, s.processor, s.leads, s.redirected
  from summed s
  where s.leads <> 0 or s.redirected <> 0
  order by 1, 2, 3, 4 -- concurrent folds take the summary's rows in one order
  on conflict (lancamento, status, source, processor) do update
    set leads = c.leads + excluded.leads,
        redirected = c.redirected + excluded.redirected;
  delete from private.purchase_lead_stat_counts c where c.leads <= 0;
end
$$;
revoke all on function private.fold_purchase_lead_stat_deltas() from public;

-- The summary rewritten from the rows (after a bulk load with triggers off; here, for the leads already there).
create or replace function private.rebuild_purchase_lead_stat_counts()
returns void language plpgsql security definer set search_path = ''
as $$
begin
  lock table private.purchase_lead_stat_counts, private.purchase_lead_stat_deltas in exclusive mode;
  truncate private.purchase_lead_stat_counts, private.purchase_lead_stat_deltas;
  insert into private.purchase_lead_stat_counts (lancamento, status, source, processor, leads, redirected)
  select p.lancamento, private.purchase_status_key(p.status), private.purchase_source_key(p.utm_source),
         private.purchase_processor_key(p.payment_processor), pg_catalog.count(*),
         pg_catalog.count(*) filter (where p.redirected_to_payment)
  from public.purchase_leads p
  group by 1, 2, 3, 4;
end
$$;
revoke all on function private.rebuild_purchase_lead_stat_counts() from public;

select private.rebuild_purchase_lead_stat_counts();

-- Same result as before (20251123400000_checkout_events.sql), the figures read from the summary; the ten newest leads
-- from the launch's index on created_at. Volatile: it folds the pending deltas first (PostgREST calls it with POST, in a
-- read-write transaction).
create or replace function public.purchase_lead_stats(p_lancamento integer)
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
  perform private.fold_purchase_lead_stat_deltas();
  with c as (
    select s.status, s.source, s.processor, s.leads, s.redirected
    from private.purchase_lead_stat_counts s
    where p_lancamento is null or s.lancamento = p_lancamento
  ),
  totals as (
    select coalesce(pg_catalog.sum(c.leads), 0)::integer as total,
           coalesce(pg_catalog.sum(c.redirected), 0)::integer as redirected
    from c
  )
  select jsonb_build_object(
    'total_leads', t.total,
    'total_redirected', t.redirected,
    'conversion_rate', case when t.total = 0 then 0 else pg_catalog.round(t.redirected * 100.0 / t.total, 2) end,
    'by_status', (
      select jsonb_object_agg(s.status, 0)
      from unnest(array['NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO',
                        'REEMBOLSADO']) as s(status)
    ) || coalesce((select jsonb_object_agg(x.status, x.n)
                   from (select c.status, pg_catalog.sum(c.leads)::integer as n from c group by c.status) x), '{}'::jsonb),
    'by_utm_source', coalesce((select jsonb_object_agg(x.source, x.n)
                               from (select c.source, pg_catalog.sum(c.leads)::integer as n from c group by c.source) x),
                              '{}'::jsonb),
    'by_payment_processor', coalesce((select jsonb_object_agg(x.processor, x.n)
                                      from (select c.processor, pg_catalog.sum(c.leads)::integer as n
                                            from c group by c.processor) x), '{}'::jsonb),
    'recent_leads', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'email', r.email,
          'status', private.purchase_status_key(r.status),
          'created_at', r.created_at) order by r.created_at desc, r.id desc)
      from (select p.id, p.name, p.email, p.status, p.created_at from public.purchase_leads p
            where p_lancamento is null or p.lancamento = p_lancamento
            order by p.created_at desc, p.id desc limit 10) r), '[]'::jsonb))
  into v_result
  from totals t;
  return v_result;
end
$$;
revoke all on function public.purchase_lead_stats(integer) from public, anon;
grant execute on function public.purchase_lead_stats(integer) to authenticated;
