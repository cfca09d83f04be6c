-- Issue 37, part B: nobody mails strangers through the form (docs/email.md, "Abuse").
--
-- 1. Addresses as mail software reads them (RFC 5321): local part <= 64, domain <= 255, whole <= 254, dot-atoms of
--    plain ASCII (no control characters, spaces, quotes, brackets, <> or comments). A non-ASCII address is refused
--    with its own Portuguese message: the sender speaks SMTP without SMTPUTF8, so such an address can never be
--    written on the wire. data-client's schemas (src/schemas/email-address.ts) check the same rule.
-- 2. A name that looks like a link, an address, a domain or markup never reaches a subject, a greeting or the To:
--    display name (private.greeting_name); the lead keeps the name as typed. A text whose variable is empty is tidied
--    ("Olá, {{primeiro_nome}}!" -> "Olá!", "{{primeiro_nome}}, sua inscrição" -> "Sua inscrição").
-- 3. Confirmations are capped: per client address (the trusted proxy's, private.request_ip_of) to different addresses,
--    and per minute for the whole site. What is held back is an outbox row 'skipped' with the reason ('client_cap',
--    'site_budget'), counted on the e-mails page (skipped_reasons), listed by public.email_held_back and per minute
--    on the site health page (public.confirmation_bursts). The figures are a row of private.confirmation_limits.
-- 4. site_url must be https unless its host is loopback (RFC 8058's one-click URL is https in production).

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Addresses.
-- ---------------------------------------------------------------------------------------------------------------
-- null: an address mail software takes; 'international': it has a non-ASCII character; 'invalid': anything else
-- wrong. p_email is the address as registration normalises it (trimmed, lower case).
create or replace function private.email_address_problem(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_email is null or p_email = '' then 'invalid'
    when p_email ~ '[^\x01-\x7f]' then 'international'
    when pg_catalog.octet_length(p_email) > 254 then 'invalid'
    when p_email !~ '^[^@]+@[^@]+$' then 'invalid'
    when pg_catalog.octet_length(pg_catalog.split_part(p_email, '@', 1)) > 64 then 'invalid'
    when pg_catalog.octet_length(pg_catalog.split_part(p_email, '@', 2)) > 255 then 'invalid'
    -- Local part: a dot-atom of atext (RFC 5322 3.2.3), no quoted strings.
    when pg_catalog.split_part(p_email, '@', 1) !~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*$'
      then 'invalid'
    -- Domain: at least two labels of letters, digits and inner hyphens (<= 63 each), the last one starting with a
    -- letter (no address literals, no bare IPs).
    when pg_catalog.split_part(p_email, '@', 2) !~ '^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$'
      then 'invalid'
  end
$$;
comment on function private.email_address_problem(text) is
  'Why an address cannot receive launch e-mail: null (it can), international (non-ASCII), invalid (RFC 5321 lengths, dot-atoms, domain labels).';
revoke all on function private.email_address_problem(text) from public;

create or replace function private.check_name_and_email(p_name text, p_email text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_name is null then
    perform private.invalid('Por favor, preencha seu nome completo.');
  end if;
  if p_email = '' then
    perform private.invalid('Por favor, preencha seu e-mail.');
  end if;
  case private.email_address_problem(p_email)
    when 'international' then
      perform private.invalid('Não conseguimos enviar e-mails para endereços com acentos, ç ou outras letras fora do alfabeto simples. Confira o e-mail ou use outro endereço.');
    when 'invalid' then
      perform private.invalid('Por favor, informe um e-mail válido.');
    else
      null;
  end case;
end
$$;
revoke all on function private.check_name_and_email(text, text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. Names in subjects and greetings.
-- ---------------------------------------------------------------------------------------------------------------
-- The first name to greet with, or null when the name as typed looks like a link (scheme, www., a dot between two
-- characters, also the full-width and ideographic dots), an address (@), markup or template text (< > { } [ ] \ / &
-- ;), or carries invisible or control characters (zero-width, bidirectional overrides).
create or replace function private.greeting_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_name is null or pg_catalog.btrim(p_name) = '' then null
    when pg_catalog.lower(p_name) ~ ('(://|^www|[[:space:]]www|@|＠|[<>{}\[\]\\/&;:]|[^[:space:].．。][.．。][^[:space:].．。]'
      || '|[\x01-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff])') then null
    else nullif(private.first_name(p_name), '')
  end
$$;
comment on function private.greeting_name(text) is
  'The first name for subjects, greetings and the To: display name; null when the name looks like a link, an address, a domain or markup.';
revoke all on function private.greeting_name(text) from public;

-- As in 20261125100000_launch_email.sql, primeiro_nome from private.greeting_name (absent when withheld).
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
    'link_aula', case when c.id is not null then coalesce(c.live_url, l.lessons_group_chat_link) end,
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

-- Fills {{name}} with the values of p_values. An empty value takes its comma with it: "Olá, {{x}}!" -> "Olá!", and a
-- text opening with "{{x}}, " goes on with a capital ("{{x}}, sua inscrição" -> "Sua inscrição"). The body's renderer
-- (shared-ui src/email/email-body.ts, tidyEmptyVariables) applies the same rule.
create or replace function private.email_fill(p_text text, p_values jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_name text;
  v_value text;
  v_out text := p_text;
begin
  foreach v_name in array private.email_used_variables(p_text) loop
    v_value := coalesce(p_values ->> v_name, '');
    if v_value = '' and v_name ~ '^[a-z][a-z0-9_]*$' then
      v_out := pg_catalog.regexp_replace(v_out, ',[ \t]*\{\{' || v_name || '\}\}', '', 'g');
      if v_out ~ ('^[ \t]*\{\{' || v_name || '\}\}[ \t]*,[ \t]*') then
        v_out := pg_catalog.regexp_replace(v_out, '^[ \t]*\{\{' || v_name || '\}\}[ \t]*,[ \t]*', '');
        v_out := pg_catalog.upper(pg_catalog.left(v_out, 1)) || pg_catalog.substr(v_out, 2);
      end if;
    end if;
    v_out := pg_catalog.replace(v_out, '{{' || v_name || '}}', v_value);
  end loop;
  return v_out;
end
$$;
revoke all on function private.email_fill(text, jsonb) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Confirmations capped per client address and per minute for the site.
-- ---------------------------------------------------------------------------------------------------------------
-- The figures (docs/email.md, "Abuse" says why these): confirmations to different addresses from one client address
-- within per_client_window, and confirmations per minute for the whole site. service_role changes them
-- (public.set_confirmation_limits), e.g. a bench that registers thousands from a few loopback addresses.
create table private.confirmation_limits (
  id boolean primary key default true check (id),
  per_client integer not null default 5 check (per_client >= 1),
  per_client_window interval not null default interval '1 hour' check (per_client_window > interval '0'),
  per_site_minute integer not null default 3000 check (per_site_minute >= 1),
  -- Client addresses the per-client cap does not apply to (a venue's or an office's known address, the e2e run's
  -- browser); configuration, not visitors' data. The site budget still applies to them.
  exempt_clients text[] not null default '{}',
  updated_at timestamptz not null default now()
);
alter table private.confirmation_limits enable row level security;
revoke all on private.confirmation_limits from public, anon, authenticated;
insert into private.confirmation_limits (id) values (true);

create or replace function public.set_confirmation_limits(p_limits jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_limits is null or jsonb_typeof(p_limits) <> 'object' then
    raise exception using errcode = '22023', message = 'Limites de confirmação inválidos.';
  end if;
  update private.confirmation_limits c set
    per_client = coalesce((p_limits ->> 'per_client')::integer, c.per_client),
    per_client_window = coalesce(pg_catalog.make_interval(secs => (p_limits ->> 'per_client_window_seconds')::double precision),
      c.per_client_window),
    per_site_minute = coalesce((p_limits ->> 'per_site_minute')::integer, c.per_site_minute),
    exempt_clients = case when p_limits ? 'exempt_clients'
      then array(select jsonb_array_elements_text(p_limits -> 'exempt_clients')) else c.exempt_clients end,
    updated_at = now();
  return (select jsonb_build_object('per_client', c.per_client,
    'per_client_window_seconds', extract(epoch from c.per_client_window)::integer, 'per_site_minute', c.per_site_minute,
    'exempt_clients', to_jsonb(c.exempt_clients))
    from private.confirmation_limits c);
end
$$;
revoke all on function public.set_confirmation_limits(jsonb) from public, anon, authenticated;
grant execute on function public.set_confirmation_limits(jsonb) to service_role;

-- The outbox's skip reasons plus the ones of this migration, whatever list the constraint has now (another migration
-- may have added reasons of its own).
create or replace function private.add_email_skip_reasons(p_reasons text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_reasons text[];
begin
  select array(select distinct r from (
      select m[1] as r from pg_catalog.pg_constraint c,
        pg_catalog.regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') m
      where c.conrelid = 'private.email_outbox'::regclass and c.conname = 'email_outbox_skip_reason_check'
      union all select unnest(p_reasons)) x order by r)
  into v_reasons;
  alter table private.email_outbox drop constraint if exists email_outbox_skip_reason_check;
  -- Written as an IN list, which pg_get_constraintdef shows as ARRAY['a'::text, ...]: the next call reads it back.
  execute pg_catalog.format('alter table private.email_outbox add constraint email_outbox_skip_reason_check '
    || 'check (skip_reason in (%s))', (select pg_catalog.string_agg(pg_catalog.quote_literal(r), ', ') from unnest(v_reasons) r));
end
$$;
revoke all on function private.add_email_skip_reasons(text[]) from public;
select private.add_email_skip_reasons(array['client_cap', 'site_budget']);

-- Held-back confirmations by time (the e-mails page's list, the health page's bursts).
create index email_outbox_held_back_idx on private.email_outbox (created_at)
  where skip_reason in ('client_cap', 'site_budget');

-- Called by register_lead / join_waitlist right after private.queue_confirmation: when this call queued a
-- confirmation (a new row of this transaction; a repeat the same day queues none), it either counts it against the
-- client address and the site, or holds it back ('skipped' with the reason, the thank-you token cleared). No client
-- address (a direct SQL call): only the site budget applies.
create or replace function private.limit_confirmation(p_lancamento integer, p_message_key text, p_lead_id bigint,
  p_waitlist_id bigint, p_link_token text, p_ip text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limits private.confirmation_limits;
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_message bigint;
  v_key text;
  v_row record;
  v_id bigint;
  v_client text;
  v_reason text;
begin
  -- The row by its unique key (message, dedupe key): one probe of email_outbox_dedupe_key. Nothing else in the WHERE
  -- clause, or the planner may walk (message, status) over every pending confirmation of the launch instead.
  select m.id into v_message from private.email_messages m
  where m.lancamento = p_lancamento and m.message_key = p_message_key;
  v_key := coalesce('lead:' || p_lead_id, 'waitlist:' || p_waitlist_id) || ':day:'
    || (now() at time zone 'America/Sao_Paulo')::date;
  select o.id, o.status, o.link_token, o.created_at into v_row
  from private.email_outbox o
  where o.email_message_id = v_message and o.dedupe_key = v_key;
  -- This call's row: a registration's carries this attempt's token; a waiting-list entry's was written by this
  -- transaction.
  if v_row.status = 'pending' and ((p_link_token is not null and v_row.link_token = p_link_token)
                                   or (p_link_token is null and v_row.created_at = now())) then
    v_id := v_row.id;
  end if;
  if v_id is null then
    return;
  end if;
  select * into v_limits from private.confirmation_limits;
  if nullif(pg_catalog.btrim(p_ip), '') is not null and not (pg_catalog.btrim(p_ip) = any (v_limits.exempt_clients)) then
    v_client := private.rate_key(pg_catalog.lower(pg_catalog.btrim(p_ip)));
    if (select pg_catalog.count(*) from (
          select 1 from private.rate_limit_events e
          where e.kind = 'confirmation:client' and e.key = v_client and e.at > v_now - v_limits.per_client_window
          limit v_limits.per_client) x) >= v_limits.per_client then
      v_reason := 'client_cap';
    end if;
  end if;
  if v_reason is null and (select coalesce(pg_catalog.sum(c.hits), 0) from private.rate_limit_counters c
      where c.kind = 'confirmation:site' and c.key = 'site' and c.bucket > v_now - interval '1 minute')
      >= v_limits.per_site_minute then
    v_reason := 'site_budget';
  end if;

  if v_reason is not null then
    update private.email_outbox o
    set status = 'skipped', skip_reason = v_reason, link_token = null, updated_at = now()
    where o.id = v_id;
    return;
  end if;
  if v_client is not null then
    insert into private.rate_limit_events (kind, key, at) values ('confirmation:client', v_client, v_now);
  end if;
  -- The site's count is sampled: one confirmation in ten adds ten (the expected count is exact; at the budget of
  -- 3,000 a minute it is off by about 5 %). Every registration of the site would otherwise update the same few rows,
  -- holding their locks until it commits and leaving a version behind each time.
  if pg_catalog.random() < 0.1 then
    insert into private.rate_limit_counters as c (kind, key, bucket, shard, hits)
    values ('confirmation:site', 'site', pg_catalog.to_timestamp(pg_catalog.floor(extract(epoch from v_now) / 10) * 10),
      pg_catalog.floor(pg_catalog.random() * 4)::smallint, 10)
    on conflict (kind, key, bucket, shard) do update set hits = c.hits + 10;
  end if;
end
$$;
alter function private.limit_confirmation(integer, text, bigint, bigint, text, text) set plan_cache_mode = force_generic_plan;
revoke all on function private.limit_confirmation(integer, text, bigint, bigint, text, text) from public;

-- As in 20261125800000_registration_cost.sql, plus the confirmation's limits.
create or replace function public.register_lead(
  p_name text,
  p_email text,
  p_whatsapp text,
  p_programming_experience text,
  p_lancamento integer default null,
  p_utm jsonb default '{}'::jsonb,
  p_language text default 'pt-BR'
)
returns table (token text, track text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g');
  v_experience text := btrim(coalesce(p_programming_experience, ''));
  v_language text := coalesce(private.clean_text(p_language, 35), 'pt-BR');
  v_headers jsonb := private.request_headers();
  v_ip text := private.request_ip_of(v_headers);
  v_track text;
  v_launch integer;
  v_token text := private.new_token();
  v_lead record;
begin
  perform private.check_name_and_email(v_name, v_email);
  if v_experience not in ('already_programmed', 'want_to_learn') then
    perform private.invalid('Por favor, selecione sua experiência em programação.');
  end if;
  if length(v_whatsapp) < 8 or length(v_whatsapp) > 20 then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  v_launch := private.resolve_launch(p_lancamento);
  v_track := case v_experience when 'already_programmed' then 'intermediaria' else 'iniciante' end;
  perform private.limit_public_call('register', v_email, v_ip);

  insert into public.leads_lancamento as l (
    name, email, whatsapp, programming_experience, track,
    utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id,
    consent_given, consent_ip, consent_user_agent, consent_language, consent_at,
    privacy_policy_version, data_usage_purposes, last_updated_by, lancamento, active, pesquisa_hash
  ) values (
    v_name, v_email, v_whatsapp, v_experience, v_track,
    private.utm(p_utm, 'utm_source'), private.utm(p_utm, 'utm_medium'), private.utm(p_utm, 'utm_campaign'),
    private.utm(p_utm, 'utm_term'), private.utm(p_utm, 'utm_content'), private.utm(p_utm, 'utm_id'),
    true, v_ip, private.clean_text(v_headers ->> 'user-agent', 500),
    v_language, now(), '1.0', array['marketing', 'analytics'], 'web_form', v_launch, true, private.new_token()
  )
  on conflict (email, lancamento) do nothing
  returning l.id into v_lead;

  if v_lead.id is null then
    select l.id, l.name, l.whatsapp into v_lead
    from public.leads_lancamento l where l.email = v_email and l.lancamento = v_launch;
    perform private.add_further_contact('registration', v_lead.id, null, null, v_lead.name, v_lead.whatsapp,
      v_name, v_email, v_whatsapp, v_experience, private.utm_object(p_utm), v_language);
  end if;

  insert into private.registration_attempts (token_digest, lead_id, first_name, track)
  values (private.token_digest(v_token), v_lead.id, private.first_name(v_name), v_track);

  -- The confirmation e-mail (this attempt's thank-you link), at most one per address a day, within the client's and
  -- the site's limits.
  perform private.queue_confirmation(v_launch, 'registration_confirmation', v_lead.id, null, v_email, v_token);
  perform private.limit_confirmation(v_launch, 'registration_confirmation', v_lead.id, null, v_token, v_ip);

  token := v_token;
  track := v_track;
  return next;
end
$$;

-- As in 20261125100000_launch_email.sql, plus the confirmation's limits (the client address read once).
create or replace function public.join_waitlist(p_name text, p_email text, p_whatsapp text, p_programming_experience text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := nullif(regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g'), '');
  v_experience text := btrim(coalesce(p_programming_experience, ''));
  v_ip text := private.request_ip();
  v_launch integer;
  v_row record;
begin
  perform private.check_name_and_email(v_name, v_email);
  if v_whatsapp is not null and (length(v_whatsapp) < 8 or length(v_whatsapp) > 20) then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  if v_experience not in ('already_programmed', 'want_to_learn') then
    perform private.invalid('Por favor, selecione sua experiência em programação.');
  end if;
  perform private.limit_public_call('waitlist', v_email, v_ip);

  insert into public.lista_espera as w (name, email, whatsapp, programming_experience, track, consent_given, status)
  values (v_name, v_email, v_whatsapp, v_experience,
    case v_experience when 'already_programmed' then 'intermediaria' else 'iniciante' end, true, 'active')
  on conflict (email) do nothing
  returning w.id into v_row;
  if v_row.id is null then
    select w.id, w.name, w.whatsapp into v_row from public.lista_espera w where w.email = v_email;
    perform private.add_further_contact('waitlist', null, v_row.id, null, v_row.name, v_row.whatsapp,
      v_name, v_email, v_whatsapp, v_experience, '{}'::jsonb, null);
  end if;

  -- The confirmation e-mail (the current launch's text), at most one per address a day, within the limits.
  v_launch := private.resolve_launch(null);
  perform private.queue_confirmation(v_launch, 'waitlist_confirmation', null, v_row.id, v_email, null);
  perform private.limit_confirmation(v_launch, 'waitlist_confirmation', null, v_row.id, null, v_ip);
end
$$;

-- Staff: the launch's held-back confirmations, newest first (at most 200): when, to whom, which message, why.
create or replace function public.email_held_back(p_lancamento integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', x.id, 'created_at', x.created_at, 'to_email', x.to_email,
      'message_key', x.message_key, 'reason', x.skip_reason) order by x.created_at desc, x.id desc)
    from (select o.id, o.created_at, o.to_email, o.message_key, o.skip_reason
          from private.email_outbox o
          where o.lancamento = p_lancamento and o.skip_reason in ('client_cap', 'site_budget')
          order by o.created_at desc, o.id desc
          limit 200) x), '[]'::jsonb);
end
$$;
revoke all on function public.email_held_back(integer) from public, anon;
grant execute on function public.email_held_back(integer) to authenticated;

-- Staff (site health): confirmations held back per minute over the last p_hours (1..168), minutes with any only,
-- newest first, with the site's figures.
create or replace function public.confirmation_bursts(p_hours integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz := now() - pg_catalog.make_interval(hours => least(greatest(coalesce(p_hours, 24), 1), 168));
begin
  perform private.require_staff();
  return jsonb_build_object(
    'per_client', (select c.per_client from private.confirmation_limits c),
    'per_client_window_minutes', (select (extract(epoch from c.per_client_window) / 60)::integer from private.confirmation_limits c),
    'per_site_minute', (select c.per_site_minute from private.confirmation_limits c),
    'minutes', coalesce((
      select jsonb_agg(jsonb_build_object('minute', m.minute, 'client_cap', m.client_cap, 'site_budget', m.site_budget)
        order by m.minute desc)
      from (select pg_catalog.date_trunc('minute', o.created_at) as minute,
              pg_catalog.count(*) filter (where o.skip_reason = 'client_cap') as client_cap,
              pg_catalog.count(*) filter (where o.skip_reason = 'site_budget') as site_budget
            from private.email_outbox o
            where o.skip_reason in ('client_cap', 'site_budget') and o.created_at >= v_since
            group by 1) m), '[]'::jsonb));
end
$$;
revoke all on function public.confirmation_bursts(integer) from public, anon;
grant execute on function public.confirmation_bursts(integer) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 4. site_url is https, except on a loopback host (local development and tests).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.check_email_site_url()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.site_url !~ '^https://'
     and new.site_url !~ '^http://(localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])(:[0-9]{1,5})?$' then
    raise exception using errcode = '22023',
      message = 'site_url precisa ser https (RFC 8058: o descadastro com um clique usa https); http só em localhost.';
  end if;
  return new;
end
$$;
revoke all on function private.check_email_site_url() from public;
create trigger check_site_url before insert or update of site_url on private.email_settings
  for each row execute function private.check_email_site_url();
