-- Issue 38: the live classes on our own page, and who watched them.
--
-- 1. The class page's facts per class (public: no personal data): how long the live lasts, the offer's window and how
--    long the replay stays open (staff set them), and the video id the page embeds (derived from the live link).
-- 2. A per-lead attendance token: one purpose (the class page's progress reports), >= 128 random bits, issued with the
--    lead; the class links of the messages and of the thank-you page carry it. It opens nothing else.
-- 3. Attendance per lead and class, written by the edge's aggregator (a Durable Object per class) in batches through a
--    function that checks a server-side secret: at most one row write per viewer per 5 minutes; plus the class's
--    audience now (viewers now, total so far), one row per class.
-- 4. Privacy: only leads with consent are recorded; the LGPD export lists it; anonymisation erases it and the token.

-- 1. The class page's facts --------------------------------------------------------------------------------------------

alter table public.launch_classes
  add column duration_minutes integer not null default 120 check (duration_minutes between 10 and 600),
  add column offer_from_minute integer check (offer_from_minute between 0 and 600),
  add column offer_to_minute integer check (offer_to_minute between 1 and 600),
  add column replay_until timestamptz,
  -- The YouTube video id of the live link (watch?v=, youtu.be/, /live/, /embed/): what the page embeds.
  add column video_id text generated always as (
    substring(live_url from '(?:[?&]v=|youtu\.be/|/live/|/embed/|/shorts/)([A-Za-z0-9_-]{11})')) stored,
  add constraint launch_classes_offer_window_check check (
    (offer_from_minute is null) = (offer_to_minute is null) and (offer_from_minute is null or offer_from_minute < offer_to_minute));

comment on column public.launch_classes.replay_until is
  'The replay stays on the class page until then; null: until the launch''s registration deadline (the cart closes).';

grant select (duration_minutes, offer_from_minute, offer_to_minute, replay_until, video_id)
  on public.launch_classes to anon;

-- Staff set a class's page facts (the live link stays in save_launch_classes).
create function public.save_class_page(p_class_id bigint, p_settings jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_duration integer;
  v_from integer;
  v_to integer;
  v_until timestamptz;
begin
  perform private.require_staff();
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    raise exception using errcode = '22023', message = 'Configuração da aula inválida.';
  end if;
  begin
    v_duration := coalesce((p_settings ->> 'duration_minutes')::integer, 120);
    v_from := (p_settings ->> 'offer_from_minute')::integer;
    v_to := (p_settings ->> 'offer_to_minute')::integer;
    v_until := (p_settings ->> 'replay_until')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'Configuração da aula inválida.';
  end;
  if v_duration not between 10 and 600 then
    raise exception using errcode = '22023', message = 'A duração da aula vai de 10 a 600 minutos.';
  end if;
  if (v_from is null) <> (v_to is null) or (v_from is not null and (v_from < 0 or v_to > 600 or v_from >= v_to)) then
    raise exception using errcode = '22023', message = 'A janela da oferta precisa de um início antes do fim (em minutos da aula).';
  end if;
  update public.launch_classes c
  set duration_minutes = v_duration, offer_from_minute = v_from, offer_to_minute = v_to, replay_until = v_until
  where c.id = p_class_id;
  if not found then
    raise exception using errcode = '22023', message = 'Aula inválida.';
  end if;
  return (select jsonb_build_object('id', c.id, 'duration_minutes', c.duration_minutes,
    'offer_from_minute', c.offer_from_minute, 'offer_to_minute', c.offer_to_minute, 'replay_until', c.replay_until)
    from public.launch_classes c where c.id = p_class_id);
end
$$;
revoke all on function public.save_class_page(bigint, jsonb) from public;
grant execute on function public.save_class_page(bigint, jsonb) to authenticated, service_role;

-- 2. The attendance token ----------------------------------------------------------------------------------------------

create table private.attendance_tokens (
  lead_id bigint primary key references public.leads_lancamento (id) on delete cascade,
  -- 24 random bytes (192 bits), url-safe: private.new_token().
  token text not null unique default private.new_token(),
  created_at timestamptz not null default now()
);
alter table private.attendance_tokens enable row level security;

create function private.issue_attendance_token() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.attendance_tokens (lead_id) values (new.id) on conflict (lead_id) do nothing;
  return null;
end
$$;
create trigger issue_attendance_token after insert on public.leads_lancamento
  for each row execute function private.issue_attendance_token();
insert into private.attendance_tokens (lead_id)
select l.id from public.leads_lancamento l where l.last_updated_by is distinct from 'lgpd'
on conflict (lead_id) do nothing;

-- The class page of a class; with a token, the lead's own link. The token goes in the fragment (#t=...): a browser
-- never sends a fragment, so the token is in no request line, server or edge log, cache key or Referer.
create function private.class_page_url(p_site_url text, p_class_id bigint, p_token text) returns text
language sql immutable set search_path = '' as $$
  select p_site_url || '/aula?aula=' || p_class_id
    || case when p_token is not null then '#t=' || private.url_encode(p_token) else '' end
$$;

-- The messages' {{link_aula}}: the class page (no longer the YouTube link); email_outbox_values adds the lead's token.
create or replace function private.email_values(p_lancamento integer, p_class_id bigint, p_name text, p_track text,
  p_thank_you_token text, p_unsubscribe_token text) returns jsonb
language sql stable security definer set search_path = '' as $$
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

create or replace function private.email_outbox_values(p_id bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select v.vals || case when o.class_id is not null and t.token is not null and not o.is_test
    then jsonb_build_object('link_aula', private.class_page_url(s.site_url, o.class_id, t.token)) else '{}'::jsonb end
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


-- The thank-you page's class links: the holder of the registration's thank-you token (the lead) gets the lead's
-- attendance token with the rest of the page's context.
drop function public.get_survey_context(text);
create function public.get_survey_context(p_token text)
returns table (first_name text, lancamento integer, track text, has_answered boolean, attendance_token text)
language sql stable security definer set search_path = '' as $$
  select a.first_name, l.lancamento, a.track, a.survey_submitted_at is not null, t.token
  from private.registration_attempts a
  join public.leads_lancamento l on l.id = a.lead_id
  left join private.attendance_tokens t on t.lead_id = l.id
  where a.token_digest = private.token_digest(p_token)
  limit 1
$$;
revoke all on function public.get_survey_context(text) from public;
grant execute on function public.get_survey_context(text) to anon, authenticated, service_role;

-- 3. Attendance ---------------------------------------------------------------------------------------------------------

create table private.class_attendance (
  class_id bigint not null references public.launch_classes (id) on delete cascade,
  lead_id bigint not null references public.leads_lancamento (id) on delete cascade,
  live_seconds integer not null default 0 check (live_seconds >= 0),
  replay_seconds integer not null default 0 check (replay_seconds >= 0),
  -- Seconds watched inside the class's offer window (live: by the clock; replay: by the video's position).
  offer_seconds integer not null default 0 check (offer_seconds >= 0),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  writes integer not null default 1,
  primary key (class_id, lead_id)
);
create index class_attendance_lead_idx on private.class_attendance (lead_id);
alter table private.class_attendance enable row level security;

-- The audience of a class as the edge counts it (every viewer, with or without a token), one row per class.
create table private.class_audience (
  class_id bigint primary key references public.launch_classes (id) on delete cascade,
  viewers_now integer not null default 0,
  viewers_total integer not null default 0,
  anonymous_total integer not null default 0,
  updated_at timestamptz not null default now()
);
alter table private.class_audience enable row level security;

create table private.attendance_secret (
  id boolean primary key default true check (id),
  secret_sha256 bytea not null,
  updated_at timestamptz not null default now()
);
alter table private.attendance_secret enable row level security;

create function public.set_attendance_secret(p_secret text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_secret is null or pg_catalog.length(p_secret) < 32 then
    raise exception using errcode = '22023', message = 'O segredo da presença precisa de pelo menos 32 caracteres.';
  end if;
  insert into private.attendance_secret (id, secret_sha256, updated_at)
  values (true, pg_catalog.sha256(pg_catalog.convert_to(p_secret, 'UTF8')), now())
  on conflict (id) do update set secret_sha256 = excluded.secret_sha256, updated_at = excluded.updated_at;
end
$$;
revoke all on function public.set_attendance_secret(text) from public;
grant execute on function public.set_attendance_secret(text) to service_role;

create function private.require_attendance_secret(p_secret text) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_secret is null or not exists (
    select 1 from private.attendance_secret s
    where s.secret_sha256 = pg_catalog.sha256(pg_catalog.convert_to(p_secret, 'UTF8'))) then
    raise exception using errcode = '42501', message = 'Segredo da presença inválido.';
  end if;
end
$$;

-- The edge's aggregator (edge/src/attendance/) flushes one class's viewers: p_viewers = [{ t: token, live, replay,
-- offer }] (seconds watched since its last flush of that token; each capped at 900, the aggregator flushes a token
-- at most every 5 minutes), p_audience = { viewers_now, viewers_total, anonymous_total } (or null). A token that is
-- not an attendance token of a lead of the class's launch, or whose lead has no consent or was anonymised, is
-- ignored. Answers { recorded, ignored }.
create function public.record_class_attendance(p_secret text, p_class_id bigint, p_viewers jsonb, p_audience jsonb)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_recorded integer := 0;
  v_given integer := 0;
begin
  perform private.require_attendance_secret(p_secret);
  if p_viewers is not null and jsonb_typeof(p_viewers) = 'array' then
    v_given := jsonb_array_length(p_viewers);
    with given as (
      select distinct on (e ->> 't') e ->> 't' as token,
        least(greatest(coalesce((e ->> 'live')::numeric, 0), 0), 900)::integer as live,
        least(greatest(coalesce((e ->> 'replay')::numeric, 0), 0), 900)::integer as replay,
        least(greatest(coalesce((e ->> 'offer')::numeric, 0), 0), 900)::integer as offer
      from jsonb_array_elements(p_viewers) e
      where jsonb_typeof(e) = 'object' and private.is_token(e ->> 't')
      order by e ->> 't'
    ), leads as (
      select l.id as lead_id, g.live, g.replay, least(g.offer, g.live + g.replay) as offer
      from given g
      join private.attendance_tokens t on t.token = g.token
      join public.leads_lancamento l on l.id = t.lead_id
      join public.launch_classes c on c.id = p_class_id and c.lancamento = l.lancamento
      where l.consent_given and l.last_updated_by is distinct from 'lgpd' and g.live + g.replay > 0
    ), written as (
      insert into private.class_attendance as a (class_id, lead_id, live_seconds, replay_seconds, offer_seconds)
      select p_class_id, x.lead_id, x.live, x.replay, x.offer from leads x
      on conflict (class_id, lead_id) do update set
        live_seconds = a.live_seconds + excluded.live_seconds,
        replay_seconds = a.replay_seconds + excluded.replay_seconds,
        offer_seconds = a.offer_seconds + excluded.offer_seconds,
        last_seen_at = now(), writes = a.writes + 1
      returning 1)
    select count(*) into v_recorded from written;
  end if;
  if p_audience is not null and jsonb_typeof(p_audience) = 'object'
     and exists (select 1 from public.launch_classes c where c.id = p_class_id) then
    insert into private.class_audience as a (class_id, viewers_now, viewers_total, anonymous_total, updated_at)
    values (p_class_id, greatest(coalesce((p_audience ->> 'viewers_now')::integer, 0), 0),
      greatest(coalesce((p_audience ->> 'viewers_total')::integer, 0), 0),
      greatest(coalesce((p_audience ->> 'anonymous_total')::integer, 0), 0), now())
    on conflict (class_id) do update set viewers_now = excluded.viewers_now,
      viewers_total = greatest(a.viewers_total, excluded.viewers_total),
      anonymous_total = greatest(a.anonymous_total, excluded.anonymous_total), updated_at = now();
  end if;
  return jsonb_build_object('recorded', v_recorded, 'ignored', v_given - v_recorded);
end
$$;
revoke all on function public.record_class_attendance(text, bigint, jsonb, jsonb) from public;
grant execute on function public.record_class_attendance(text, bigint, jsonb, jsonb) to anon, authenticated, service_role;

-- 4. Privacy: anonymisation erases the lead's attendance and token (whatever path marks the lead 'lgpd').
create function private.erase_attendance() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from private.class_attendance a where a.lead_id = new.id;
  delete from private.attendance_tokens t where t.lead_id = new.id;
  return null;
end
$$;
create trigger erase_attendance after update of last_updated_by on public.leads_lancamento
  for each row when (new.last_updated_by = 'lgpd' and old.last_updated_by is distinct from 'lgpd')
  execute function private.erase_attendance();

-- The LGPD export (find_data_subject) lists the attendance.
create or replace function private.subject_records_closed(p_ids jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_emails text[] := array(select jsonb_array_elements_text(p_ids -> 'emails'));
  v_phones text[] := array(select jsonb_array_elements_text(p_ids -> 'phones'));
  v_leads bigint[];
  v_waitlist bigint[];
  v_purchases bigint[];
  v_further bigint[];
begin
  v_leads := array(select t.id from public.leads_lancamento t
    where t.email = any (v_emails) or t.whatsapp = any (v_phones) order by t.id);
  v_waitlist := array(select t.id from public.lista_espera t
    where t.email = any (v_emails) or t.whatsapp = any (v_phones) order by t.id);
  v_purchases := array(select t.id from public.purchase_leads t
    where t.email = any (v_emails) or private.phone_digits(t.whatsapp) = any (v_phones) order by t.id);
  v_further := array(select f.id from private.further_contacts f
    where f.email = any (v_emails) or private.phone_digits(f.whatsapp) = any (v_phones)
       or f.lead_id = any (v_leads) or f.waitlist_id = any (v_waitlist) or f.purchase_lead_id = any (v_purchases)
    order by f.id);
  return jsonb_build_object(
    'leads_lancamento', coalesce((select jsonb_agg(to_jsonb(t) - 'pesquisa_hash' order by t.id) from public.leads_lancamento t
      where t.id = any (v_leads)), '[]'::jsonb),
    'respostas_pesquisa', coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from public.respostas_pesquisa t
      where t.email = any (v_emails)), '[]'::jsonb),
    'lista_espera', coalesce((select jsonb_agg(to_jsonb(t) - 'unsubscribe_token' order by t.id) from public.lista_espera t
      where t.id = any (v_waitlist)), '[]'::jsonb),
    'purchase_leads', coalesce((select jsonb_agg(to_jsonb(t) - 'reference' order by t.id) from public.purchase_leads t
      where t.id = any (v_purchases)), '[]'::jsonb),
    'cold_leads', coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from public.cold_leads t
      where t.country_code || t.phone_number = any (v_phones)), '[]'::jsonb),
    'further_contacts', coalesce((select jsonb_agg(to_jsonb(f) order by f.id) from private.further_contacts f
      where f.id = any (v_further)), '[]'::jsonb),
    'registration_attempts', coalesce((select jsonb_agg(to_jsonb(a) - 'token_digest' order by a.id) from private.registration_attempts a
      where a.lead_id = any (v_leads)), '[]'::jsonb),
    'purchase_attempts', coalesce((select jsonb_agg(to_jsonb(a) - 'token_digest' order by a.id) from private.purchase_attempts a
      where a.purchase_lead_id = any (v_purchases) or a.further_contact_id = any (v_further)), '[]'::jsonb),
    -- xcod carries the purchase attempt's reference (a link token): left out, in the column and in the payload.
    'checkout_events', coalesce((select jsonb_agg((to_jsonb(e) - 'xcod') #- '{payload,data,purchase,origin,xcod}' order by e.id)
      from public.checkout_events e
      where e.buyer_email = any (v_emails) or private.phone_digits(e.buyer_phone) = any (v_phones)
         or e.purchase_lead_id = any (v_purchases)), '[]'::jsonb),
    -- The e-mail log (the raw thank-you token of a pending confirmation left out).
    'email_outbox', coalesce((select jsonb_agg(to_jsonb(o) - 'link_token' order by o.id)
      from private.email_outbox o
      where not o.is_test and (o.to_email = any (v_emails) or o.lead_id = any (v_leads) or o.waitlist_id = any (v_waitlist))),
      '[]'::jsonb),
    -- Attendance of the live classes (issue 38): per class, minutes live / replay / in the offer window.
    'class_attendance', coalesce((select jsonb_agg(jsonb_build_object('lead_id', a.lead_id, 'class_id', a.class_id,
        'lancamento', c.lancamento, 'class_title', c.title, 'live_seconds', a.live_seconds,
        'replay_seconds', a.replay_seconds, 'offer_seconds', a.offer_seconds, 'first_seen_at', a.first_seen_at,
        'last_seen_at', a.last_seen_at) order by a.lead_id, c.starts_at)
      from private.class_attendance a join public.launch_classes c on c.id = a.class_id
      where a.lead_id = any (v_leads)), '[]'::jsonb));
end
$$;

create or replace function private.subject_counts(p_records jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_object_agg(k, jsonb_array_length(coalesce(p_records -> k, '[]'::jsonb))), '{}'::jsonb)
  from unnest(array['leads_lancamento', 'respostas_pesquisa', 'lista_espera', 'purchase_leads', 'cold_leads',
    'further_contacts', 'registration_attempts', 'purchase_attempts', 'checkout_events', 'email_outbox', 'class_attendance']) k
$$;
