-- A bulk send at 200/s (docs/performance.md, "a message's values, its checks and the due counts once per batch"): the
-- sender's dispatch reads public.email_due_counts every EMAIL_POLL_SECONDS while a send drains, and the function
-- counted every due row, calling private.email_lane on each (not inlined: it has its own search_path): with a large
-- send pending, more of the database's CPU than the claims of the rows that went out meanwhile.
-- The dispatch only needs to know how many chains to start: min(chains of the lane, ceil(due / rows per claim)), at
-- most 50 chains of at most 500 rows (edge/src/email/delivery.ts `chainsFor`, `chainBatchSize`). So each lane's due
-- rows are now counted up to 25,000 (a count at the cap starts as many chains as any larger one), from the lane's
-- partial index alone (its predicate is the lane: no call per row). Same signature; below the cap the same answers
-- (supabase/tests/email-lanes.test.sql), at the cap supabase/tests/email-sender-cost.test.sql; docs/email.md.
create or replace function public.email_due_counts(p_secret text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.clock_timestamp();
begin
  perform private.require_email_secret(p_secret);
  -- Each lane spelled out: a constant lane is what lets the planner use that lane's partial index.
  return jsonb_build_object(
    'transactional', (select count(*) from (
      select 1 from private.email_outbox o
      where o.status = 'pending' and private.email_lane(o.message_key, o.is_test) = 'transactional'
        and o.next_attempt_at <= v_now
      union all
      select 1 from private.email_outbox o
      where o.status = 'sending' and o.lease_until < v_now
        and private.email_lane(o.message_key, o.is_test) = 'transactional'
      limit 25000) x),
    'bulk', (select count(*) from (
      select 1 from private.email_outbox o
      where o.status = 'pending' and private.email_lane(o.message_key, o.is_test) = 'bulk'
        and o.next_attempt_at <= v_now
      union all
      select 1 from private.email_outbox o
      where o.status = 'sending' and o.lease_until < v_now
        and private.email_lane(o.message_key, o.is_test) = 'bulk'
      limit 25000) x));
end
$$;
revoke all on function public.email_due_counts(text) from public, authenticated;
grant execute on function public.email_due_counts(text) to anon, service_role;
