-- Production signals (supabase/migrations/20261125400000_site_signals.sql): the consumer's secret,
-- idempotent batches, rollups (page views, vitals histograms -> p75, error groups, remote failures, CSP), hostile
-- texts kept as text, staff-only reads, retention.

insert into auth.users (email, encrypted_password) values ('staff-signals@example.com', 'x'), ('user-signals@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-signals@example.com';

create temporary table t_ids (name text primary key, id uuid);
grant all on t_ids to authenticated, anon;
insert into t_ids select 'staff', id from auth.users where email = 'staff-signals@example.com';
insert into t_ids select 'user', id from auth.users where email = 'user-signals@example.com';

do $$
declare
  c_secret constant text := 'segredo-de-teste-dos-sinais-com-mais-de-32-caracteres';
  v jsonb;
  v_msgs jsonb;
  v_err jsonb;
  v_row jsonb;
  v_count bigint;
begin
  -- Only service_role sets the secret; short secrets refused.
  perform tests.as_anon();
  perform tests.throws(format('select public.set_site_signals_secret(%L)', c_secret), '42501');
  perform tests.as_superuser();
  perform tests.throws('select public.set_site_signals_secret(''curto'')', '22023');
  perform public.set_site_signals_secret(c_secret);

  v_err := jsonb_build_object('kind', 'error', 'route', '/inscricao', 'device', 'mobile', 'remote', 'mfe_funnel',
    'build', 'b1', 'fingerprint', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'error_type', 'TypeError',
    'message', 'x is <n>', 'top_frame', 'f /assets/a.js:1:2', 'sample_message', '<script>alert(1)</script>',
    'sample_stack', 'TypeError: x' || chr(10) || '    at f (http://h/assets/a.js:1:2)', 'n', 1);
  v_msgs := jsonb_build_array(
    jsonb_build_object('id', '00000000-0000-4000-8000-000000000001', 'at', now(), 'view_id', 'view000000000000000001',
      'view', jsonb_build_object('route', '/inscricao', 'device', 'mobile', 'connection', '4g',
        'remote', 'mfe_funnel', 'build', 'b1', 'shell_build', 's1'),
      'events', jsonb_build_array(
        jsonb_build_object('kind', 'vital', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'b1', 'metric', 'LCP', 'value', 1000),
        jsonb_build_object('kind', 'vital', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'b1', 'metric', 'CLS', 'value', 0.3),
        v_err,
        jsonb_build_object('kind', 'csp', 'origin', 'page', 'route', '/inscricao', 'directive', 'script-src-elem',
          'blocked_url', 'https://evil.example/x.js'),
        jsonb_build_object('kind', 'csp', 'origin', 'report', 'route', '/inscricao', 'directive', 'script-src-elem',
          'blocked_url', 'https://evil.example/x.js'),
        jsonb_build_object('kind', 'bogus'))),
    jsonb_build_object('id', '00000000-0000-4000-8000-000000000002', 'at', now(), 'view_id', 'view000000000000000002',
      'view', jsonb_build_object('route', '/inscricao', 'device', 'mobile', 'connection', '4g',
        'remote', 'mfe_funnel', 'build', 'b1', 'shell_build', 's1'),
      'events', jsonb_build_array(
        jsonb_build_object('kind', 'vital', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'b1', 'metric', 'LCP', 'value', 2000, 'target', 'main>h1.title'),
        jsonb_build_object('kind', 'vital', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'b1', 'metric', 'INP', 'value', 350, 'target', 'form>button'),
        jsonb_build_object('kind', 'vital', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'b1', 'metric', 'LCP', 'value', 'not a number'),
        v_err || '{"n": 3}',
        jsonb_build_object('kind', 'remote', 'route', '/aulas', 'device', 'mobile', 'connection', '3g',
          'remote', 'mfe_lessons', 'build', '', 'expose', 'Lessons', 'code', 'RUNTIME-008'))),
    jsonb_build_object('id', 'not-a-uuid', 'events', '[]'::jsonb));

  -- Without the secret (or with a wrong one) nothing is read.
  perform tests.as_anon();
  perform tests.throws(format('select public.record_site_signals(%L, %L::jsonb)', 'errado', v_msgs), '42501');
  perform tests.throws(format('select public.record_site_signals(%L, %L::jsonb)', c_secret, '{"a":1}'), '22023');
  v := public.record_site_signals(c_secret, v_msgs);
  assert v = '{"recorded": 2, "duplicates": 0, "reused": 0}'::jsonb, v::text;
  -- A redelivered batch changes nothing.
  v := public.record_site_signals(c_secret, v_msgs);
  assert v = '{"recorded": 0, "duplicates": 2, "reused": 0}'::jsonb, v::text;
  -- anon reads nothing.
  perform tests.throws('select public.site_health(24)', '42501');
  perform tests.throws('select count(*) from private.site_error_groups', '42501');

  perform tests.as_superuser();
  select sum(n) into v_count from private.site_page_views;
  assert v_count = 2, 'page views: ' || v_count;
  select total into v_count from private.site_error_groups where fingerprint = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
  assert v_count = 4, 'error total: ' || v_count;

  -- Staff only.
  perform tests.as_user((select id from t_ids where name = 'user'));
  perform tests.throws('select public.site_health(24)', '42501');
  perform tests.throws('select public.site_remote_builds(24)', '42501');
  perform tests.as_user((select id from t_ids where name = 'staff'));
  perform tests.throws('select public.site_health(0)', '22023');
  v := public.site_health(24);
  assert (v ->> 'page_views')::int = 2, v::text;
  -- p75 of LCP {1000, 2000} is the 2000 bucket (within 2.5%); CLS 0.3 within 2.5%.
  select r into v_row from jsonb_array_elements(v -> 'vitals') r where r ->> 'metric' = 'LCP';
  assert abs((v_row ->> 'p75')::numeric - 2000) <= 50 and (v_row ->> 'samples')::int = 2
    and v_row ->> 'route' = '/inscricao' and v_row ->> 'device' = 'mobile', v_row::text;
  select r into v_row from jsonb_array_elements(v -> 'vitals') r where r ->> 'metric' = 'CLS';
  assert abs((v_row ->> 'p75')::numeric - 0.3) <= 0.0075, v_row::text;
  -- One error group, counted 4, sample kept as text (inert: the page renders it as text).
  assert jsonb_array_length(v -> 'errors') = 1, v::text;
  v_row := v -> 'errors' -> 0;
  assert (v_row ->> 'count')::int = 4 and v_row ->> 'remote' = 'mfe_funnel' and v_row ->> 'build' = 'b1'
    and v_row ->> 'sample_message' = '<script>alert(1)</script>' and v_row ? 'first_seen' and v_row ? 'last_seen', v_row::text;
  -- Attribution: the INP target above the good threshold first.
  v_row := v -> 'vital_targets' -> 0;
  assert v_row ->> 'metric' = 'INP' and v_row ->> 'target' = 'form>button' and (v_row ->> 'not_good')::int = 1, v_row::text;
  v_row := v -> 'vital_targets' -> 1;
  assert v_row ->> 'target' = 'main>h1.title' and (v_row ->> 'not_good')::int = 0 and (v_row ->> 'count')::int = 1, v_row::text;
  v_row := v -> 'remote_failures' -> 0;
  assert v_row ->> 'remote' = 'mfe_lessons' and v_row ->> 'route' = '/aulas' and v_row ->> 'code' = 'RUNTIME-008'
    and (v_row ->> 'count')::int = 1, v_row::text;
  v_row := v -> 'csp' -> 0;
  assert v_row ->> 'directive' = 'script-src-elem' and (v_row ->> 'page_count')::int = 1
    and (v_row ->> 'report_count')::int = 1, v_row::text;

  -- Per remote and build (the canary's comparison): page views, failures, errors, p75.
  v := public.site_remote_builds(24);
  select r into v_row from jsonb_array_elements(v) r where r ->> 'remote' = 'mfe_funnel';
  assert (v_row ->> 'page_views')::int = 2 and v_row ->> 'build' = 'b1' and (v_row ->> 'errors')::int = 4
    and (v_row ->> 'error_rate')::numeric = 2 and (v_row ->> 'lcp_p75')::numeric between 1950 and 2050, v_row::text;
  select r into v_row from jsonb_array_elements(v) r where r ->> 'remote' = 'mfe_lessons';
  assert (v_row ->> 'remote_load_failures')::int = 1 and (v_row ->> 'page_views')::int = 0
    and v_row -> 'failure_rate' = 'null'::jsonb, v_row::text;
  select r into v_row from jsonb_array_elements(v) r where r ->> 'remote' = 'shell';
  assert v_row ->> 'build' = 's1' and (v_row ->> 'page_views')::int = 2, v_row::text;

  -- Retention: rollups older than 35 days go.
  perform tests.as_superuser();
  update private.site_page_views set hour = now() - interval '40 days';
  update private.site_error_groups set last_seen = now() - interval '40 days';
  perform private.prune_site_signals();
  assert not exists (select 1 from private.site_page_views), 'old page views kept';
  assert not exists (select 1 from private.site_error_groups), 'old error groups kept';
  assert not exists (select 1 from private.site_error_counts), 'counts of removed groups kept';
end
$$;
