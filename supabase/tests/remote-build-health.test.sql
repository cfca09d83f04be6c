-- public.remote_build_health (supabase/migrations/20261125500000_remote_build_health.sql), what the edge's
-- canary check reads: per build of one remote, page views, remote-load failures and errors since a time; only with
-- the signals secret.

do $$
declare
  c_secret constant text := 'segredo-de-teste-dos-sinais-com-mais-de-32-caracteres';
  v jsonb;
  v_msgs jsonb;
  v_view jsonb;
  v_canary jsonb;
  v_stable jsonb;
  v_user uuid;
begin
  perform tests.as_superuser();
  perform public.set_site_signals_secret(c_secret);

  -- Three page views of the stable build, two of the canary; the canary fails to load twice and throws once.
  v_view := jsonb_build_object('route', '/inscricao', 'device', 'mobile', 'connection', '4g',
    'remote', 'mfe_funnel', 'shell_build', 's1');
  v_msgs := jsonb_build_array(
    jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', left(replace(gen_random_uuid()::text, '-', ''), 22), 'view', v_view || '{"build": "aaaaaaaaaaaa"}', 'events', '[]'::jsonb),
    jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', left(replace(gen_random_uuid()::text, '-', ''), 22), 'view', v_view || '{"build": "aaaaaaaaaaaa"}', 'events', '[]'::jsonb),
    jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', left(replace(gen_random_uuid()::text, '-', ''), 22), 'view', v_view || '{"build": "aaaaaaaaaaaa"}', 'events', '[]'::jsonb),
    jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', left(replace(gen_random_uuid()::text, '-', ''), 22), 'view', v_view || '{"build": "bbbbbbbbbbbb"}',
      'events', jsonb_build_array(
        jsonb_build_object('kind', 'remote', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'bbbbbbbbbbbb', 'expose', 'Landing', 'code', 'RUNTIME-008'),
        jsonb_build_object('kind', 'error', 'route', '/inscricao', 'device', 'mobile', 'remote', 'mfe_funnel',
          'build', 'bbbbbbbbbbbb', 'fingerprint', 'cccccccccccccccccccccccccccccccc', 'error_type', 'Error',
          'message', 'boom', 'top_frame', 'f /remoteEntry.js:1:1', 'sample_message', 'boom', 'sample_stack', '', 'n', 1))),
    jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', left(replace(gen_random_uuid()::text, '-', ''), 22), 'view', v_view || '{"build": "bbbbbbbbbbbb"}',
      'events', jsonb_build_array(
        jsonb_build_object('kind', 'remote', 'route', '/inscricao', 'device', 'mobile', 'connection', '4g',
          'remote', 'mfe_funnel', 'build', 'bbbbbbbbbbbb', 'expose', 'Landing', 'code', 'RUNTIME-008'))),
    -- Another remote's build with the same id is not counted for mfe_funnel.
    jsonb_build_object('id', gen_random_uuid(), 'at', now(), 'view_id', left(replace(gen_random_uuid()::text, '-', ''), 22),
      'view', v_view || '{"remote": "mfe_sales", "build": "bbbbbbbbbbbb"}', 'events', '[]'::jsonb));
  perform public.record_site_signals(c_secret, v_msgs);

  -- Without the secret (or with another one): refused, for anon as for a signed-in user.
  v_user := tests.create_user('user-health@example.com');
  perform tests.as_anon();
  perform tests.throws('select public.remote_build_health(''wrong'', ''mfe_funnel'', array[''aaaaaaaaaaaa''], now())', '42501');
  perform tests.as_user(v_user);
  perform tests.throws(format('select public.remote_build_health(%L, ''mfe_funnel'', array[''aaaaaaaaaaaa''], now())', c_secret), '42501');

  perform tests.as_anon();
  v := public.remote_build_health(c_secret, 'mfe_funnel', array['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'dddddddddddd'], now() - interval '10 minutes');
  assert jsonb_array_length(v) = 3, v::text;
  select r into v_stable from jsonb_array_elements(v) r where r ->> 'build' = 'aaaaaaaaaaaa';
  select r into v_canary from jsonb_array_elements(v) r where r ->> 'build' = 'bbbbbbbbbbbb';
  assert v_stable = '{"build": "aaaaaaaaaaaa", "page_views": 3, "remote_load_failures": 0, "errors": 0}'::jsonb, v_stable::text;
  assert v_canary = '{"build": "bbbbbbbbbbbb", "page_views": 2, "remote_load_failures": 2, "errors": 1}'::jsonb, v_canary::text;
  assert (select r from jsonb_array_elements(v) r where r ->> 'build' = 'dddddddddddd')
    = '{"build": "dddddddddddd", "page_views": 0, "remote_load_failures": 0, "errors": 0}'::jsonb;

  -- Counts start at the hour of p_since (hourly rollups): a canary started in the next hour sees none of these.
  v := public.remote_build_health(c_secret, 'mfe_funnel', array['bbbbbbbbbbbb'], now() + interval '1 hour');
  assert v -> 0 ->> 'page_views' = '0', v::text;

  perform tests.throws(format('select public.remote_build_health(%L, ''Bad Name'', array[''x''], now())', c_secret), '22023');
  perform tests.as_superuser();
end
$$;
