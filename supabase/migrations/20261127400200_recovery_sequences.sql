-- Issue 39, part 3: recovery e-mails per launch (docs/email.md, "Recovery sequences"; docs/checkout-webhook.md).
--
-- Five messages per launch, edited on the launch e-mails page like the others (subject, body, pause):
--   recovery_abandoned_1/2/3  after an abandoned checkout, delay_minutes after it (15 min, 3 h, next day = 24 h);
--   recovery_billet           before a printed boleto's due date, delay_minutes before it (1 day);
--   recovery_pix              before a pending Pix expires, delay_minutes before it (1 h).
-- What causes them writes them: the checkout event, in record_checkout_event's transaction
-- (private.follow_up_checkout_event), as outbox rows of the bulk lane (issue 37's private.email_lane: every key not
-- named there is bulk) for the registration lead matched to the buyer (e-mail, then phone), due at their moment.
-- A settling event (approval, completion, refund, chargeback, dispute) skips every pending recovery row of that buyer
-- and launch in the same transaction ('settled'), and the send-time check (private.email_skip_reason, one added case)
-- skips a row whose purchase settled since its event, however the event arrived. The buyer's unsubscribe is the
-- lead's (the one-click link of every launch message), checked at send time as for every message.
-- Not written: buyers of the launch's holdout (private.checkout_recovery_holdout: a fixed share by a hash of the
-- e-mail, launches.recovery_holdout_percent, 10 by default), buyers settled since the event (a late event), events
-- of no known launch, and buyers with no matched registration lead (no consent on the site, no unsubscribe link).

-- ---------------------------------------------------------------------------------------------------------------
-- The holdout.
-- ---------------------------------------------------------------------------------------------------------------
alter table public.launches
  add column recovery_holdout_percent integer not null default 10 check (recovery_holdout_percent between 0 and 50);

-- Whether a buyer is in the launch's holdout: a stable bucket 0-99 from the e-mail (the same buyer is always in the
-- same bucket) below the launch's share. The launch number is mixed in so each launch draws its own holdout.
create or replace function private.checkout_recovery_bucket(p_lancamento integer, p_email text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select ((pg_catalog.hashtextextended(p_lancamento || ':' || p_email, 39) % 100 + 100) % 100)::integer
$$;
revoke all on function private.checkout_recovery_bucket(integer, text) from public;

create or replace function private.checkout_recovery_holdout(p_lancamento integer, p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.checkout_recovery_bucket(p_lancamento, p_email) < l.recovery_holdout_percent
  from public.launches l where l.lancamento = p_lancamento
$$;
revoke all on function private.checkout_recovery_holdout(integer, text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- The messages.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.recovery_message_keys()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['recovery_abandoned_1', 'recovery_abandoned_2', 'recovery_abandoned_3', 'recovery_billet', 'recovery_pix']
$$;
revoke all on function private.recovery_message_keys() from public;

create or replace function private.email_message_keys()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['registration_confirmation', 'waitlist_confirmation', 'event_eve', 'class_reminder', 'class_live',
    'cart_open', 'cart_closing', 'waitlist_next_launch'] || private.recovery_message_keys()
$$;

-- Recovery messages: minutes after the abandonment (recovery_abandoned_*) or before the due date / expiry
-- (recovery_billet, recovery_pix). Null for the other messages.
alter table private.email_messages
  add column delay_minutes integer check (delay_minutes between 0 and 20160),
  add constraint email_messages_recovery_delay check ((delay_minutes is not null) = (message_key like 'recovery\_%'));

-- The default recovery texts (pt-BR) and delays. The renderer adds the unsubscribe footer (docs/email.md).
create or replace function private.recovery_default_messages()
returns table (message_key text, subject text, body text, delay_minutes integer)
language sql
immutable
set search_path = ''
as $$
  values
  ('recovery_abandoned_1',
   '{{primeiro_nome}}, sua inscrição ficou pela metade',
   E'Olá, {{primeiro_nome}}!\n\nVi que você começou a sua inscrição na formação da {{nome_lancamento}}, mas não chegou a concluir.\n\n'
   'Aconteceu algum problema no pagamento? O link abaixo leva você de volta ao checkout, com a mesma oferta:\n\n'
   '{{link_checkout}}\n\nSe ficou alguma dúvida, é só responder a este e-mail.', 15),
  ('recovery_abandoned_2',
   '{{primeiro_nome}}, sua vaga ainda está reservada',
   E'Olá, {{primeiro_nome}}!\n\nSua vaga na formação da {{nome_lancamento}} ainda está esperando por você. '
   'As condições especiais valem até {{prazo_oferta}}.\n\nConclua a sua inscrição por aqui:\n\n{{link_checkout}}\n\n'
   'Qualquer dúvida sobre a formação ou o pagamento, responda a este e-mail.', 180),
  ('recovery_abandoned_3',
   'Última chamada, {{primeiro_nome}}',
   E'Olá, {{primeiro_nome}}!\n\nEste é o último lembrete: a sua inscrição na formação da {{nome_lancamento}} não foi concluída. '
   'As condições especiais terminam {{prazo_oferta}}.\n\n{{link_checkout}}\n\nNos vemos do outro lado!', 1440),
  ('recovery_billet',
   '{{primeiro_nome}}, seu boleto vence {{vencimento}}',
   E'Olá, {{primeiro_nome}}!\n\nO boleto da sua inscrição na formação da {{nome_lancamento}} vence {{vencimento}}. '
   'Assim que o pagamento for compensado, você recebe o acesso.\n\nSe preferir pagar com Pix ou cartão, é só gerar um novo pagamento:\n\n'
   '{{link_checkout}}\n\nQualquer dúvida, responda a este e-mail.', 1440),
  ('recovery_pix',
   '{{primeiro_nome}}, seu Pix expira {{vencimento}}',
   E'Olá, {{primeiro_nome}}!\n\nO Pix da sua inscrição na formação da {{nome_lancamento}} ainda não foi pago e expira {{vencimento}}.\n\n'
   'Se o código expirar, gere um novo pagamento por aqui:\n\n{{link_checkout}}\n\nQualquer dúvida, responda a este e-mail.', 60)
$$;
revoke all on function private.recovery_default_messages() from public;

create or replace function private.add_recovery_email_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.email_messages (lancamento, message_key, subject, body, delay_minutes)
  select n.lancamento, d.message_key, d.subject, d.body, d.delay_minutes
  from new_rows n cross join private.recovery_default_messages() d
  on conflict (lancamento, message_key) do nothing;
  return null;
end
$$;
revoke all on function private.add_recovery_email_messages() from public;
create trigger add_recovery_email_messages after insert on public.launches
  referencing new table as new_rows for each statement execute function private.add_recovery_email_messages();

insert into private.email_messages (lancamento, message_key, subject, body, delay_minutes)
select l.lancamento, d.message_key, d.subject, d.body, d.delay_minutes
from public.launches l cross join private.recovery_default_messages() d
on conflict (lancamento, message_key) do nothing;

-- Staff set a recovery message's delay (minutes; see above).
create or replace function public.save_email_message_delay(p_id bigint, p_delay_minutes integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if p_delay_minutes is null or p_delay_minutes < 0 or p_delay_minutes > 20160 then
    raise exception using errcode = '22023', message = 'Informe um intervalo entre 0 minuto e 14 dias.';
  end if;
  update private.email_messages m set delay_minutes = p_delay_minutes, updated_by = auth.uid(), updated_at = now()
  where m.id = p_id and m.message_key like 'recovery\_%';
  if not found then
    raise exception using errcode = '22023', message = 'Só as mensagens de recuperação têm intervalo.';
  end if;
end
$$;
revoke all on function public.save_email_message_delay(bigint, integer) from public, anon;
grant execute on function public.save_email_message_delay(bigint, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Variables: the checkout link and the payment's due date.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.email_variable_list()
returns table (name text, description text, message_keys text[])
language sql
immutable
set search_path = ''
as $$
  select v.name, v.description, v.message_keys
  from (values
    (1, 'primeiro_nome', 'Primeiro nome de quem recebe', private.email_message_keys()),
    (2, 'nome_lancamento', 'Nome do lançamento (ex.: Semana Java #2)', private.email_message_keys()),
    (3, 'data_evento', 'Dia e hora da primeira aula (ex.: segunda-feira, 01/12 às 20h)', private.email_message_keys()),
    (4, 'datas_aulas', 'Todas as aulas, uma por linha, com dia, hora e título', private.email_message_keys()),
    (5, 'link_calendario', 'Link para adicionar as aulas à agenda (Google Agenda)', private.email_message_keys()),
    (6, 'link_obrigado', 'Link da página de obrigado e da pesquisa de quem se inscreveu (pessoal)',
      array['registration_confirmation']),
    (7, 'link_grupo', 'Link do grupo do WhatsApp da turma de quem recebe',
      array['registration_confirmation', 'event_eve', 'class_reminder', 'class_live', 'cart_open', 'cart_closing']),
    (8, 'titulo_aula', 'Título da aula', array['class_reminder', 'class_live']),
    (9, 'horario_aula', 'Dia e hora da aula (ex.: terça-feira, 02/12 às 20h)', array['class_reminder', 'class_live']),
    (10, 'link_aula', 'Link da transmissão ao vivo da aula', array['class_reminder', 'class_live']),
    (11, 'abertura_carrinho', 'Dia e hora em que o carrinho abre', private.email_message_keys()),
    (12, 'prazo_oferta', 'Dia e hora em que as condições especiais terminam', private.email_message_keys()),
    (13, 'link_oferta', 'Link da página da oferta', array['class_live', 'cart_open', 'cart_closing', 'waitlist_next_launch']),
    (14, 'link_inscricao', 'Link da página de inscrição', private.email_message_keys()),
    (15, 'link_descadastro', 'Link para deixar de receber os e-mails (pessoal)', private.email_message_keys()),
    (16, 'link_checkout', 'Link do checkout com a oferta, as UTMs e a referência da compra de quem recebe (pessoal)',
      private.recovery_message_keys()),
    (17, 'vencimento', 'Dia e hora em que o boleto vence ou o Pix expira', array['recovery_billet', 'recovery_pix'])
  ) as v(n, name, description, message_keys)
  order by v.n
$$;

-- The launch's checkout link for an offer code (the configured link whose off= is that code), else its beginners'
-- link.
create or replace function private.checkout_link_for_offer(p_lancamento integer, p_offer text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u from unnest(array[l.checkout_url_beginners, l.checkout_url_advanced, l.checkout_url_beginners_after_deadline,
                                l.checkout_url_advanced_after_deadline]) u
     where p_offer is not null and private.url_param(u, 'off') = p_offer limit 1),
    l.checkout_url_beginners)
  from public.launches l where l.lancamento = p_lancamento
$$;
revoke all on function private.checkout_link_for_offer(integer, text) from public;

-- When a pending payment is due: the event's own date (boleto due date / Pix expiry), else 3 days after a printed
-- boleto (Hotmart's boleto term) or 1 day after a pending Pix; null for other events.
create or replace function private.checkout_payment_due(p_event public.checkout_events)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_event.payment_expires_at, case
    when p_event.event = 'PURCHASE_BILLET_PRINTED' then p_event.event_at + interval '3 days'
    when p_event.event = 'PURCHASE_DELAYED' and p_event.payment_type = 'PIX' then p_event.event_at + interval '1 day'
  end)
$$;
revoke all on function private.checkout_payment_due(public.checkout_events) from public;

-- The recovery variables of an outbox row. link_checkout: the URL the sales page built for this buyer's purchase
-- intent (mfe-sales build-checkout-url: offer, UTMs, the attempt's reference; purchase_leads.payment_url), else the
-- launch's checkout link for the event's offer. Test sends (no event): the launch's link and tomorrow as the due date.
create or replace function private.recovery_values(p_checkout_event_id bigint, p_lancamento integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'link_checkout', coalesce(p.payment_url, private.checkout_link_for_offer(p_lancamento, e.offer_code)),
    'vencimento', private.email_time_text(case when p_checkout_event_id is null then now() + interval '1 day'
                                               else private.checkout_payment_due(e) end)))
  from (select 1) one
  left join public.checkout_events e on e.id = p_checkout_event_id
  left join public.purchase_leads p on p.id = e.purchase_lead_id and p.payment_url is not null
$$;

revoke all on function private.recovery_values(bigint, integer) from public;

alter table private.email_outbox
  add column checkout_event_id bigint references public.checkout_events (id) on delete set null;
create index email_outbox_checkout_event_idx on private.email_outbox (checkout_event_id) where checkout_event_id is not null;

create or replace function private.email_outbox_values(p_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.email_values(o.lancamento, o.class_id,
    coalesce(l.name, w.name, p.name, 'Maria'),
    coalesce(a.track, l.track, w.track, p.track, 'iniciante'),
    case when o.is_test then case when o.message_key = 'registration_confirmation' then 'exemplo' end else o.link_token end,
    case when o.is_test then 'exemplo' else coalesce(l.pesquisa_hash, w.unsubscribe_token) end)
    || case when o.message_key like 'recovery\_%' then private.recovery_values(o.checkout_event_id, o.lancamento)
            else '{}'::jsonb end
  from private.email_outbox o
  left join public.leads_lancamento l on l.id = o.lead_id
  left join public.lista_espera w on w.id = o.waitlist_id
  left join public.leads_lancamento p on p.id = o.preview_lead_id
  left join private.registration_attempts a on o.link_token is not null and a.token_digest = private.token_digest(o.link_token)
  where o.id = p_id
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Scheduling and stopping.
-- ---------------------------------------------------------------------------------------------------------------
-- When a recovery message goes out for an event, and until when it is worth sending (no row when the message does
-- not follow that event, or its moment would be at or after the due date).
create or replace function private.recovery_send_time(p_message_key text, p_delay_minutes integer,
  p_event public.checkout_events)
returns table (send_at timestamptz, expires_at timestamptz)
language sql
immutable
set search_path = ''
as $$
  select x.send_at, x.expires_at
  from (
    select
      case
        when p_message_key like 'recovery\_abandoned\_%' and p_event.event = 'PURCHASE_OUT_OF_SHOPPING_CART' then
          p_event.event_at + pg_catalog.make_interval(mins => p_delay_minutes)
        when (p_message_key = 'recovery_billet' and p_event.event = 'PURCHASE_BILLET_PRINTED')
          or (p_message_key = 'recovery_pix' and p_event.event = 'PURCHASE_DELAYED' and p_event.payment_type = 'PIX') then
          greatest(p_event.event_at + interval '5 minutes',
                   private.checkout_payment_due(p_event) - pg_catalog.make_interval(mins => p_delay_minutes))
      end as send_at,
      case
        when p_message_key like 'recovery\_abandoned\_%' then
          p_event.event_at + pg_catalog.make_interval(mins => p_delay_minutes) + interval '12 hours'
        else private.checkout_payment_due(p_event)
      end as expires_at
  ) x
  where x.send_at is not null and x.send_at < x.expires_at
$$;
revoke all on function private.recovery_send_time(text, integer, public.checkout_events) from public;

-- Called by record_checkout_event for each new event. A settling event skips every pending recovery row of the buyer
-- (the event's e-mail, or its matched registration lead) in the launch; a recoverable one writes its messages (see
-- the top of this file for who gets none). One row per message and lead ('lead:{id}'): a second abandonment by the
-- same buyer does not start the sequence again.
create or replace function private.follow_up_checkout_event(p_event_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event public.checkout_events;
begin
  select * into v_event from public.checkout_events e where e.id = p_event_id;
  if v_event.id is null or v_event.lancamento is null then
    return;
  end if;
  if private.checkout_event_kind(v_event.event) = 'settling' then
    update private.email_outbox o
    set status = 'skipped', skip_reason = 'settled', lease_until = null
    where o.status = 'pending' and o.lancamento = v_event.lancamento and o.message_key like 'recovery\_%'
      and (o.lead_id = v_event.lead_id
           or o.checkout_event_id in (select e.id from public.checkout_events e
                                      where e.lancamento = v_event.lancamento and e.buyer_email = v_event.buyer_email));
    return;
  end if;
  if v_event.lead_id is null
     or private.checkout_recovery_settled(v_event.lancamento, v_event.buyer_email, v_event.event_at)
     or private.checkout_recovery_holdout(v_event.lancamento, v_event.buyer_email) then
    return;
  end if;
  insert into private.email_outbox (email_message_id, lancamento, message_key, lead_id, checkout_event_id, to_email,
    dedupe_key, next_attempt_at, expires_at)
  select m.id, v_event.lancamento, m.message_key, l.id, v_event.id, l.email, 'lead:' || l.id, t.send_at, t.expires_at
  from private.email_messages m
  join public.leads_lancamento l on l.id = v_event.lead_id
  cross join lateral private.recovery_send_time(m.message_key, m.delay_minutes, v_event) t
  where m.lancamento = v_event.lancamento and m.message_key like 'recovery\_%'
  on conflict do nothing;
end
$$;
revoke all on function private.follow_up_checkout_event(bigint) from public;

-- The send-time checks (issue 37's one place) with one added case: a recovery row whose purchase settled since its
-- event is skipped ('settled'), whatever order the events arrived in. The reasons and cases of
-- 20261127200000_email_abuse.sql / 20261127200100_email_feedback.sql (held back at registration, suppressed) stay.
alter table private.email_outbox drop constraint email_outbox_skip_reason_check;
alter table private.email_outbox add constraint email_outbox_skip_reason_check check (skip_reason in ('unsubscribed',
  'no_consent', 'expired', 'anonymised', 'recipient_removed', 'class_removed', 'client_cap', 'site_budget',
  'suppressed', 'settled'));

create or replace function private.email_skip_reason(p_row private.email_outbox, p_now timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_row.is_test then null
    when p_row.expires_at is not null and p_row.expires_at <= p_now then 'expired'
    when p_row.checkout_event_id is not null and private.checkout_recovery_settled(e.lancamento, e.buyer_email, e.event_at)
      then 'settled'
    when p_row.message_key in ('class_reminder', 'class_live') and p_row.class_id is null then 'class_removed'
    when p_row.lead_id is null and p_row.waitlist_id is null then 'recipient_removed'
    when p_row.lead_id is not null and l.last_updated_by = 'lgpd' then 'anonymised'
    when p_row.lead_id is not null and not l.consent_given then 'no_consent'
    when p_row.lead_id is not null and not l.active then 'unsubscribed'
    when p_row.waitlist_id is not null and not w.consent_given then 'no_consent'
    when p_row.waitlist_id is not null and w.status = 'cancelled' then 'unsubscribed'
    when exists (select 1 from private.email_suppressions s where s.email_sha256 = private.email_digest(p_row.to_email))
      then 'suppressed'
  end
  from (select 1) one
  left join public.leads_lancamento l on l.id = p_row.lead_id
  left join public.lista_espera w on w.id = p_row.waitlist_id
  left join public.checkout_events e on e.id = p_row.checkout_event_id
$$;

-- The launch e-mails page's answer (as in 20261125100000) plus each message's delay_minutes (null but for the
-- recovery messages), which staff change with save_email_message_delay.
create or replace function public.launch_email_messages(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', m.id, 'lancamento', m.lancamento, 'message_key', m.message_key, 'subject', m.subject, 'body', m.body,
      'paused', m.paused, 'updated_at', m.updated_at, 'delay_minutes', m.delay_minutes,
      'sends', coalesce((
        select jsonb_agg(jsonb_build_object('class_id', s.class_id, 'class_title', c.title, 'send_at', s.send_at,
          'expires_at', s.expires_at) order by s.send_at)
        from private.email_sends(m.lancamento) s
        left join public.launch_classes c on c.id = s.class_id
        where s.message_key = m.message_key), '[]'::jsonb),
      'counts', jsonb_build_object(
        'scheduled', coalesce(st.pending, 0) + coalesce(st.sending, 0), 'sending', coalesce(st.sending, 0),
        'sent', coalesce(st.sent, 0), 'failed', coalesce(st.failed, 0), 'skipped', coalesce(st.skipped, 0),
        'tests', coalesce(st.tests, 0)),
      'skipped_reasons', coalesce((
        select jsonb_agg(jsonb_build_object('reason', x.skip_reason, 'count', x.n) order by x.n desc, x.skip_reason)
        from (select o.skip_reason, count(*) as n from private.email_outbox o
              where o.email_message_id = m.id and o.status = 'skipped' and not o.is_test group by o.skip_reason) x), '[]'::jsonb),
      'failures', coalesce((
        select jsonb_agg(jsonb_build_object('reason', x.last_error, 'count', x.n) order by x.n desc, x.last_error)
        from (select coalesce(o.last_error, '') as last_error, count(*) as n from private.email_outbox o
              where o.email_message_id = m.id and o.status = 'failed' and not o.is_test group by 1) x), '[]'::jsonb))
      order by array_position(private.email_message_keys(), m.message_key))
    from private.email_messages m
    left join lateral (
      select count(*) filter (where o.status = 'pending' and not o.is_test) as pending,
        count(*) filter (where o.status = 'sending' and not o.is_test) as sending,
        count(*) filter (where o.status = 'sent' and not o.is_test) as sent,
        count(*) filter (where o.status = 'failed' and not o.is_test) as failed,
        count(*) filter (where o.status = 'skipped' and not o.is_test) as skipped,
        count(*) filter (where o.is_test) as tests
      from private.email_outbox o where o.email_message_id = m.id) st on true
    where m.lancamento = p_lancamento), '[]'::jsonb);
end
$$;

-- The staff preview (as in 20261125100000) with the recovery variables of a recovery message: the launch's checkout
-- link and tomorrow as the due date (as test sends get them).
create or replace function public.email_preview(p_id bigint, p_lead_id bigint default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_msg record;
  v_lead record;
  v_class bigint;
  v_values jsonb;
begin
  perform private.require_staff();
  select null::text as name, null::text as email, null::text as track into v_lead;
  select m.* into v_msg from private.email_messages m where m.id = p_id;
  if not found then
    raise exception using errcode = '22023', message = 'Mensagem não encontrada.';
  end if;
  if p_lead_id is not null then
    select l.name, l.email, l.track into v_lead from public.leads_lancamento l where l.id = p_lead_id;
    if not found then
      raise exception using errcode = '22023', message = 'Lead não encontrado.';
    end if;
  end if;
  if v_msg.message_key in ('class_reminder', 'class_live') then
    select c.id into v_class from public.launch_classes c where c.lancamento = v_msg.lancamento
    order by (c.starts_at < now()), c.starts_at, c.position limit 1;
  end if;
  v_values := private.email_values(v_msg.lancamento, v_class, coalesce(v_lead.name, 'Maria'),
    coalesce(v_lead.track, 'iniciante'),
    case when v_msg.message_key = 'registration_confirmation' then 'exemplo' end, 'exemplo')
    || case when v_msg.message_key like 'recovery\_%' then private.recovery_values(null, v_msg.lancamento)
            else '{}'::jsonb end;
  return jsonb_build_object('id', v_msg.id, 'message_key', v_msg.message_key,
    'subject', private.email_fill(v_msg.subject, v_values), 'body', v_msg.body, 'variables', v_values,
    'to_email', v_lead.email, 'site_url', (select s.site_url from private.email_settings s));
end
$$;
