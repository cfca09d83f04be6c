-- Issue 37 (part A): what the split sender needs from the database, and the Message-ID with random parts only.
--
-- 1. public.email_due_counts(p_secret): due rows per lane, what the sender's cron reads every few seconds to start
--    queue consumers (edge/src/email/dispatch.ts).
-- 2. public.email_one_click(p_token): RFC 8058 one-click unsubscribe for the PUBLIC worker, with the anon key and the
--    unguessable single-purpose token only (as cancel_subscription does): the public worker no longer holds the
--    sender's database secret. email_one_click_unsubscribe(p_secret, p_token) stays (same result) for the sender.
-- 3. Message-IDs are `<random@domain>`: they showed the outbox's row id (how many messages were ever written).
-- 4. email_report_results takes outcome `unsent` (a configuration fault of the sender: the row goes back untouched).

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
  return (
    select jsonb_build_object(
      'transactional', count(*) filter (where x.lane = 'transactional'),
      'bulk', count(*) filter (where x.lane = 'bulk'))
    from (
      select private.email_lane(o.message_key, o.is_test) as lane from private.email_outbox o
      where o.status = 'pending' and private.email_lane(o.message_key, o.is_test) = 'transactional'
        and o.next_attempt_at <= v_now
      union all
      select private.email_lane(o.message_key, o.is_test) from private.email_outbox o
      where o.status = 'pending' and private.email_lane(o.message_key, o.is_test) = 'bulk'
        and o.next_attempt_at <= v_now
      union all
      select private.email_lane(o.message_key, o.is_test) from private.email_outbox o
      where o.status = 'sending' and o.lease_until < v_now
    ) x);
end
$$;
revoke all on function public.email_due_counts(text) from public, authenticated;
grant execute on function public.email_due_counts(text) to anon, service_role;

create or replace function public.email_one_click(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_token(p_token) then
    return 'not_found';
  end if;
  update public.leads_lancamento l
  set active = false, cancelled_by = 'one_click_email', cancelled_at = now(), last_updated_by = 'one_click_email'
  where l.pesquisa_hash = p_token and l.active;
  if found then
    return 'cancelled';
  end if;
  update public.lista_espera w
  set status = 'cancelled', cancelled_by = 'one_click_email', cancelled_at = now()
  where w.unsubscribe_token = p_token and w.status <> 'cancelled';
  if found then
    return 'cancelled';
  end if;
  return case
    when exists (select 1 from public.leads_lancamento l where l.pesquisa_hash = p_token)
      or exists (select 1 from public.lista_espera w where w.unsubscribe_token = p_token) then 'already_cancelled'
    else 'not_found'
  end;
end
$$;
revoke all on function public.email_one_click(text) from public, authenticated;
grant execute on function public.email_one_click(text) to anon, service_role;

create or replace function public.email_one_click_unsubscribe(p_secret text, p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_email_secret(p_secret);
  return public.email_one_click(p_token);
end
$$;

create or replace function private.outbox_message_id(p_id bigint)
returns text
language sql
volatile
set search_path = ''
as $$
  select '<' || private.new_token() || '@'
    || coalesce((select s.message_id_domain from private.email_settings s), 'semanajava.com.br') || '>'
$$;
comment on function private.outbox_message_id(bigint) is
  'The Message-ID of a new outbox row: a random part (24 bytes) at the domain of the e-mail settings. Nothing in it tells the row id. Volatile: each call draws a new random part. p_id is unused (kept for the callers).';

create or replace function public.email_schedule_due(p_secret text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_domain text := (select s.message_id_domain from private.email_settings s);
  v_leads integer;
  v_waitlist integer;
begin
  perform private.require_email_secret(p_secret);
  -- One scheduler at a time (two senders' ticks would do the same work).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.email_schedule_due'));

  -- Ids and Message-IDs are given here (not by the row trigger) and recipients who have their row already are left
  -- out by an anti-join, so a pass over 100,000 leads stays a few set operations.
  insert into private.email_outbox (id, message_id, email_message_id, lancamento, message_key, class_id, lead_id,
    to_email, dedupe_key, expires_at, next_attempt_at)
  select x.id, '<' || private.new_token() || '@' || v_domain || '>', x.email_message_id,
    x.lancamento, x.message_key, x.class_id, x.lead_id, x.email, x.dedupe_key, x.expires_at, v_now
  from (
    select pg_catalog.nextval('private.email_outbox_id_seq'::regclass) as id, d.email_message_id, d.lancamento,
      d.message_key, d.class_id, l.id as lead_id, l.email, 'lead:' || l.id || coalesce(':class:' || d.class_id, '') as dedupe_key,
      d.expires_at
    from private.email_due(v_now) d
    join public.leads_lancamento l on l.lancamento = d.lancamento and (d.since is null or l.created_at >= d.since)
    where d.message_key <> 'waitlist_next_launch'
      and not exists (select 1 from private.email_outbox o
                      where o.email_message_id = d.email_message_id and o.lead_id = l.id
                        and o.class_id is not distinct from d.class_id)
  ) x
  on conflict do nothing;
  get diagnostics v_leads = row_count;

  insert into private.email_outbox (email_message_id, lancamento, message_key, waitlist_id, to_email, dedupe_key,
    expires_at, next_attempt_at)
  select d.email_message_id, d.lancamento, d.message_key, w.id, w.email, 'waitlist:' || w.id, d.expires_at, v_now
  from private.email_due(v_now) d
  join public.lista_espera w on d.since is null or w.created_at >= d.since
  where d.message_key = 'waitlist_next_launch'
  on conflict do nothing;
  get diagnostics v_waitlist = row_count;

  insert into private.email_schedule_marks (email_message_id, class_id, scheduled_at)
  select d.email_message_id, coalesce(d.class_id, 0), v_now from private.email_due(v_now) d
  on conflict (email_message_id, class_id) do update set scheduled_at = excluded.scheduled_at;
  return v_leads + v_waitlist;
end
$$;
revoke all on function public.email_schedule_due(text) from public, authenticated;
grant execute on function public.email_schedule_due(text) to anon, service_role;

-- Records the sender's results: [{ id, outcome: sent | temporary | permanent | unsent, error, provider_message_id }].
-- unsent (issue 37): the message did not leave because of the sender's own configuration (the provider refused our
-- credentials or sender): back to pending as it was before the claim (the attempt is not counted), due in a minute.
-- Only rows being sent change (a repeated report changes nothing). Temporary failures wait 30 s * 2^(attempts - 1),
-- at most an hour, and fail for good after max_attempts.
create or replace function public.email_report_results(p_secret text, p_results jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_max integer := (select s.max_attempts from private.email_settings s);
  v_sent integer;
  v_retry integer;
  v_failed integer;
  v_unsent integer;
begin
  perform private.require_email_secret(p_secret);
  if p_results is null or jsonb_typeof(p_results) <> 'array' then
    raise exception using errcode = '22023', message = 'Resultados inválidos.';
  end if;
  if exists (select 1 from jsonb_array_elements(p_results) r
             where jsonb_typeof(r) <> 'object' or coalesce(r ->> 'id', '') !~ '^[0-9]{1,18}$'
                or coalesce(r ->> 'outcome', '') not in ('sent', 'temporary', 'permanent', 'unsent')) then
    raise exception using errcode = '22023', message = 'Resultado inválido: cada item precisa de id e de outcome sent, temporary, permanent ou unsent.';
  end if;

  update private.email_outbox o
  set status = 'sent', sent_at = now(), lease_until = null, link_token = null, last_error = null,
      provider_message_id = r.provider_id
  from private.email_results(p_results) r
  where o.id = r.id and r.outcome = 'sent' and o.status = 'sending';
  get diagnostics v_sent = row_count;

  update private.email_outbox o
  set status = 'pending', lease_until = null, last_error = coalesce(r.error, 'falha temporária'),
      next_attempt_at = now() + least(interval '30 seconds' * power(2, greatest(o.attempts - 1, 0)), interval '1 hour')
  from private.email_results(p_results) r
  where o.id = r.id and r.outcome = 'temporary' and o.status = 'sending' and o.attempts < v_max;
  get diagnostics v_retry = row_count;

  update private.email_outbox o
  set status = 'pending', lease_until = null, attempts = greatest(o.attempts - 1, 0),
      last_error = coalesce(r.error, 'remetente mal configurado'), next_attempt_at = now() + interval '1 minute'
  from private.email_results(p_results) r
  where o.id = r.id and r.outcome = 'unsent' and o.status = 'sending';
  get diagnostics v_unsent = row_count;

  update private.email_outbox o
  set status = 'failed', lease_until = null, link_token = null,
      last_error = coalesce(r.error, case when r.outcome = 'permanent' then 'falha permanente' else 'falha temporária' end)
  from private.email_results(p_results) r
  where o.id = r.id and o.status = 'sending' and (r.outcome = 'permanent' or (r.outcome = 'temporary' and o.attempts >= v_max));
  get diagnostics v_failed = row_count;

  return jsonb_build_object('sent', v_sent, 'retry', v_retry + v_unsent, 'failed', v_failed);
end
$$;
revoke all on function public.email_report_results(text, jsonb) from public, authenticated;
grant execute on function public.email_report_results(text, jsonb) to anon, service_role;
