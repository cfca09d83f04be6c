-- The hot-leads summary (supabase/migrations/20261130300000_purchase_lead_stats_summary.sql): purchase_lead_stats
-- gives exactly what a direct aggregation of purchase_leads gives, after inserts, status and redirection changes, a
-- launch move, unrelated updates (name, payment link), deletes, and a rebuild after a load with triggers off; each
-- delta is folded once. Launches 913 and 914 only, so the seed cannot disturb the figures.

insert into auth.users (email, encrypted_password) values ('staff-hot-summary@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-hot-summary@example.com';

create temporary table t_staff as select id from auth.users where email = 'staff-hot-summary@example.com';
grant select on t_staff to authenticated;

-- Direct aggregation (the definition the summary must match: the one-pass scan the summary replaced).
create function pg_temp.direct_stats(p_lancamento int) returns jsonb language sql as $$
  with keyed as (
    select coalesce(nullif(upper(btrim(p.status)), ''), 'NOVO') as status_key,
           coalesce(nullif(btrim(p.utm_source), ''), 'direct') as source_key,
           coalesce(nullif(btrim(p.payment_processor), ''), 'hotmart') as processor_key,
           p.redirected_to_payment
    from public.purchase_leads p where p.lancamento = p_lancamento
  ),
  t as (select count(*)::int as total, (count(*) filter (where redirected_to_payment))::int as redirected from keyed)
  select jsonb_build_object(
    'total_leads', t.total,
    'total_redirected', t.redirected,
    'conversion_rate', case when t.total = 0 then 0 else round(t.redirected * 100.0 / t.total, 2) end,
    'by_status', (select jsonb_object_agg(s, 0) from unnest(array['NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO',
                    'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO', 'REEMBOLSADO']) s)
                 || coalesce((select jsonb_object_agg(status_key, n) from (select status_key, count(*)::int n from keyed group by 1) x), '{}'),
    'by_utm_source', coalesce((select jsonb_object_agg(source_key, n) from (select source_key, count(*)::int n from keyed group by 1) x), '{}'),
    'by_payment_processor', coalesce((select jsonb_object_agg(processor_key, n) from (select processor_key, count(*)::int n from keyed group by 1) x), '{}'))
  from t
$$;

create function pg_temp.summary_stats(p_lancamento int) returns jsonb language plpgsql as $$
declare
  v jsonb;
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', (select id from t_staff), 'role', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
  v := public.purchase_lead_stats(p_lancamento);
  perform set_config('role', 'none', true);
  return v;
end
$$;

create function pg_temp.check(p_label text) returns void language plpgsql as $$
declare
  v_direct jsonb;
  v_summary jsonb;
begin
  for i in 913..914 loop
    v_direct := pg_temp.direct_stats(i);
    v_summary := pg_temp.summary_stats(i) - 'recent_leads';
    assert v_summary = v_direct, format('%s (launch %s): summary %s <> direct %s', p_label, i, v_summary, v_direct);
  end loop;
end
$$;

select pg_temp.check('no leads');

-- Inserts: one statement of several rows, then single ones; an empty source and a blank one are 'direct'.
insert into public.purchase_leads (name, email, lancamento, utm_source, status, redirected_to_payment, payment_processor) values
  ('A', 'a913@example.com', 913, 'instagram', 'NOVO', true, 'hotmart'),
  ('B', 'b913@example.com', 913, 'instagram', 'CONTATADO', false, 'hotmart'),
  ('C', 'c913@example.com', 913, '', 'NOVO', true, 'stripe');
insert into public.purchase_leads (name, email, lancamento, utm_source, status) values
  ('D', 'd913@example.com', 913, '  ', 'VENDIDO');
insert into public.purchase_leads (name, email, lancamento, utm_source, status, redirected_to_payment) values
  ('E', 'e914@example.com', 914, 'google', 'NOVO', true);
select pg_temp.check('after inserts');
do $$ begin
  assert (pg_temp.summary_stats(913) ->> 'total_leads')::int = 4, 'four leads in 913';
  assert (pg_temp.summary_stats(913) -> 'by_utm_source' ->> 'direct')::int = 2, 'empty and blank sources are direct';
end $$;

-- Deltas are folded once: nothing pending after a read, and a second read gives the same figures.
do $$ begin
  assert (select count(*) from private.purchase_lead_stat_deltas where lancamento in (913, 914)) = 0, 'deltas left after a read';
end $$;
select pg_temp.check('second read');

-- A status change and a redirection move the lead; a name and a payment link change add no delta.
update public.purchase_leads set status = 'AGUARDANDO PAGAMENTO' where email = 'b913@example.com';
update public.purchase_leads set redirected_to_payment = true where email = 'd913@example.com';
update public.purchase_leads set name = 'A. Silva', payment_url = 'https://pay.example.com/x' where email = 'a913@example.com';
do $$ begin
  assert (select count(*) from private.purchase_lead_stat_deltas where lancamento = 913) = 4,
    'two moves add -1 and +1 each, the unrelated update none';
end $$;
select pg_temp.check('after updates');

-- A bulk status change (one statement, several rows), a move to another launch and a delete.
update public.purchase_leads set status = 'CONTATADO' where lancamento = 913 and status = 'NOVO';
update public.purchase_leads set lancamento = 914 where email = 'c913@example.com';
delete from public.purchase_leads where email = 'd913@example.com';
select pg_temp.check('after bulk update, move and delete');
do $$ begin
  assert not exists (select 1 from private.purchase_lead_stat_counts where lancamento = 913 and status = 'VENDIDO'),
    'an emptied group is removed from the summary';
end $$;

-- A load with triggers off (as the bench loads), then the rebuild: the summary matches the rows again.
set session_replication_role = replica;
insert into public.purchase_leads (name, email, lancamento, utm_source, status, redirected_to_payment, reference) values
  ('F', 'f914@example.com', 914, 'tiktok', 'VENDIDO', true, 'hotsummaryref' || md5('f914')),
  ('G', 'g914@example.com', 914, null, 'NOVO', false, 'hotsummaryref' || md5('g914'));
set session_replication_role = origin;
do $$ begin
  assert pg_temp.summary_stats(914) - 'recent_leads' <> pg_temp.direct_stats(914), 'rows loaded without triggers are not counted';
end $$;
select private.rebuild_purchase_lead_stat_counts();
select pg_temp.check('after a load with triggers off and the rebuild');

-- The ten newest leads are still the launch's own, newest first.
do $$
declare
  v jsonb := pg_temp.summary_stats(914) -> 'recent_leads';
begin
  assert jsonb_array_length(v) = 4, 'recent leads of 914: ' || v::text;
  assert (select bool_and((e ->> 'email') like '%914@example.com' or (e ->> 'email') = 'c913@example.com')
          from jsonb_array_elements(v) e), 'recent leads are the launch''s';
end $$;

-- Neither anon nor a signed-in user reads the summary tables directly; anon cannot call the stats.
do $$
begin
  perform set_config('role', 'authenticated', true);
  begin
    perform 1 from private.purchase_lead_stat_counts;
    assert false, 'authenticated read private.purchase_lead_stat_counts';
  exception when insufficient_privilege then null;
  end;
  perform set_config('role', 'anon', true);
  begin
    perform public.purchase_lead_stats(913);
    assert false, 'anon read purchase_lead_stats';
  exception when insufficient_privilege then null;
  end;
  perform set_config('role', 'none', true);
end $$;
