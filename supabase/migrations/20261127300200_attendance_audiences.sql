-- Issue 38, the audiences by attendance (docs/email.md): "aula liberada" (class_replay) to the launch's leads who did
-- not watch class N live, 5 minutes after its live ends; "você perdeu a aula" (class_missed) to those who watched
-- nothing of class N, 2 hours before the next class. Same outbox, lane (bulk: the default of private.email_lane),
-- consent and unsubscribe as the other launch e-mail; whether the lead watched is checked again at send time
-- (private.email_skip_reason: 'watched_live', 'watched_class').

create or replace function private.email_message_keys() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['registration_confirmation', 'waitlist_confirmation', 'event_eve', 'class_reminder', 'class_live',
    'cart_open', 'cart_closing', 'waitlist_next_launch', 'class_replay', 'class_missed']
$$;

create or replace function private.email_default_messages() RETURNS TABLE(message_key text, subject text, body text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values
  ('registration_confirmation',
   '{{primeiro_nome}}, sua inscrição na {{nome_lancamento}} está confirmada',
   E'Olá, {{primeiro_nome}}!\n\nSua inscrição na {{nome_lancamento}} está confirmada. Que bom ter você com a gente!\n\n'
   'Falta só um passo: responda à pesquisa rápida e entre no grupo do WhatsApp, onde os links das aulas chegam primeiro.\n\n'
   '{{link_obrigado}}\n\nGrupo do WhatsApp: {{link_grupo}}\n\nAs aulas ao vivo:\n{{datas_aulas}}\n\n'
   'Coloque as aulas na sua agenda para não perder nenhuma:\n{{link_calendario}}\n\nNos vemos na primeira aula!'),
  ('waitlist_confirmation',
   '{{primeiro_nome}}, você está na lista de espera',
   E'Olá, {{primeiro_nome}}!\n\nVocê está na lista de espera da Semana Java. Quando a próxima turma abrir, você recebe '
   'um aviso por e-mail 24 horas antes da abertura do carrinho, antes de todo mundo.\n\n'
   'Enquanto isso, conheça o evento:\n{{link_inscricao}}\n\nAté breve!'),
  ('event_eve',
   'É amanhã: a {{nome_lancamento}} começa {{data_evento}}',
   E'Olá, {{primeiro_nome}}!\n\nÉ amanhã! A {{nome_lancamento}} começa {{data_evento}}, ao vivo e de graça.\n\n'
   'A programação:\n{{datas_aulas}}\n\nColoque as aulas na sua agenda:\n{{link_calendario}}\n\n'
   'Os links das aulas chegam por e-mail e no grupo do WhatsApp. Se ainda não entrou, entre agora:\n{{link_grupo}}\n\n'
   'Até amanhã!'),
  ('class_reminder',
   'Daqui a 1 hora: {{titulo_aula}}',
   E'Olá, {{primeiro_nome}}!\n\nFalta 1 hora para a aula ao vivo "{{titulo_aula}}", {{horario_aula}}.\n\n'
   'Pegue um café, abra a sua IDE e guarde o link para entrar na hora:\n{{link_aula}}\n\nTe esperamos lá!'),
  ('class_live',
   'Estamos ao vivo: {{titulo_aula}}',
   E'Olá, {{primeiro_nome}}!\n\nEstamos ao vivo agora! A aula "{{titulo_aula}}" já começou.\n\n'
   'Entre pelo link:\n{{link_aula}}\n\nQuem assiste ao vivo tira dúvidas no chat. Corre!'),
  ('cart_open',
   'O carrinho abriu: condições especiais até {{prazo_oferta}}',
   E'Olá, {{primeiro_nome}}!\n\nO carrinho está aberto! As condições especiais para quem participou da '
   '{{nome_lancamento}} valem até {{prazo_oferta}}.\n\nVeja a oferta:\n{{link_oferta}}\n\n'
   'Ficou com alguma dúvida? É só responder a este e-mail.'),
  ('cart_closing',
   'Últimas horas: as condições especiais terminam {{prazo_oferta}}',
   E'Olá, {{primeiro_nome}}!\n\nPassando para avisar: as condições especiais da {{nome_lancamento}} terminam '
   '{{prazo_oferta}}. Depois disso, elas não voltam.\n\nSe você quer dar o próximo passo com Java, a hora é agora:\n'
   '{{link_oferta}}\n\nNos vemos do outro lado!'),
  ('waitlist_next_launch',
   '{{primeiro_nome}}, o carrinho abre em 24 horas',
   E'Olá, {{primeiro_nome}}!\n\nComo prometido, você fica sabendo antes: o carrinho da {{nome_lancamento}} abre '
   '{{abertura_carrinho}}.\n\nPrepare-se para garantir a sua vaga assim que abrir:\n{{link_oferta}}\n\nAté lá!'),
  ('class_replay',
   'Aula liberada: o replay de {{titulo_aula}} já está no ar',
   E'Olá, {{primeiro_nome}}!\n\nVocê não conseguiu assistir ao vivo? Sem problema: o replay da aula "{{titulo_aula}}" já '
   'está liberado.\n\nAssista pelo seu link:\n{{link_aula}}\n\nO replay fica no ar por tempo limitado. Aproveite!'),
  ('class_missed',
   '{{primeiro_nome}}, você perdeu a {{titulo_aula}}',
   E'Olá, {{primeiro_nome}}!\n\nSentimos a sua falta na aula "{{titulo_aula}}". Ainda dá tempo de assistir ao replay '
   'antes da próxima aula:\n{{link_aula}}\n\nA próxima aula é {{horario_proxima_aula}}. Te esperamos lá!')
$$;

create or replace function private.email_variable_list() RETURNS TABLE(name text, description text, message_keys text[])
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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
    (16, 'horario_proxima_aula', 'Dia e hora da aula seguinte', array['class_missed'])
  ) as v(n, name, description, message_keys)
  order by v.n
$$;

create or replace function private.email_sends(p_lancamento integer DEFAULT NULL::integer) RETURNS TABLE(lancamento integer, message_key text, class_id bigint, send_at timestamp with time zone, expires_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.lancamento, x.message_key, null::bigint, x.send_at, x.expires_at
  from public.launches l
  cross join lateral (values
    ('event_eve', l.event_starts_at - interval '24 hours', l.event_starts_at),
    ('cart_open', l.cart_opens_at, l.registration_deadline),
    ('cart_closing', l.registration_deadline - interval '6 hours', l.registration_deadline),
    ('waitlist_next_launch', l.cart_opens_at - interval '24 hours', l.cart_opens_at)
  ) as x(message_key, send_at, expires_at)
  where p_lancamento is null or l.lancamento = p_lancamento
  union all
  select c.lancamento, x.message_key, c.id, x.send_at, x.expires_at
  from public.launch_classes c
  left join lateral (select c2.starts_at from public.launch_classes c2
    where c2.lancamento = c.lancamento and c2.starts_at > c.starts_at order by c2.starts_at limit 1) n on true
  cross join lateral (values
    ('class_reminder', c.starts_at - interval '1 hour', c.starts_at),
    ('class_live', c.starts_at, c.starts_at + interval '1 hour'),
    -- Issue 38: the replay to who did not watch live, 5 minutes after the live ends (the edge has written the last
    -- viewers by then); "você perdeu" to who watched nothing, 2 hours before the next class.
    ('class_replay', c.starts_at + pg_catalog.make_interval(mins => c.duration_minutes) + interval '5 minutes',
      c.starts_at + pg_catalog.make_interval(mins => c.duration_minutes) + interval '1 day'),
    ('class_missed', n.starts_at - interval '2 hours', n.starts_at)
  ) as x(message_key, send_at, expires_at)
  where (p_lancamento is null or c.lancamento = p_lancamento) and x.send_at is not null
$$;

create or replace function private.email_values(p_lancamento integer, p_class_id bigint, p_name text, p_track text, p_thank_you_token text, p_unsubscribe_token text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_strip_nulls(jsonb_build_object(
    'primeiro_nome', private.first_name(p_name),
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

create or replace function private.email_skip_reason(p_row private.email_outbox, p_now timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_row.is_test then null
    when p_row.expires_at is not null and p_row.expires_at <= p_now then 'expired'
    when p_row.message_key in ('class_reminder', 'class_live', 'class_replay', 'class_missed') and p_row.class_id is null
      then 'class_removed'
    when p_row.lead_id is null and p_row.waitlist_id is null then 'recipient_removed'
    when p_row.lead_id is not null and l.last_updated_by = 'lgpd' then 'anonymised'
    when p_row.lead_id is not null and not l.consent_given then 'no_consent'
    when p_row.lead_id is not null and not l.active then 'unsubscribed'
    when p_row.waitlist_id is not null and not w.consent_given then 'no_consent'
    when p_row.waitlist_id is not null and w.status = 'cancelled' then 'unsubscribed'
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
$$;

-- "Aula liberada" leaves within 15 minutes of the live's end: its deadline in the send plan (issue 37's seam).
create or replace function private.email_send_window(p_message_key text, p_send_at timestamptz, p_expires_at timestamptz)
returns table (deliver_by timestamptz, earliest_at timestamptz)
language sql
immutable
set search_path = ''
as $$
  select
    case p_message_key
      -- "Falta 1 hora": everyone has it a quarter of an hour before the class at the latest; it may start 45 min early.
      when 'class_reminder' then p_expires_at - interval '15 minutes'
      -- "Estamos ao vivo": not before the class starts, with everyone within its first quarter of an hour.
      when 'class_live' then p_send_at + interval '15 minutes'
      -- "Últimas horas": everyone has it 4 h before the offer ends; it may start 6 h early.
      when 'cart_closing' then p_expires_at - interval '4 hours'
      -- "Aula liberada" (issue 38): due 5 min after the live ends, with everyone within 15 min of the end.
      when 'class_replay' then p_send_at + interval '10 minutes'
      else null
    end,
    case p_message_key
      when 'class_reminder' then p_send_at - interval '45 minutes'
      when 'cart_closing' then p_send_at - interval '6 hours'
      else p_send_at
    end
$$;

-- The new reasons.
alter table private.email_outbox drop constraint email_outbox_skip_reason_check;
alter table private.email_outbox add constraint email_outbox_skip_reason_check check (skip_reason = any (array[
  'unsubscribed', 'no_consent', 'expired', 'anonymised', 'recipient_removed', 'class_removed', 'watched_live',
  'watched_class']));

-- Every existing launch gets the two messages (new launches get them from the launches trigger's defaults).
insert into private.email_messages (lancamento, message_key, subject, body)
select l.lancamento, d.message_key, d.subject, d.body
from public.launches l cross join private.email_default_messages() d
where d.message_key in ('class_replay', 'class_missed')
on conflict (lancamento, message_key) do nothing;
