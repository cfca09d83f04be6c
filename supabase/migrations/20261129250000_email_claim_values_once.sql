-- Issue 37 (a bulk send at 200/s): measured with track_functions during the bench's drain, the claim was most of the
-- database's work, and in it each row's values (private.email_outbox_values -> email_values: the launch's texts, the
-- class's lines, the calendar link, the lead's links).
-- 1. public.email_claim_batch computed each claimed row's values twice, once for the subject and once for the item it
--    returns. Now once (a MATERIALIZED CTE: inlined, the call would be made for each reference again). Starts from
--    the definition of 20261129100000_checkout_consent_recovery.sql (a checkout buyer's one-click token). Same
--    signature, same answers (supabase/tests/launch-email.test.sql, email-lanes.test.sql,
--    email-functions-combined.test.sql); the claim order, the lease, the send-time checks and the expired-lease
--    failures are unchanged.
-- 2. private.url_encode split every text into characters and aggregated them back, also the tokens of every message
--    (hex / URL-safe already). A text made only of unreserved characters is now returned as it is; any other text is
--    encoded exactly as before.
create or replace function private.url_encode(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_text, '') ~ '^[A-Za-z0-9_.~-]*$' then coalesce(p_text, '') else (
    select coalesce(string_agg(case when t.ch ~ '^[A-Za-z0-9_.~-]$' then t.ch
      else pg_catalog.upper(pg_catalog.regexp_replace(pg_catalog.encode(pg_catalog.convert_to(t.ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end,
      '' order by t.i), '')
    from pg_catalog.regexp_split_to_table(p_text, '') with ordinality t(ch, i)) end
$$;
revoke all on function private.url_encode(text) from public;

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
  v_items jsonb;
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

  -- The rows that go out: their values once, for the subject and for the item.
  with v as materialized (
    select o.id, private.email_outbox_values(o.id) as vals
    from private.email_outbox o
    where o.id = any (v_ids) and o.status in ('pending', 'sending')
  ), claimed as (
    update private.email_outbox o
    set status = 'sending', attempts = o.attempts + 1, lease_until = v_now + v_lease, next_attempt_at = v_now,
        subject = (case when o.is_test then '[Teste] ' else '' end) || private.email_fill(m.subject, v.vals)
    from private.email_messages m, v
    where m.id = o.email_message_id and v.id = o.id
    returning o.id, o.message_id, o.message_key, o.lancamento, o.to_email, o.subject, o.is_test, o.attempts,
      o.lead_id, o.waitlist_id, o.checkout_buyer_id, m.body, v.vals
  )
  select jsonb_agg(jsonb_build_object(
      'id', c.id, 'message_id', c.message_id, 'message_key', c.message_key, 'lancamento', c.lancamento,
      'to_email', c.to_email, 'to_name', c.vals ->> 'primeiro_nome', 'subject', c.subject, 'body', c.body,
      'variables', c.vals,
      'unsubscribe_token', case when c.is_test then null
                                else coalesce(l.pesquisa_hash, w.unsubscribe_token, b.unsubscribe_token) end,
      'is_test', c.is_test, 'attempt', c.attempts, 'lane', private.email_lane(c.message_key, c.is_test))
    order by array_position(v_ids, c.id))
  into v_items
  from claimed c
  left join public.leads_lancamento l on l.id = c.lead_id
  left join public.lista_espera w on w.id = c.waitlist_id
  left join private.checkout_buyers b on b.id = c.checkout_buyer_id;
  return coalesce(v_items, '[]'::jsonb);
end
$$;
revoke all on function public.email_claim_batch(text, integer, integer, text) from public, authenticated;
grant execute on function public.email_claim_batch(text, integer, integer, text) to anon, service_role;
