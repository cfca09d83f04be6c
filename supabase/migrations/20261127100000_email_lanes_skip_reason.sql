-- Issue 37 (part A): the two seams other branches extend, and claims per lane (docs/email.md "Lanes" and
-- "Send-time checks").
--
-- 1. private.email_lane(message_key, is_test): the ONE place a message key gets its lane. Transactional
--    (registration_confirmation, waitlist_confirmation, every staff test send) never waits behind bulk; every other
--    key, including keys added later, is bulk.
-- 2. private.email_skip_reason(row, now): the ONE place of the send-time checks (the CASE email_claim_batch had
--    inline). A branch that adds a check adds a `when` here (and its reason to email_outbox_skip_reason_check).
-- 3. public.email_claim_batch(p_secret, p_limit, p_lease_seconds, p_lane): claims from one lane (or, without p_lane,
--    transactional first); within bulk the earliest deadline (expires_at) goes first.

create or replace function private.email_lane(p_message_key text, p_is_test boolean)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_is_test then 'transactional'
    when p_message_key in ('registration_confirmation', 'waitlist_confirmation') then 'transactional'
    else 'bulk'
  end
$$;
comment on function private.email_lane(text, boolean) is
  'The lane of an outbox row: transactional (confirmations, staff test sends) or bulk (every other key, the default). Partial indexes use it: after changing it, reindex private.email_outbox_lane_*_idx.';
revoke all on function private.email_lane(text, boolean) from public;

create or replace function private.email_skip_reason(p_row private.email_outbox, p_now timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_row.is_test then null
    when p_row.expires_at is not null and p_row.expires_at <= p_now then 'expired'
    when p_row.message_key in ('class_reminder', 'class_live') and p_row.class_id is null then 'class_removed'
    when p_row.lead_id is null and p_row.waitlist_id is null then 'recipient_removed'
    when p_row.lead_id is not null and l.last_updated_by = 'lgpd' then 'anonymised'
    when p_row.lead_id is not null and not l.consent_given then 'no_consent'
    when p_row.lead_id is not null and not l.active then 'unsubscribed'
    when p_row.waitlist_id is not null and not w.consent_given then 'no_consent'
    when p_row.waitlist_id is not null and w.status = 'cancelled' then 'unsubscribed'
  end
  from (select 1) one
  left join public.leads_lancamento l on l.id = p_row.lead_id
  left join public.lista_espera w on w.id = p_row.waitlist_id
$$;
comment on function private.email_skip_reason(private.email_outbox, timestamptz) is
  'Why the outbox row must not be sent at p_now (null: send it). The send-time checks of email_claim_batch, in one place: add a case here (and the reason to email_outbox_skip_reason_check).';
revoke all on function private.email_skip_reason(private.email_outbox, timestamptz) from public;

-- Due rows per lane, in the order each lane is served.
create index email_outbox_lane_transactional_idx on private.email_outbox (next_attempt_at, id)
  where status = 'pending' and private.email_lane(message_key, is_test) = 'transactional';
create index email_outbox_lane_bulk_idx on private.email_outbox (expires_at, next_attempt_at, id)
  where status = 'pending' and private.email_lane(message_key, is_test) = 'bulk';
drop index private.email_outbox_pending_idx;

-- Ids of up to p_limit claimable rows of one lane: rows a crashed sender left behind (lease over) first, then due
-- pending rows (transactional first in, first out; bulk earliest deadline first). Locked, skipping locked rows.
create or replace function private.email_claimable(p_lane text, p_limit integer, p_now timestamptz)
returns bigint[]
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_more bigint[];
begin
  v_ids := array(
    select o.id from private.email_outbox o
    join private.email_messages m on m.id = o.email_message_id
    where o.status = 'sending' and o.lease_until < p_now and (o.is_test or not m.paused)
      and private.email_lane(o.message_key, o.is_test) = p_lane
    order by o.lease_until, o.id
    limit p_limit
    for update of o skip locked);
  if cardinality(v_ids) >= p_limit then
    return v_ids;
  end if;
  if p_lane = 'transactional' then
    v_more := array(
      select o.id from private.email_outbox o
      join private.email_messages m on m.id = o.email_message_id
      where o.status = 'pending' and private.email_lane(o.message_key, o.is_test) = 'transactional'
        and o.next_attempt_at <= p_now and (o.is_test or not m.paused)
      order by o.next_attempt_at, o.id
      limit p_limit - cardinality(v_ids)
      for update of o skip locked);
  else
    v_more := array(
      select o.id from private.email_outbox o
      join private.email_messages m on m.id = o.email_message_id
      where o.status = 'pending' and private.email_lane(o.message_key, o.is_test) = 'bulk'
        and o.next_attempt_at <= p_now and not m.paused
      order by o.expires_at nulls last, o.next_attempt_at, o.id
      limit p_limit - cardinality(v_ids)
      for update of o skip locked);
  end if;
  return v_ids || v_more;
end
$$;
revoke all on function private.email_claimable(text, integer, timestamptz) from public;

drop function public.email_claim_batch(text, integer, integer);

-- Claims up to p_limit due rows of lane p_lane ('transactional' | 'bulk'; null: transactional first, then bulk) for
-- p_lease_seconds (docs/email.md). Rows private.email_skip_reason names a reason for are skipped here, at send time.
-- Items come in claim order.
create or replace function public.email_claim_batch(p_secret text, p_limit integer default 50,
  p_lease_seconds integer default 120, p_lane text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_lease interval := pg_catalog.make_interval(secs => least(greatest(coalesce(p_lease_seconds, 120), 10), 3600));
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_ids bigint[];
begin
  perform private.require_email_secret(p_secret);
  if p_lane is not null and p_lane not in ('transactional', 'bulk') then
    raise exception using errcode = '22023', message = 'Fila de envio inválida: use transactional ou bulk.';
  end if;
  v_ids := private.email_claimable(coalesce(p_lane, 'transactional'), v_limit, v_now);
  if p_lane is null and cardinality(v_ids) < v_limit then
    v_ids := v_ids || private.email_claimable('bulk', v_limit - cardinality(v_ids), v_now);
  end if;
  if cardinality(v_ids) = 0 then
    return '[]'::jsonb;
  end if;

  -- A row whose sender vanished after its last allowed attempt fails (it may have gone out: the Message-ID is stable).
  update private.email_outbox o
  set status = 'failed', lease_until = null, link_token = null,
      last_error = coalesce(o.last_error, 'o envio não foi confirmado após ' || o.attempts || ' tentativas')
  where o.id = any (v_ids) and o.status = 'sending'
    and o.attempts >= (select s.max_attempts from private.email_settings s);

  -- Send-time checks (private.email_skip_reason).
  update private.email_outbox o
  set status = 'skipped', skip_reason = x.reason, link_token = null, lease_until = null
  from (
    select o2.id, private.email_skip_reason(o2, v_now) as reason
    from private.email_outbox o2
    where o2.id = any (v_ids) and o2.status in ('pending', 'sending')
  ) x
  where o.id = x.id and x.reason is not null;

  update private.email_outbox o
  set status = 'sending', attempts = o.attempts + 1, lease_until = v_now + v_lease, next_attempt_at = v_now,
      subject = (case when o.is_test then '[Teste] ' else '' end)
        || private.email_fill(m.subject, private.email_outbox_values(o.id))
  from private.email_messages m
  where m.id = o.email_message_id and o.id = any (v_ids) and o.status in ('pending', 'sending');

  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', o.id, 'message_id', o.message_id, 'message_key', o.message_key, 'lancamento', o.lancamento,
      'to_email', o.to_email, 'to_name', v.vals ->> 'primeiro_nome', 'subject', o.subject, 'body', m.body,
      'variables', v.vals, 'unsubscribe_token', case when o.is_test then null else coalesce(l.pesquisa_hash, w.unsubscribe_token) end,
      'is_test', o.is_test, 'attempt', o.attempts, 'lane', private.email_lane(o.message_key, o.is_test)) order by array_position(v_ids, o.id))
    from private.email_outbox o
    join private.email_messages m on m.id = o.email_message_id
    left join public.leads_lancamento l on l.id = o.lead_id
    left join public.lista_espera w on w.id = o.waitlist_id
    cross join lateral (select private.email_outbox_values(o.id) as vals) v
    where o.id = any (v_ids) and o.status = 'sending'), '[]'::jsonb);
end
$$;
revoke all on function public.email_claim_batch(text, integer, integer, text) from public, authenticated;
grant execute on function public.email_claim_batch(text, integer, integer, text) to anon, service_role;
