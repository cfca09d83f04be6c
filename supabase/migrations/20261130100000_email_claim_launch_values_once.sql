-- A bulk send at 200/s (docs/performance.md, "a message's values, its checks and the due counts once per batch"): after
-- 20261129250000_email_claim_values_once.sql the claim still computed every claimed row's values alone
-- (private.email_outbox_values -> private.email_values, one call per row): the launch's texts, its class lines
-- (twice: once more inside the calendar link, every character URL-encoded), the calendar link and the class's times
-- were rebuilt for every recipient of one send, and each call planned its nine-table query again.
-- Now a message's values are three parts, each computed where it varies:
--   private.email_launch_values(lancamento)   the launch's: name, dates, class lines, calendar link, offer and
--                                             registration links (once per launch in a claim)
--   private.email_class_values(class_id)      the class's: title, time, next class, class page without a token (once
--                                             per class in a claim)
--   private.email_recipient_values(...)       the recipient's: greeting name, thank-you link, group link, unsubscribe
--                                             link (per row)
-- private.email_values (the staff preview and test sends) joins the three for one recipient; the new
-- private.email_outbox_values_of(ids) does it for a claim's rows in one query, each launch's and class's part once;
-- private.email_outbox_values(id) is that for one row. public.email_claim_batch uses email_outbox_values_of.
-- Same signatures, same answers byte for byte (the keys, the null ones left out, the lead's attendance token in
-- link_aula, the recovery values).
-- With the values cut, the send-time checks were the largest part of a claim: email_claim_batch called
-- private.email_skip_reason once per claimed row, and each call planned its query (five tables, four EXISTS) again,
-- most of the call's time. The checks are now one set-based function over the batch's rows, planned once per claim:
--   private.email_skip_reasons(rows, now)   THE send-time checks, one reason (or null: send it) per row; add a case
--                                           here (and the reason to email_outbox_skip_reason_check)
--   private.email_skip_reason(row, now)     the same for one row (tests, and whoever asks about one row)
-- The cases are 20261129100000's, word for word, same answers.
-- The claim's order, lease and expired-lease failures are unchanged. Tests: supabase/tests/email-sender-cost.test.sql
-- (counts the calls), launch-email.test.sql, email-functions-combined.test.sql, class-attendance.test.sql,
-- recovery-sequences.test.sql (values); email-lanes.test.sql, checkout-consent-recovery.test.sql,
-- email-feedback.test.sql, class-attendance-audiences.test.sql (checks, through email_skip_reason).

create or replace function private.email_launch_values(p_lancamento integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'nome_lancamento', l.name,
    'data_evento', private.email_time_text(coalesce(
      (select min(c.starts_at) from public.launch_classes c where c.lancamento = l.lancamento), l.event_starts_at)),
    'datas_aulas', private.email_class_lines(l.lancamento),
    'link_calendario', private.email_calendar_url(l.lancamento),
    'abertura_carrinho', private.email_time_text(l.cart_opens_at),
    'prazo_oferta', private.email_time_text(l.registration_deadline),
    'link_oferta', s.site_url || '/oferta',
    'link_inscricao', s.site_url || '/inscricao')
  from public.launches l
  cross join private.email_settings s
  where l.lancamento = p_lancamento
$$;
revoke all on function private.email_launch_values(integer) from public, anon, authenticated;
comment on function private.email_launch_values(integer) is
  'The part of a message''s values that is the same for every recipient of the launch (null values kept: email_values strips them). Null when the launch does not exist.';

create or replace function private.email_class_values(p_class_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'titulo_aula', c.title,
    'horario_aula', private.email_time_text(c.starts_at),
    'horario_proxima_aula', private.email_time_text((select min(c2.starts_at) from public.launch_classes c2
      where c2.lancamento = c.lancamento and c2.starts_at > c.starts_at)),
    -- The class page (issue 38), without a token here: email_outbox_values adds the lead's.
    'link_aula', private.class_page_url(s.site_url, c.id, null))
  from public.launch_classes c
  cross join private.email_settings s
  where c.id = p_class_id
$$;
revoke all on function private.email_class_values(bigint) from public, anon, authenticated;
comment on function private.email_class_values(bigint) is
  'The part of a message''s values that is the same for every recipient of the class''s send (no lead token in link_aula). Null when there is no such class.';

create or replace function private.email_recipient_values(p_launch public.launches, p_site_url text, p_name text,
  p_track text, p_thank_you_token text, p_unsubscribe_token text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'primeiro_nome', private.greeting_name(p_name),
    'link_obrigado', case when p_thank_you_token is not null then
      p_site_url || case when p_track = 'iniciante' then '/inscricao/obrigado-2' else '/inscricao/obrigado' end
      || '?data=' || private.url_encode(p_thank_you_token) end,
    'link_grupo', case when p_track = 'iniciante' then p_launch.group_link_iniciante
                       else p_launch.group_link_intermediaria end,
    'link_descadastro', case when p_unsubscribe_token is not null then
      p_site_url || '/descadastro?hash=' || private.url_encode(p_unsubscribe_token) end)
$$;
revoke all on function private.email_recipient_values(public.launches, text, text, text, text, text)
  from public, anon, authenticated;
comment on function private.email_recipient_values(public.launches, text, text, text, text, text) is
  'The part of a message''s values that is the recipient''s own (null values kept: email_values strips them).';

-- One recipient (the staff preview and test sends): the three parts, as before.
create or replace function private.email_values(p_lancamento integer, p_class_id bigint, p_name text, p_track text,
  p_thank_you_token text, p_unsubscribe_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_strip_nulls(private.email_launch_values(l.lancamento)
    || coalesce(private.email_class_values(p_class_id), '{}'::jsonb)
    || private.email_recipient_values(l, s.site_url, p_name, p_track, p_thank_you_token, p_unsubscribe_token))
  from public.launches l
  cross join private.email_settings s
  where l.lancamento = p_lancamento
$$;
revoke all on function private.email_values(integer, bigint, text, text, text, text) from public, anon, authenticated;

-- The values of outbox rows, in one query: each launch's and each class's part once for all of them.
create or replace function private.email_outbox_values_of(p_ids bigint[])
returns table (id bigint, vals jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with outbox as materialized (
    select o.* from private.email_outbox o where o.id = any (p_ids)
  ), launch_part as materialized (
    select k.lancamento, private.email_launch_values(k.lancamento) as vals
    from (select distinct r.lancamento from outbox r) k
  ), class_part as materialized (
    select k.class_id, private.email_class_values(k.class_id) as vals
    from (select distinct r.class_id from outbox r where r.class_id is not null) k
  )
  select o.id,
    -- A launch that does not exist gives null, as email_values does.
    jsonb_strip_nulls(lp.vals || coalesce(cp.vals, '{}'::jsonb)
      || private.email_recipient_values(ln, s.site_url,
        case when o.checkout_buyer_id is not null then coalesce(e.buyer_name, '')
             else coalesce(l.name, w.name, p.name, 'Maria') end,
        coalesce(a.track, l.track, w.track, p.track, 'iniciante'),
        case when o.is_test then case when o.message_key = 'registration_confirmation' then 'exemplo' end
             else o.link_token end,
        case when o.is_test then 'exemplo' else coalesce(l.pesquisa_hash, w.unsubscribe_token, b.unsubscribe_token) end))
    || case when o.class_id is not null and t.token is not null and not o.is_test
         then jsonb_build_object('link_aula', private.class_page_url(s.site_url, o.class_id, t.token))
         else '{}'::jsonb end
    || case when o.message_key like 'recovery\_%' then private.recovery_values(o.checkout_event_id, o.lancamento)
         else '{}'::jsonb end
  from outbox o
  left join private.email_settings s on true
  left join launch_part lp on lp.lancamento = o.lancamento
  left join class_part cp on cp.class_id = o.class_id
  left join public.launches ln on ln.lancamento = o.lancamento
  left join public.leads_lancamento l on l.id = o.lead_id
  left join public.lista_espera w on w.id = o.waitlist_id
  left join public.leads_lancamento p on p.id = o.preview_lead_id
  left join private.checkout_buyers b on b.id = o.checkout_buyer_id
  left join public.checkout_events e on o.checkout_buyer_id is not null and e.id = o.checkout_event_id
  left join private.registration_attempts a on o.link_token is not null and a.token_digest = private.token_digest(o.link_token)
  left join private.attendance_tokens t on t.lead_id = o.lead_id
$$;
revoke all on function private.email_outbox_values_of(bigint[]) from public, anon, authenticated;
comment on function private.email_outbox_values_of(bigint[]) is
  'The values of these outbox rows ({{variables}} of subject and body), each launch''s and class''s part computed once.';

create or replace function private.email_outbox_values(p_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select v.vals from private.email_outbox_values_of(array[p_id]) v
$$;
revoke all on function private.email_outbox_values(bigint) from public, anon, authenticated;

create or replace function private.email_skip_reasons(p_rows private.email_outbox[], p_now timestamptz)
returns table (id bigint, reason text)
language sql
stable
set search_path = ''
as $$
  select r.id, case
    when r.is_test then null
    when r.expires_at is not null and r.expires_at <= p_now then 'expired'
    when r.checkout_event_id is not null and private.checkout_recovery_settled(e.lancamento, e.buyer_email, e.event_at)
      then 'settled'
    when r.message_key in ('class_reminder', 'class_live', 'class_replay', 'class_missed') and r.class_id is null
      then 'class_removed'
    when r.lead_id is null and r.waitlist_id is null and r.checkout_buyer_id is null then 'recipient_removed'
    when r.lead_id is not null and l.last_updated_by = 'lgpd' then 'anonymised'
    when r.lead_id is not null and not l.consent_given then 'no_consent'
    when r.lead_id is not null and not l.active then 'unsubscribed'
    when r.waitlist_id is not null and not w.consent_given then 'no_consent'
    when r.waitlist_id is not null and w.status = 'cancelled' then 'unsubscribed'
    -- Issue 39 (checkout consent): the buyer unsubscribed (their token, or their registration in the launch is
    -- cancelled), or the newest checkout answer no longer accepts.
    when r.checkout_buyer_id is not null and (b.unsubscribed_at is not null
      or exists (select 1 from public.leads_lancamento x where x.lancamento = b.lancamento and x.email = b.buyer_email
                 and (not x.active or x.last_updated_by = 'lgpd'))) then 'unsubscribed'
    when r.checkout_buyer_id is not null
      and not coalesce(private.checkout_answer(b.lancamento, b.buyer_email, null), false) then 'no_consent'
    -- A lead's recovery message stops too when the buyer unsubscribed through the checkout buyer's token.
    when r.checkout_event_id is not null and exists (select 1 from private.checkout_buyers u
      where u.lancamento = e.lancamento and u.buyer_email = e.buyer_email and u.unsubscribed_at is not null)
      then 'unsubscribed'
    when exists (select 1 from private.email_suppressions s where s.email_sha256 = private.email_digest(r.to_email))
      then 'suppressed'
    -- Issue 38: the audiences by attendance ("is this still true" at send time).
    when r.message_key = 'class_replay' and exists (select 1 from private.class_attendance a
      where a.class_id = r.class_id and a.lead_id = r.lead_id and a.live_seconds >= 60) then 'watched_live'
    when r.message_key = 'class_missed' and exists (select 1 from private.class_attendance a
      where a.class_id = r.class_id and a.lead_id = r.lead_id and a.live_seconds + a.replay_seconds >= 60)
      then 'watched_class'
  end
  from unnest(p_rows) r
  left join public.leads_lancamento l on l.id = r.lead_id
  left join public.lista_espera w on w.id = r.waitlist_id
  left join public.checkout_events e on e.id = r.checkout_event_id
  left join private.checkout_buyers b on b.id = r.checkout_buyer_id
$$;
revoke all on function private.email_skip_reasons(private.email_outbox[], timestamptz) from public, anon, authenticated;
comment on function private.email_skip_reasons(private.email_outbox[], timestamptz) is
  'Why each outbox row must not be sent at p_now (reason null: send it). The send-time checks of email_claim_batch, in one place: add a case here (and the reason to email_outbox_skip_reason_check).';

create or replace function private.email_skip_reason(p_row private.email_outbox, p_now timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select s.reason from private.email_skip_reasons(array[p_row], p_now) s
$$;
comment on function private.email_skip_reason(private.email_outbox, timestamptz) is
  'Why the outbox row must not be sent at p_now (null: send it): private.email_skip_reasons for one row.';

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

  -- Send-time checks (private.email_skip_reasons), for the batch's rows in one query.
  update private.email_outbox o
  set status = 'skipped', skip_reason = x.reason, link_token = null, lease_until = null
  from private.email_skip_reasons(array(
    select o2 from private.email_outbox o2 where o2.id = any (v_ids) and o2.status in ('pending', 'sending')), v_now) x
  where o.id = x.id and x.reason is not null;

  -- The rows that go out: their values once, for the subject and for the item, the launch's and class's parts once
  -- for the whole batch (private.email_outbox_values_of).
  with v as materialized (
    select x.id, x.vals
    from private.email_outbox_values_of(array(
      select o.id from private.email_outbox o where o.id = any (v_ids) and o.status in ('pending', 'sending'))) x
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
