-- The lead-source summary (supabase/migrations/20250501000000_dashboard_performance.sql) gives exactly what a
-- direct aggregation of leads_lancamento gives, after inserts, source/medium/launch updates, unrelated updates
-- (unsubscribe) and deletes, and folds each delta once. Launch 911 only, so the seed cannot disturb the figures.

insert into auth.users (email, encrypted_password) values ('staff-summary@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-summary@example.com';

create temporary table t_staff as select id from auth.users where email = 'staff-summary@example.com';
grant select on t_staff to authenticated;

-- Direct aggregation (the definition the summary must match): per source, count and the medium of the newest lead.
create function pg_temp.direct_metrics(p_lancamento int, p_start date, p_end date) returns jsonb language sql as $$
  with f as (
    select coalesce(nullif(btrim(utm_source), ''), 'Sem Fonte') as source,
           coalesce(nullif(btrim(utm_medium), ''), 'Sem Medium') as medium, created_at, id
    from public.leads_lancamento
    where lancamento = p_lancamento
      and (p_start is null or (created_at at time zone 'America/Sao_Paulo')::date >= p_start)
      and (p_end is null or (created_at at time zone 'America/Sao_Paulo')::date <= p_end)
  )
  select coalesce(jsonb_agg(jsonb_build_object('source', g.source, 'medium', g.medium, 'count', g.n) order by g.n desc, g.source), '[]')
  from (select source, (array_agg(medium order by created_at desc, id desc))[1] as medium, count(*)::int as n
        from f group by source) g
$$;

create function pg_temp.summary_metrics(p_lancamento int, p_start date, p_end date) returns jsonb language plpgsql as $$
declare
  v jsonb;
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', (select id from t_staff), 'role', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
  v := public.lead_source_metrics(p_lancamento, p_start, p_end);
  perform set_config('role', 'none', true);
  return (select coalesce(jsonb_agg(jsonb_build_object('source', s->>'source', 'medium', s->>'medium', 'count', (s->>'count')::int)
                   order by (s->>'count')::int desc, s->>'source'), '[]')
          from jsonb_array_elements(v->'sources') s);
end
$$;

create function pg_temp.check(p_label text) returns void language plpgsql as $$
declare
  v_direct jsonb;
  v_summary jsonb;
begin
  v_direct := pg_temp.direct_metrics(911, null, null);
  v_summary := pg_temp.summary_metrics(911, null, null);
  assert v_summary = v_direct, format('%s (all days): summary %s <> direct %s', p_label, v_summary, v_direct);
  v_direct := pg_temp.direct_metrics(911, '2025-03-11', '2025-03-12');
  v_summary := pg_temp.summary_metrics(911, '2025-03-11', '2025-03-12');
  assert v_summary = v_direct, format('%s (11-12 March): summary %s <> direct %s', p_label, v_summary, v_direct);
end
$$;

-- Inserts: several statements, one multi-row statement, a Brasília day boundary (02:59Z is the day before).
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, lancamento, created_at) values
  ('A', 'a911@example.com', 'want_to_learn', 'iniciante', 'google', 'cpc', 911, '2025-03-11 02:59Z'),
  ('B', 'b911@example.com', 'want_to_learn', 'iniciante', 'google', 'display', 911, '2025-03-11 12:00Z'),
  ('C', 'c911@example.com', 'want_to_learn', 'iniciante', 'instagram', null, 911, '2025-03-12 12:00Z');
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, lancamento, created_at) values
  ('D', 'd911@example.com', 'want_to_learn', 'iniciante', null, '', 911, '2025-03-13 12:00Z');
select pg_temp.check('after inserts');

-- Deltas are folded once: nothing pending afterwards, and a second read gives the same figures.
do $$ begin
  assert (select count(*) from private.lead_source_deltas where lancamento = 911) = 0, 'deltas left after a read';
end $$;
select pg_temp.check('second read');

-- A source and medium change moves the lead; an unsubscribe (no key change) adds no delta.
update public.leads_lancamento set utm_source = 'instagram', utm_medium = 'stories' where email = 'b911@example.com';
update public.leads_lancamento set active = false, cancellation_reason = 'too_many_emails' where email = 'c911@example.com';
do $$ begin
  assert (select count(*) from private.lead_source_deltas where lancamento = 911) = 2, 'a move adds exactly -1 and +1';
end $$;
select pg_temp.check('after updates');

-- Moving a lead to another launch and deleting one.
update public.leads_lancamento set lancamento = 912 where email = 'a911@example.com';
delete from public.leads_lancamento where email = 'd911@example.com';
select pg_temp.check('after move and delete');
do $$ begin
  assert not exists (select 1 from private.lead_source_counts where lancamento = 911 and source = 'Sem Fonte'),
    'an emptied group is removed from the summary';
end $$;

-- The medium of a source is that of its newest lead, also when the newest lead of a (day, source, medium) group
-- is deleted or moved away while older leads stay in the group.
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, lancamento, created_at) values
  ('E', 'e911@example.com', 'want_to_learn', 'iniciante', 'youtube', 'video', 911, '2025-03-14 10:00Z'),
  ('F', 'f911@example.com', 'want_to_learn', 'iniciante', 'youtube', 'shorts', 911, '2025-03-14 11:00Z'),
  ('G', 'g911@example.com', 'want_to_learn', 'iniciante', 'youtube', 'video', 911, '2025-03-14 12:00Z');
select pg_temp.check('newest of a group inserted');
delete from public.leads_lancamento where email = 'g911@example.com';
select pg_temp.check('newest of a group deleted');
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, lancamento, created_at) values
  ('H', 'h911@example.com', 'want_to_learn', 'iniciante', 'youtube', 'video', 911, '2025-03-14 13:00Z');
select pg_temp.check('newest of a group inserted again');
update public.leads_lancamento set utm_source = 'tiktok' where email = 'h911@example.com';
select pg_temp.check('newest of a group moved to another source');
update public.leads_lancamento set lancamento = 912 where email = 'f911@example.com';
select pg_temp.check('newest of a group moved to another launch');

-- Neither anon nor a signed-in user reads the summary tables directly.
do $$
begin
  perform set_config('role', 'anon', true);
  begin
    perform 1 from private.lead_source_counts;
    assert false, 'anon read private.lead_source_counts';
  exception when insufficient_privilege then null;
  end;
  perform set_config('role', 'none', true);
end $$;
