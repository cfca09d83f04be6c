-- Database-wide settings (supabase/migrations/20261128500200_no_jit_and_plan_row_estimates.sql): JIT compilation off
-- for every session of the database, and the e-mail planning functions costed as what they are (on a build with JIT,
-- their plans cost about 2e10 and every call of the sender's due check spent seconds compiling).
do $$
declare
  v_sql text;
  v_plan jsonb;
begin
  perform tests.eq(current_setting('jit'), 'off', 'a new session of this database starts with jit off');
  foreach v_sql in array array[
    'select * from private.email_send_plan(null)',
    'select * from private.email_due(now())',
    'select * from private.email_sends(null) s cross join lateral private.email_send_window(s.message_key, s.send_at, s.expires_at) w']
  loop
    execute 'explain (format json) ' || v_sql into v_plan;
    perform tests.eq((v_plan -> 0 -> 'Plan' ->> 'Total Cost')::numeric < 100000, true,
      pg_catalog.format('%s costs less than jit_above_cost (plan cost %s)', v_sql, v_plan -> 0 -> 'Plan' ->> 'Total Cost'));
  end loop;
end
$$;
