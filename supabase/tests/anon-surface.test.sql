-- Everything an anonymous visitor can reach in the database, as one list: the functions anon may execute (narrow RPCs
-- of the public pages, and server-to-server functions that check a secret or a token themselves) and the tables anon
-- may read. A new function is not offered to anon by accident: Supabase's default privileges grant EXECUTE on every
-- new function of `public` to anon and authenticated, so a migration must revoke it (or this test names it).
do $$
declare
  v_expected text[] := array[
    -- the public pages' writes and reads by token
    'cancel_subscription', 'email_one_click', 'get_survey_context', 'get_unsubscribe_context', 'join_waitlist',
    'mark_purchase_redirected', 'register_lead', 'save_purchase_intent', 'save_survey_answers',
    -- the edge's server-to-server calls, each checking its own secret
    'email_claim_batch', 'email_due_counts', 'email_one_click_unsubscribe', 'email_record_feedback',
    'email_report_results', 'email_schedule_due', 'email_sender_settings', 'record_checkout_event',
    'record_class_attendance', 'record_site_signals', 'remote_build_health'
  ];
  v_actual text[];
begin
  select coalesce(array_agg(distinct p.proname order by p.proname), '{}') into v_actual
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE');
  perform tests.eq(v_actual, (select array_agg(x order by x) from unnest(v_expected) x), 'what anon may execute');

  -- Reads, whole tables or some of their columns (launch_classes and lessons are granted column by column: a class's
  -- live link and a lesson's video id are not among them).
  select coalesce(array_agg(distinct c.relname order by c.relname), '{}') into v_actual
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p', 'f')
    and has_any_column_privilege('anon', c.oid, 'SELECT');
  perform tests.eq(v_actual, array['launch_classes', 'launches', 'lesson_catalog', 'lessons', 'routes'],
    'what anon may read directly');
  assert not has_column_privilege('anon', 'public.launch_classes', 'live_url', 'SELECT'), 'anon reads a live link';
  assert not has_column_privilege('anon', 'public.lessons', 'video_id', 'SELECT'), 'anon reads a video id';
  -- A launch's business figures are the staff's: anon reads the columns the public pages show, not these.
  select coalesce(array_agg(a.attname::text order by a.attname), '{}') into v_actual
  from pg_attribute a
  where a.attrelid = 'public.launches'::regclass and a.attnum > 0 and not a.attisdropped
    and a.attname in ('platform_fee_percent', 'platform_fee_fixed', 'recovery_holdout_percent', 'created_at', 'updated_at')
    and has_column_privilege('anon', 'public.launches', a.attname, 'SELECT');
  perform tests.eq(v_actual, '{}'::text[], 'the launch columns anon must not read');
  -- Writes: none, anywhere, except through the functions above.
  select coalesce(array_agg(distinct c.relname order by c.relname), '{}') into v_actual
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p', 'f')
    and (has_any_column_privilege('anon', c.oid, 'INSERT') or has_any_column_privilege('anon', c.oid, 'UPDATE')
      or has_table_privilege('anon', c.oid, 'DELETE') or has_table_privilege('anon', c.oid, 'TRUNCATE'));
  perform tests.eq(v_actual, '{}'::name[], 'what anon may write directly');

  -- The secrets' setters are deployment's: neither anon nor a signed-in user may replace a secret.
  assert not has_function_privilege('anon', 'public.set_attendance_secret(text)', 'EXECUTE'), 'anon sets the attendance secret';
  assert not has_function_privilege('authenticated', 'public.set_attendance_secret(text)', 'EXECUTE'),
    'authenticated sets the attendance secret';
  assert has_function_privilege('service_role', 'public.set_attendance_secret(text)', 'EXECUTE'), 'service_role sets it';
end
$$;

-- As anon through the function itself: the attendance secret cannot be replaced.
select tests.as_anon();
select tests.throws($$select public.set_attendance_secret(repeat('x', 40))$$, '42501');
-- As anon: the public columns of a launch read, its fees do not.
select tests.throws($$select platform_fee_percent from public.launches$$, '42501');
select tests.throws($$select * from public.launches$$, '42501');
select count(checkout_url_advanced) from public.launches;
select tests.as_superuser();
