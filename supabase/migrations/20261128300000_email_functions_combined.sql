-- The launch e-mail functions as the merged branches need them together (issue 38 merged into main after issues 37,
-- 39, 40 and 43).
--
-- Issue 38's migrations (20261127300000..300200) and main's (20261127200000 / 200100 for issue 37's abuse and
-- feedback, 20261127400200 for issue 39's recovery sequences) each redefine the same functions with their own cases,
-- and whichever file sorts last wins: applied in file order, 400200 drops the class audiences of 300200 (the keys
-- class_replay / class_missed, their skip reasons, {{horario_proxima_aula}}, the class page link with the attendance
-- token), and 300200 had dropped the greeting rule of 200000 (private.greeting_name) and the skip reasons of
-- 200000 / 200100 from the check constraint. Worse, a launch created after 400200 could not be inserted at all:
-- email_default_messages() (300200) still writes class_replay / class_missed, which the email_messages check
-- (message_key = any (email_message_keys())) no longer allowed.
--
-- The earlier files stay as they are (they have been applied elsewhere); this one defines each function once more
-- with every case of every branch:
--   private.email_message_keys     the eight + the five recovery keys (39) + class_replay, class_missed (38)
--   private.email_variable_list    the 15 + link_checkout, vencimento (39) + horario_proxima_aula (38); link_aula,
--                                  titulo_aula, horario_aula, link_grupo also for the class audience messages (38)
--   private.email_values           38's class page link and horario_proxima_aula, primeiro_nome from greeting_name (37)
--   private.email_outbox_values    the lead's attendance token in link_aula (38) + the recovery values (39)
--   private.email_skip_reason      settled (39), suppressed (37), class_removed for the class audiences and
--                                  watched_live / watched_class (38)
--   email_outbox_skip_reason_check every reason above plus client_cap / site_budget (37, held back at registration)
--   public.email_preview,          39's recovery values; a class for the class audience messages too (38 left them
--   public.send_test_email         without one: no title, time or link in a preview or test send)
-- private.email_send_window is NOT redefined here: only issue 38 changed it after issue 37's 20261127100200 (its
-- 300200 version, with class_replay's deadline, is the one in force), and a copy dated here would silently replace
-- whatever the sender's pacing work (issue-37-lanes) puts in a migration of its own.
-- Tests: supabase/tests/email-functions-combined.test.sql.

-- ---------------------------------------------------------------------------------------------------------------
-- Message keys (the order is the e-mails page's order).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.email_message_keys()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['registration_confirmation', 'waitlist_confirmation', 'event_eve', 'class_reminder', 'class_live',
    'cart_open', 'cart_closing', 'waitlist_next_launch'] || private.recovery_message_keys()
    || array['class_replay', 'class_missed']
$$;
revoke all on function private.email_message_keys() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- THE list of variables.
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
      array['registration_confirmation', 'event_eve', 'class_reminder', 'class_live', 'cart_open', 'cart_closing',
        'class_replay', 'class_missed']),
    (8, 'titulo_aula', 'Título da aula', array['class_reminder', 'class_live', 'class_replay', 'class_missed']),
    (9, 'horario_aula', 'Dia e hora da aula (ex.: terça-feira, 02/12 às 20h)',
      array['class_reminder', 'class_live', 'class_replay', 'class_missed']),
    (10, 'link_aula', 'Link da página da aula (pessoal: a presença de quem assiste fica registrada)',
      array['class_reminder', 'class_live', 'class_replay', 'class_missed']),
    (11, 'abertura_carrinho', 'Dia e hora em que o carrinho abre', private.email_message_keys()),
    (12, 'prazo_oferta', 'Dia e hora em que as condições especiais terminam', private.email_message_keys()),
    (13, 'link_oferta', 'Link da página da oferta', array['class_live', 'cart_open', 'cart_closing', 'waitlist_next_launch']),
    (14, 'link_inscricao', 'Link da página de inscrição', private.email_message_keys()),
    (15, 'link_descadastro', 'Link para deixar de receber os e-mails (pessoal)', private.email_message_keys()),
    (16, 'link_checkout', 'Link do checkout com a oferta, as UTMs e a referência da compra de quem recebe (pessoal)',
      private.recovery_message_keys()),
    (17, 'vencimento', 'Dia e hora em que o boleto vence ou o Pix expira', array['recovery_billet', 'recovery_pix']),
    (18, 'horario_proxima_aula', 'Dia e hora da aula seguinte', array['class_missed'])
  ) as v(n, name, description, message_keys)
  order by v.n
$$;
revoke all on function private.email_variable_list() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- The values of a message: 300200's (class page link, horario_proxima_aula) with 200000's primeiro_nome (absent when
-- the name as typed looks like a link, an address or markup).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.email_values(
  p_lancamento integer,
  p_class_id bigint,
  p_name text,
  p_track text,
  p_thank_you_token text,
  p_unsubscribe_token text
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'primeiro_nome', private.greeting_name(p_name),
    'nome_lancamento', l.name,
    'data_evento', private.email_time_text(coalesce(
      (select min(c.starts_at) from public.launch_classes c where c.lancamento = l.lancamento), l.event_starts_at)),
    'datas_aulas', private.email_class_lines(l.lancamento),
    'link_calendario', private.email_calendar_url(l.lancamento),
    'link_obrigado', case when p_thank_you_token is not null then
      s.site_url || case when p_track = 'iniciante' then '/inscricao/obrigado-2' else '/inscricao/obrigado' end
      || '?data=' || private.url_encode(p_thank_you_token) end,
    'link_grupo', case when p_track = 'iniciante' then l.group_link_iniciante else l.group_link_intermediaria end,
    'titulo_aula', c.title,
    'horario_aula', private.email_time_text(c.starts_at),
    'horario_proxima_aula', private.email_time_text((select min(c2.starts_at) from public.launch_classes c2
      where c2.lancamento = c.lancamento and c2.starts_at > c.starts_at)),
    -- The class page (issue 38), without a token here: email_outbox_values adds the lead's.
    'link_aula', case when c.id is not null then private.class_page_url(s.site_url, c.id, null) end,
    'abertura_carrinho', private.email_time_text(l.cart_opens_at),
    'prazo_oferta', private.email_time_text(l.registration_deadline),
    'link_oferta', s.site_url || '/oferta',
    'link_inscricao', s.site_url || '/inscricao',
    'link_descadastro', case when p_unsubscribe_token is not null then
      s.site_url || '/descadastro?hash=' || private.url_encode(p_unsubscribe_token) end))
  from public.launches l
  cross join private.email_settings s
  left join public.launch_classes c on c.id = p_class_id
  where l.lancamento = p_lancamento
$$;
revoke all on function private.email_values(integer, bigint, text, text, text, text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- The values of an outbox row: the lead's attendance token in link_aula (300000) and, for a recovery message, the
-- checkout link and due date (400200).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.email_outbox_values(p_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select v.vals
    || case when o.class_id is not null and t.token is not null and not o.is_test
         then jsonb_build_object('link_aula', private.class_page_url(s.site_url, o.class_id, t.token))
         else '{}'::jsonb end
    || case when o.message_key like 'recovery\_%' then private.recovery_values(o.checkout_event_id, o.lancamento)
         else '{}'::jsonb end
  from private.email_outbox o
  cross join private.email_settings s
  left join public.leads_lancamento l on l.id = o.lead_id
  left join public.lista_espera w on w.id = o.waitlist_id
  left join public.leads_lancamento p on p.id = o.preview_lead_id
  left join private.registration_attempts a on o.link_token is not null and a.token_digest = private.token_digest(o.link_token)
  left join private.attendance_tokens t on t.lead_id = o.lead_id
  cross join lateral (select private.email_values(o.lancamento, o.class_id,
    coalesce(l.name, w.name, p.name, 'Maria'),
    coalesce(a.track, l.track, w.track, p.track, 'iniciante'),
    case when o.is_test then case when o.message_key = 'registration_confirmation' then 'exemplo' end else o.link_token end,
    case when o.is_test then 'exemplo' else coalesce(l.pesquisa_hash, w.unsubscribe_token) end) as vals) v
  where o.id = p_id
$$;
revoke all on function private.email_outbox_values(bigint) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- The send-time checks (issue 37's one place): every case of 200100 (suppressed), 400200 (settled) and 300200 (the
-- class audiences). The reasons held back at registration (client_cap, site_budget) are written by
-- private.limit_confirmation, not here.
-- ---------------------------------------------------------------------------------------------------------------
select private.add_email_skip_reasons(array['unsubscribed', 'no_consent', 'expired', 'anonymised', 'recipient_removed',
  'class_removed', 'client_cap', 'site_budget', 'suppressed', 'settled', 'watched_live', 'watched_class']);

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
    when p_row.message_key in ('class_reminder', 'class_live', 'class_replay', 'class_missed') and p_row.class_id is null
      then 'class_removed'
    when p_row.lead_id is null and p_row.waitlist_id is null then 'recipient_removed'
    when p_row.lead_id is not null and l.last_updated_by = 'lgpd' then 'anonymised'
    when p_row.lead_id is not null and not l.consent_given then 'no_consent'
    when p_row.lead_id is not null and not l.active then 'unsubscribed'
    when p_row.waitlist_id is not null and not w.consent_given then 'no_consent'
    when p_row.waitlist_id is not null and w.status = 'cancelled' then 'unsubscribed'
    when exists (select 1 from private.email_suppressions s where s.email_sha256 = private.email_digest(p_row.to_email))
      then 'suppressed'
    -- Issue 38: the audiences by attendance ("is this still true" at send time).
    when p_row.message_key = 'class_replay' and exists (select 1 from private.class_attendance a
      where a.class_id = p_row.class_id and a.lead_id = p_row.lead_id and a.live_seconds >= 60) then 'watched_live'
    when p_row.message_key = 'class_missed' and exists (select 1 from private.class_attendance a
      where a.class_id = p_row.class_id and a.lead_id = p_row.lead_id and a.live_seconds + a.replay_seconds >= 60)
      then 'watched_class'
  end
  from (select 1) one
  left join public.leads_lancamento l on l.id = p_row.lead_id
  left join public.lista_espera w on w.id = p_row.waitlist_id
  left join public.checkout_events e on e.id = p_row.checkout_event_id
$$;
comment on function private.email_skip_reason(private.email_outbox, timestamptz) is
  'Why the outbox row must not be sent at p_now (null: send it). The send-time checks of email_claim_batch, in one place: add a case here (and the reason to email_outbox_skip_reason_check).';
revoke all on function private.email_skip_reason(private.email_outbox, timestamptz) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Preview and test send: a class for every class message (the audience messages included), the recovery values for
-- a recovery message (as 400200).
-- ---------------------------------------------------------------------------------------------------------------
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
  if v_msg.message_key in ('class_reminder', 'class_live', 'class_replay', 'class_missed') then
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

create or replace function public.send_test_email(p_id bigint, p_lead_id bigint default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_msg record;
  v_email text;
  v_class bigint;
  v_id bigint;
begin
  perform private.require_staff();
  select m.* into v_msg from private.email_messages m where m.id = p_id;
  if not found then
    raise exception using errcode = '22023', message = 'Mensagem não encontrada.';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = auth.uid();
  v_email := coalesce(v_email, lower(nullif(auth.jwt() ->> 'email', '')));
  if v_email is null or pg_catalog.strpos(v_email, '@') < 2 then
    raise exception using errcode = '22023', message = 'Sua conta não tem um e-mail para o teste.';
  end if;
  if p_lead_id is not null and not exists (select 1 from public.leads_lancamento l where l.id = p_lead_id) then
    raise exception using errcode = '22023', message = 'Lead não encontrado.';
  end if;
  if v_msg.message_key in ('class_reminder', 'class_live', 'class_replay', 'class_missed') then
    select c.id into v_class from public.launch_classes c where c.lancamento = v_msg.lancamento
    order by (c.starts_at < now()), c.starts_at, c.position limit 1;
  end if;
  insert into private.email_outbox (email_message_id, lancamento, message_key, class_id, is_test, requested_by,
    preview_lead_id, to_email, dedupe_key, expires_at)
  values (v_msg.id, v_msg.lancamento, v_msg.message_key, v_class, true, auth.uid(), p_lead_id, v_email,
    'test:' || private.new_token(), now() + interval '1 day')
  returning id into v_id;
  return v_id;
end
$$;

-- Every launch has every message (a database that ran 400200 before 300200 may lack the class audience messages).
insert into private.email_messages (lancamento, message_key, subject, body)
select l.lancamento, d.message_key, d.subject, d.body
from public.launches l cross join private.email_default_messages() d
where d.message_key in ('class_replay', 'class_missed')
on conflict (lancamento, message_key) do nothing;
