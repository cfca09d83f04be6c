-- Signals a stranger cannot forge (supabase/migrations/20261127500000_signals_view_tokens.sql). A view id
-- counts once; a message without one counts only CSP violations; what one view can weigh is capped (errors 20 in all,
-- one load failure per remote); error groups are ranked by distinct views; the canary's health counts failing views.

insert into auth.users (email, encrypted_password) values ('staff-views@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-views@example.com';
create temporary table t_ids (name text primary key, id uuid);
grant all on t_ids to authenticated, anon;
insert into t_ids select 'staff', id from auth.users where email = 'staff-views@example.com';

create function pg_temp.msg(p_view_id text, p_build text, p_events jsonb) returns jsonb language sql as $$
  select jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', p_view_id,
    'view', jsonb_build_object('route', '/inscricao', 'device', 'mobile', 'connection', '4g', 'remote', 'mfe_funnel',
      'build', p_build, 'shell_build', 's1'),
    'events', p_events) - (case when p_view_id is null then 'view_id' else '' end)
$$;
create function pg_temp.failure(p_build text, p_expose text default 'Landing') returns jsonb language sql as $$
  select jsonb_build_object('kind', 'remote', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
    'remote', 'mfe_funnel', 'build', p_build, 'expose', p_expose, 'code', 'RUNTIME-008')
$$;
create function pg_temp.err(p_build text, p_fingerprint text, p_n integer) returns jsonb language sql as $$
  select jsonb_build_object('kind', 'error', 'route', '/inscricao', 'device', 'mobile', 'remote', 'mfe_funnel',
    'build', p_build, 'fingerprint', p_fingerprint, 'error_type', 'Error', 'message', 'm ' || p_fingerprint,
    'top_frame', '', 'sample_message', '', 'sample_stack', '', 'n', p_n)
$$;
create function pg_temp.vid() returns text language sql as $$ select left(replace(gen_random_uuid()::text, '-', ''), 22) $$;

do $$
declare
  c_secret constant text := 'segredo-de-teste-dos-sinais-com-mais-de-32-caracteres';
  c_stable constant text := 'aaaaaaaaaaaa';
  c_canary constant text := 'cccccccccccc';
  v jsonb;
  v_view text := pg_temp.vid();
  v_before jsonb;
  v_row jsonb;
  v_real text[];
  i integer;
begin
  perform tests.as_superuser();
  perform public.set_site_signals_secret(c_secret);

  -- One view of the canary with a load failure (twice, two exposes) and two errors stating n = 100.
  v := public.record_site_signals(c_secret, jsonb_build_array(pg_temp.msg(v_view, c_canary, jsonb_build_array(
    pg_temp.failure(c_canary), pg_temp.failure(c_canary, 'Other'),
    pg_temp.err(c_canary, 'dddddddddddddddddddddddddddddddd', 100),
    pg_temp.err(c_canary, 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 100)))));
  assert v = '{"recorded": 1, "duplicates": 0, "reused": 0}'::jsonb, v::text;
  v_before := public.remote_build_health(c_secret, 'mfe_funnel', array[c_stable, c_canary], now() - interval '1 hour');
  select r into v_row from jsonb_array_elements(v_before) r where r ->> 'build' = c_canary;
  -- One page view, one failing view, one view with errors, whatever the view said.
  assert v_row = jsonb_build_object('build', c_canary, 'page_views', 1, 'remote_load_failures', 1, 'errors', 1), v_row::text;
  assert (select sum(total) from private.site_error_groups) = 20, 'errors of one view count 20 in all';
  assert (select sum(n) from private.site_remote_failures) = 1, 'one load failure per remote and view';

  -- The same view id again (a reused token), in 35 new messages: nothing moves.
  v := public.record_site_signals(c_secret, (select jsonb_agg(pg_temp.msg(v_view, c_canary,
    jsonb_build_array(pg_temp.failure(c_canary)))) from generate_series(1, 35)));
  assert v = '{"recorded": 0, "duplicates": 0, "reused": 35}'::jsonb, v::text;
  -- No view id at all (a forged beacon cannot get past the edge without one; a CSP report has none): only CSP counts.
  v := public.record_site_signals(c_secret, jsonb_build_array(pg_temp.msg(null, c_canary, jsonb_build_array(
    pg_temp.failure(c_canary), pg_temp.err(c_canary, 'ffffffffffffffffffffffffffffffff', 1),
    jsonb_build_object('kind', 'csp', 'origin', 'report', 'route', '/inscricao', 'directive', 'img-src',
      'blocked_url', 'https://x.example/p.gif')))));
  assert v = '{"recorded": 1, "duplicates": 0, "reused": 0}'::jsonb, v::text;
  assert public.remote_build_health(c_secret, 'mfe_funnel', array[c_stable, c_canary], now() - interval '1 hour') = v_before,
    'a reused or missing view id moved the verdict';
  assert (select count(*) from private.site_csp_violations) = 1, 'the CSP report counts';
  -- A message that arrives more than 2 hours late (its view id may be pruned) counts nothing.
  v := public.record_site_signals(c_secret, jsonb_build_array(
    pg_temp.msg(pg_temp.vid(), c_canary, jsonb_build_array(pg_temp.failure(c_canary))) || jsonb_build_object('at', now() - interval '3 hours')));
  assert v ->> 'recorded' = '0', v::text;

  -- The flood: one client, 12 views (twelve real page loads), 5 distinct junk errors each at n = 4 (the view's 20): 60
  -- groups counted 4; four real groups, each seen by 2 other views (counted 2). Ranked by count, the junk would fill
  -- the page's 50.
  for i in 1 .. 12 loop
    perform public.record_site_signals(c_secret, jsonb_build_array(pg_temp.msg(pg_temp.vid(), c_stable,
      (select jsonb_agg(pg_temp.err(c_stable, md5('junk' || i || '-' || k.n), 4)) from generate_series(1, 5) k(n)))));
  end loop;
  v_real := array[md5('real1'), md5('real2'), md5('real3'), md5('real4')];
  for i in 1 .. 2 loop
    perform public.record_site_signals(c_secret, jsonb_build_array(pg_temp.msg(pg_temp.vid(), c_stable,
      (select jsonb_agg(pg_temp.err(c_stable, f, 1)) from unnest(v_real) f))));
  end loop;

  assert (select count(*) from private.site_error_groups where fingerprint like '%' and total = 4) = 60, 'the flood landed';
  perform tests.as_user((select id from t_ids where name = 'staff'));
  v := public.site_health(24);
  assert (select count(*) from jsonb_array_elements(v -> 'errors') e where e ->> 'fingerprint' = any (v_real)) = 4,
    'the real groups are on the page: ' || (v -> 'errors')::text;
  -- First, by the views that saw them.
  assert (select bool_and(e ->> 'fingerprint' = any (v_real)) from (
    select e from jsonb_array_elements(v -> 'errors') e limit 4) x), v::text;
  v_row := v -> 'errors' -> 0;
  assert (v_row ->> 'views')::int = 2 and (v_row ->> 'count')::int = 2, v_row::text;
end
$$;
