-- Issue 15: public API hardening. Nobody can read or change another person's data by knowing their e-mail.
--
-- * Tokens per purpose. register_lead returns a token for *this registration attempt* (private.registration_attempts,
--   stored as a SHA-256 digest): it shows the thank-you page with the first name typed in this attempt and lets this
--   attempt answer the survey only while the lead has no answers. The unsubscribe token is the lead's own
--   leads_lancamento.pesquisa_hash: set once when the lead is created, never rotated by an anonymous call and never
--   returned by a public function (staff read it with public.lead_unsubscribe_tokens for the mailing's links).
--   save_purchase_intent returns a reference for *this purchase attempt* (private.purchase_attempts).
-- * No anonymous overwrite. A repeat registration, waiting-list entry or purchase intent keeps what is stored; other
--   contact data (name or WhatsApp) is recorded as a further contact of that lead (private.further_contacts) with its
--   own consent record (time, IP, user agent, language); staff read them through public.lead_further_contacts.
-- * Consent IP from the trusted proxy only (private.request_ip): Cloudflare's cf-connecting-ip (hosted Supabase's
--   edge sets it and replaces any value a client sends), else the rightmost X-Forwarded-For entry (the one the
--   nearest proxy appended; the local gateway replaces the header with the socket's peer). The leftmost entry, which
--   a client can choose, is never used.
-- * Abuse limits inside the functions (so they hold on hosted Supabase too), answered with SQLSTATE PT429, which
--   PostgREST 12 turns into HTTP 429: per e-mail a handful per ten minutes, per client address generous
--   (carrier-grade NAT): 2000 per minute, so a burst of 500 registrations from one address passes with room to spare.
-- * Lessons: anonymous readers get video_id only for released lessons (view public.lesson_catalog).
-- * Staff least privilege: tokens, references and consent fields are not selectable (column grants); purchase
--   leads' status is the only column staff update directly; a purchase lead's status history outlives the lead.

-- ---------------------------------------------------------------------------------------------------------------
-- The client address.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select private.clean_text(coalesce(
    nullif(pg_catalog.btrim(private.request_headers() ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim((pg_catalog.regexp_split_to_array(private.request_headers() ->> 'x-forwarded-for', '\s*,\s*'))[
      pg_catalog.array_length(pg_catalog.regexp_split_to_array(private.request_headers() ->> 'x-forwarded-for', '\s*,\s*'), 1)]), '')
  ), 100)
$$;
revoke all on function private.request_ip() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Abuse limits: one row per accepted call (append only, no row contention under a burst), keyed by an HMAC of the
-- e-mail or address (never the value itself) with a secret that lives only here. Rows older than a day go.
-- ---------------------------------------------------------------------------------------------------------------
-- Over a limit: SQLSTATE PT429, which PostgREST answers with HTTP 429, and the forms' Portuguese message.
create or replace function private.too_many_attempts()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'PT429', message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
end
$$;
revoke all on function private.too_many_attempts() from public;

create table private.rate_limit_secret (
  id boolean primary key default true check (id),
  secret bytea not null
);
insert into private.rate_limit_secret (secret) values (extensions.gen_random_bytes(32));
alter table private.rate_limit_secret enable row level security;
revoke all on private.rate_limit_secret from public;

create table private.rate_limit_events (
  kind text not null,
  key text not null,
  at timestamptz not null default pg_catalog.clock_timestamp()
);
create index rate_limit_events_key_idx on private.rate_limit_events (kind, key, at);
create index rate_limit_events_at_idx on private.rate_limit_events (at);
alter table private.rate_limit_events enable row level security;
revoke all on private.rate_limit_events from public;

create or replace function private.rate_key(p_value text)
returns text
language sql
stable
set search_path = pg_catalog, extensions, public
as $$
  select encode(hmac(convert_to(p_value, 'UTF8'), (select s.secret from private.rate_limit_secret s), 'sha256'), 'hex')
$$;
revoke all on function private.rate_key(text) from public;

-- Counts this call against (kind, value): raises PT429 (HTTP 429) when p_max calls were already accepted within
-- p_window. A null or empty value (no address known, e.g. a direct SQL call) is not limited.
create or replace function private.rate_limit(p_kind text, p_value text, p_max integer, p_window interval)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_key text;
  v_count integer;
begin
  if p_value is null or pg_catalog.btrim(p_value) = '' then
    return;
  end if;
  v_key := private.rate_key(pg_catalog.lower(pg_catalog.btrim(p_value)));
  select pg_catalog.count(*) into v_count
  from (select 1 from private.rate_limit_events e
        where e.kind = p_kind and e.key = v_key and e.at > pg_catalog.clock_timestamp() - p_window
        limit p_max) x;
  if v_count >= p_max then
    perform private.too_many_attempts();
  end if;
  insert into private.rate_limit_events (kind, key) values (p_kind, v_key);
  if pg_catalog.random() < 0.005 then
    delete from private.rate_limit_events e where e.at < pg_catalog.clock_timestamp() - interval '1 day';
  end if;
end
$$;
revoke all on function private.rate_limit(text, text, integer, interval) from public;

-- High limits (per address) count in 10-second buckets spread over 16 rows each (a burst from one address neither
-- queues on one row lock nor counts thousands of rows): the window's sum is at most ~7 buckets x 16 rows.
create table private.rate_limit_counters (
  kind text not null,
  key text not null,
  bucket timestamptz not null,
  shard smallint not null,
  hits integer not null default 0,
  primary key (kind, key, bucket, shard)
);
create index rate_limit_counters_bucket_idx on private.rate_limit_counters (bucket);
alter table private.rate_limit_counters enable row level security;
revoke all on private.rate_limit_counters from public;

create or replace function private.rate_limit_counted(p_kind text, p_value text, p_max integer, p_window interval)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_key text;
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_bucket timestamptz := pg_catalog.to_timestamp(pg_catalog.floor(extract(epoch from v_now) / 10) * 10);
  v_count bigint;
begin
  if p_value is null or pg_catalog.btrim(p_value) = '' then
    return;
  end if;
  v_key := private.rate_key(pg_catalog.lower(pg_catalog.btrim(p_value)));
  select coalesce(pg_catalog.sum(c.hits), 0) into v_count
  from private.rate_limit_counters c
  where c.kind = p_kind and c.key = v_key and c.bucket > v_now - p_window;
  if v_count >= p_max then
    perform private.too_many_attempts();
  end if;
  insert into private.rate_limit_counters as c (kind, key, bucket, shard, hits)
  values (p_kind, v_key, v_bucket, (pg_catalog.random() * 15)::smallint, 1)
  on conflict (kind, key, bucket, shard) do update set hits = c.hits + 1;
  if pg_catalog.random() < 0.005 then
    delete from private.rate_limit_counters c where c.bucket < v_now - interval '1 day';
  end if;
end
$$;
revoke all on function private.rate_limit_counted(text, text, integer, interval) from public;

-- The limits of the public forms (one place to tune them).
-- Per address: generous (a mobile carrier puts many people behind one address; 500 in a minute must pass).
create or replace function private.limit_address(p_kind text)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.rate_limit_counted(p_kind || ':ip', private.request_ip(), 2000, interval '1 minute')
$$;
revoke all on function private.limit_address(text) from public;

-- Per e-mail: a handful in ten minutes.
create or replace function private.limit_email(p_kind text, p_email text)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.rate_limit(p_kind || ':email', p_email, 5, interval '10 minutes')
$$;
revoke all on function private.limit_email(text, text) from public;

create or replace function private.limit_public_call(p_kind text, p_email text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform private.limit_address(p_kind);
  if p_email is not null then
    perform private.limit_email(p_kind, p_email);
  end if;
end
$$;
revoke all on function private.limit_public_call(text, text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Token digests: only a SHA-256 of a per-attempt token is stored, so the table never holds a usable link.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.token_digest(p_token text)
returns bytea
language sql
immutable
set search_path = pg_catalog, extensions, public
as $$
  select case when private.is_token(p_token) then digest(convert_to(p_token, 'UTF8'), 'sha256') end
$$;
revoke all on function private.token_digest(text) from public;

-- One row per registration attempt (the token register_lead returned).
create table private.registration_attempts (
  id bigint generated by default as identity primary key,
  token_digest bytea not null unique,
  lead_id bigint not null references public.leads_lancamento (id) on delete cascade,
  -- What this attempt typed and chose: the thank-you page greets this name and shows this track's group.
  first_name text not null,
  track text not null check (track in ('intermediaria', 'iniciante')),
  -- When this attempt sent the survey (stored only if the lead had no answers yet).
  survey_submitted_at timestamptz,
  created_at timestamptz not null default now()
);
create index registration_attempts_lead_idx on private.registration_attempts (lead_id);
alter table private.registration_attempts enable row level security;
revoke all on private.registration_attempts from public;

-- Further contacts: what a repeat typed when it differs from what is stored, with its own consent record.
create table private.further_contacts (
  id bigint generated by default as identity primary key,
  lead_id bigint references public.leads_lancamento (id) on delete cascade,
  waitlist_id bigint references public.lista_espera (id) on delete cascade,
  purchase_lead_id bigint references public.purchase_leads (id) on delete cascade,
  source text not null check (source in ('registration', 'waitlist', 'purchase_intent')),
  name text not null,
  email text not null,
  whatsapp text,
  programming_experience text,
  utm jsonb not null default '{}'::jsonb,
  consent_given boolean not null default true,
  consent_ip text,
  consent_user_agent text,
  consent_language text,
  consent_at timestamptz not null default now(),
  -- Purchase intents: this attempt was sent to checkout with this URL.
  redirected_to_payment boolean not null default false,
  payment_url text,
  created_at timestamptz not null default now(),
  constraint further_contacts_one_lead check (num_nonnulls(lead_id, waitlist_id, purchase_lead_id) = 1)
);
-- One row per distinct set of values per lead, also under concurrent repeats.
create unique index further_contacts_distinct_idx on private.further_contacts
  (source, (coalesce(lead_id, waitlist_id, purchase_lead_id)), name, (coalesce(whatsapp, '')));
create index further_contacts_lead_idx on private.further_contacts (lead_id) where lead_id is not null;
create index further_contacts_waitlist_idx on private.further_contacts (waitlist_id) where waitlist_id is not null;
create index further_contacts_purchase_idx on private.further_contacts (purchase_lead_id) where purchase_lead_id is not null;
alter table private.further_contacts enable row level security;
revoke all on private.further_contacts from public;

-- One row per purchase attempt (the reference save_purchase_intent returned).
create table private.purchase_attempts (
  id bigint generated by default as identity primary key,
  token_digest bytea not null unique,
  purchase_lead_id bigint not null references public.purchase_leads (id) on delete cascade,
  -- True when this attempt may mark the stored lead (it created it, or typed exactly the stored contact data).
  owns_lead boolean not null,
  further_contact_id bigint references private.further_contacts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index purchase_attempts_lead_idx on private.purchase_attempts (purchase_lead_id);
alter table private.purchase_attempts enable row level security;
revoke all on private.purchase_attempts from public;

-- Records a further contact unless the values equal the stored ones or an earlier further contact of the lead.
create or replace function private.add_further_contact(
  p_source text,
  p_lead_id bigint,
  p_waitlist_id bigint,
  p_purchase_lead_id bigint,
  p_stored_name text,
  p_stored_whatsapp text,
  p_name text,
  p_email text,
  p_whatsapp text,
  p_experience text,
  p_utm jsonb,
  p_language text
)
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_id bigint;
begin
  if p_name is not distinct from p_stored_name
     and coalesce(p_whatsapp, '') = coalesce(pg_catalog.regexp_replace(coalesce(p_stored_whatsapp, ''), '[^0-9]', '', 'g'), '') then
    return null;
  end if;
  insert into private.further_contacts (lead_id, waitlist_id, purchase_lead_id, source, name, email, whatsapp,
    programming_experience, utm, consent_ip, consent_user_agent, consent_language)
  values (p_lead_id, p_waitlist_id, p_purchase_lead_id, p_source, p_name, p_email, p_whatsapp, p_experience,
    coalesce(p_utm, '{}'::jsonb), private.request_ip(), private.clean_text(private.request_headers() ->> 'user-agent', 500),
    private.clean_text(p_language, 35))
  on conflict (source, (coalesce(lead_id, waitlist_id, purchase_lead_id)), name, (coalesce(whatsapp, ''))) do nothing
  returning id into v_id;
  if v_id is null then
    -- The same values were recorded before (or by a concurrent repeat that just committed): that row stands.
    select f.id into v_id from private.further_contacts f
    where f.source = p_source
      and coalesce(f.lead_id, f.waitlist_id, f.purchase_lead_id) = coalesce(p_lead_id, p_waitlist_id, p_purchase_lead_id)
      and f.name = p_name and coalesce(f.whatsapp, '') = coalesce(p_whatsapp, '');
  end if;
  return v_id;
end
$$;
revoke all on function private.add_further_contact(text, bigint, bigint, bigint, text, text, text, text, text, text, jsonb, text)
  from public;

-- The UTM fields of a jsonb object, cleaned (only the known keys).
create or replace function private.utm_object(p_utm jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(k, private.utm(p_utm, k)) filter (where private.utm(p_utm, k) is not null), '{}'::jsonb)
  from unnest(array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id']) as k
$$;
revoke all on function private.utm_object(jsonb) from public;

-- The registration and waiting-list forms' first checks, in the spec's order (name, e-mail given, e-mail format).
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
  if not private.is_valid_email(p_email) then
    perform private.invalid('Por favor, informe um e-mail válido.');
  end if;
end
$$;
revoke all on function private.check_name_and_email(text, text) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- register_lead: a new e-mail + launch creates the lead; a repeat keeps it (further contact when the data differs).
-- Either way the answer is the same shape: a token for this attempt and the track chosen in it.
-- ---------------------------------------------------------------------------------------------------------------
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
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g');
  v_experience text := btrim(coalesce(p_programming_experience, ''));
  v_language text := coalesce(private.clean_text(p_language, 35), 'pt-BR');
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
  perform private.limit_public_call('register', v_email);

  insert into public.leads_lancamento as l (
    name, email, whatsapp, programming_experience, track,
    utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id,
    consent_given, consent_ip, consent_user_agent, consent_language, consent_at,
    privacy_policy_version, data_usage_purposes, last_updated_by, lancamento, active
  ) values (
    v_name, v_email, v_whatsapp, v_experience, v_track,
    private.utm(p_utm, 'utm_source'), private.utm(p_utm, 'utm_medium'), private.utm(p_utm, 'utm_campaign'),
    private.utm(p_utm, 'utm_term'), private.utm(p_utm, 'utm_content'), private.utm(p_utm, 'utm_id'),
    true, private.request_ip(), private.clean_text(private.request_headers() ->> 'user-agent', 500),
    v_language, now(), '1.0', array['marketing', 'analytics'], 'web_form', v_launch, true
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

  token := v_token;
  track := v_track;
  return next;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- get_survey_context: what the thank-you and survey pages show for an attempt token. No row for an unknown token.
-- has_answered: this attempt already sent the survey.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.get_survey_context(p_token text)
returns table (first_name text, lancamento integer, track text, has_answered boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.first_name, l.lancamento, a.track, a.survey_submitted_at is not null
  from private.registration_attempts a
  join public.leads_lancamento l on l.id = a.lead_id
  where a.token_digest = private.token_digest(p_token)
  limit 1
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- save_survey_answers: the 7 answers of an attempt. Stored only while the lead has no answers: answers already given
-- are never overwritten by an anonymous call (a later attempt's answers are accepted and not stored, so the answer
-- never tells whether someone else answered).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.save_survey_answers(p_token text, p_answers jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_attempt record;
  v_answers jsonb := case when jsonb_typeof(p_answers) = 'object' then p_answers else '{}'::jsonb end;
  v_experiencia text := btrim(coalesce(v_answers ->> 'experiencia_programacao', ''));
  v_dificuldade text := btrim(coalesce(v_answers ->> 'maior_dificuldade', ''));
  v_atracao text := btrim(coalesce(v_answers ->> 'atracao_carreira', ''));
  v_bloqueio text := btrim(coalesce(v_answers ->> 'fator_bloqueio', ''));
  v_sonho text := private.clean_text(v_answers ->> 'sonho_realizado', 2000);
  v_consumo text := btrim(coalesce(v_answers ->> 'consumo_conteudo', ''));
  v_faixa text := btrim(coalesce(v_answers ->> 'faixa_salarial', ''));
begin
  select a.id, l.email, l.lancamento into v_attempt
  from private.registration_attempts a
  join public.leads_lancamento l on l.id = a.lead_id
  where a.token_digest = private.token_digest(p_token)
  for update of a;
  if not found then
    perform private.invalid('Você precisa se inscrever primeiro antes de responder o questionário.');
  end if;

  if v_experiencia not in ('nunca_tive_contato', 'estudei_logica', 'trabalho_java_junior', 'pleno_senior') then
    perform private.invalid('Por favor, selecione onde você está hoje');
  end if;
  if v_dificuldade not in ('entender_logica', 'falta_pratica', 'medo_entrevistas', 'migrar_backend', 'outra_dificuldade') then
    perform private.invalid('Por favor, selecione sua maior dificuldade');
  end if;
  if v_atracao not in ('estabilidade_salarios', 'trabalho_remoto', 'ser_especialista', 'criar_projetos', 'outra_atracao') then
    perform private.invalid('Por favor, selecione o que mais te atrai em Java');
  end if;
  if v_bloqueio not in ('falta_tempo', 'falta_clareza', 'java_dificil', 'medo_sem_experiencia', 'outro_impedimento') then
    perform private.invalid('Por favor, selecione o que te impede de dar o próximo passo');
  end if;
  if v_sonho is null then
    perform private.invalid('Por favor, nos conte qual seria seu maior sonho realizado');
  end if;
  if v_consumo not in ('instagram', 'youtube', 'tiktok', 'linkedin', 'podcasts', 'outro_canal') then
    perform private.invalid('Por favor, selecione onde você consome conteúdo');
  end if;
  if v_faixa not in ('sem_renda_tech', 'ate_3000', 'de_3001_a_7000', 'de_7001_a_12000', 'acima_12000') then
    perform private.invalid('Por favor, selecione sua faixa salarial');
  end if;
  perform private.limit_public_call('survey', null);

  insert into public.respostas_pesquisa (
    email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio,
    sonho_realizado, consumo_conteudo, faixa_salarial
  ) values (
    v_attempt.email, v_attempt.lancamento, v_experiencia, v_dificuldade, v_atracao, v_bloqueio, v_sonho, v_consumo, v_faixa
  )
  on conflict (email, lancamento) do nothing;

  update private.registration_attempts a set survey_submitted_at = coalesce(a.survey_submitted_at, now())
  where a.id = v_attempt.id;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- join_waitlist: a repeat e-mail is success and keeps what is stored (further contact when the data differs).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.join_waitlist(
  p_name text,
  p_email text,
  p_whatsapp text,
  p_programming_experience text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := nullif(regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g'), '');
  v_experience text := btrim(coalesce(p_programming_experience, ''));
  v_row record;
begin
  perform private.check_name_and_email(v_name, v_email);
  if v_whatsapp is not null and (length(v_whatsapp) < 8 or length(v_whatsapp) > 20) then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  if v_experience not in ('already_programmed', 'want_to_learn') then
    perform private.invalid('Por favor, selecione sua experiência em programação.');
  end if;
  perform private.limit_public_call('waitlist', v_email);

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
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- save_purchase_intent: a new e-mail + launch creates the purchase lead (NOVO, not redirected); a repeat keeps it
-- (further contact when the data differs). Returns the reference of this attempt (used by mark_purchase_redirected).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.save_purchase_intent(
  p_name text,
  p_email text,
  p_whatsapp text,
  p_lancamento integer,
  p_utm jsonb default '{}'::jsonb,
  p_payment_processor text default 'hotmart'
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g');
  v_processor text := coalesce(nullif(btrim(coalesce(p_payment_processor, '')), ''), 'hotmart');
  v_token text := private.new_token();
  v_lead record;
  v_owns boolean := true;
  v_further bigint;
begin
  if v_name is null then
    perform private.invalid('Nome é obrigatório');
  end if;
  if length(v_name) < 2 then
    perform private.invalid('Nome deve ter pelo menos 2 caracteres');
  end if;
  if v_email = '' then
    perform private.invalid('Email é obrigatório');
  end if;
  if not private.is_valid_email(v_email) then
    perform private.invalid('Email inválido');
  end if;
  if v_whatsapp = '' then
    perform private.invalid('WhatsApp é obrigatório');
  end if;
  if length(v_whatsapp) < 8 then
    perform private.invalid('WhatsApp deve ter pelo menos 8 dígitos');
  end if;
  if length(v_whatsapp) > 20 then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  if p_lancamento is null or not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    perform private.invalid('Lançamento inválido.');
  end if;
  if v_processor not in ('hotmart', 'stripe', 'mercado_pago', 'pagseguro') then
    perform private.invalid('Processador de pagamento inválido.');
  end if;
  perform private.limit_public_call('purchase', v_email);

  insert into public.purchase_leads as p (
    name, email, whatsapp, lancamento, utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id,
    status, purchase_intent_timestamp, redirected_to_payment, payment_processor
  ) values (
    v_name, v_email, v_whatsapp, p_lancamento,
    private.utm(p_utm, 'utm_source'), private.utm(p_utm, 'utm_medium'), private.utm(p_utm, 'utm_campaign'),
    private.utm(p_utm, 'utm_term'), private.utm(p_utm, 'utm_content'), private.utm(p_utm, 'utm_id'),
    'NOVO', now(), false, v_processor
  )
  on conflict (email, lancamento) do nothing
  returning p.id into v_lead;

  if v_lead.id is null then
    select p.id, p.name, p.whatsapp into v_lead
    from public.purchase_leads p where p.email = v_email and p.lancamento = p_lancamento;
    v_further := private.add_further_contact('purchase_intent', null, null, v_lead.id, v_lead.name, v_lead.whatsapp,
      v_name, v_email, v_whatsapp, null, private.utm_object(p_utm), null);
    -- Exactly the stored contact data: the same person coming back; anything else acts only on its further contact.
    v_owns := v_further is null;
  end if;

  insert into private.purchase_attempts (token_digest, purchase_lead_id, owns_lead, further_contact_id)
  values (private.token_digest(v_token), v_lead.id, v_owns, v_further);
  return v_token;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- mark_purchase_redirected: this attempt is being sent to checkout with this URL. Repeats are harmless.
-- Checks, in order: known reference, then a checkout URL of the lead's launch. An attempt that does not own the lead
-- marks its further contact, never the stored lead.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.mark_purchase_redirected(p_reference text, p_payment_url text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_url text := btrim(coalesce(p_payment_url, ''));
  v_attempt record;
begin
  select a.purchase_lead_id, a.owns_lead, a.further_contact_id, p.lancamento into v_attempt
  from private.purchase_attempts a
  join public.purchase_leads p on p.id = a.purchase_lead_id
  where a.token_digest = private.token_digest(p_reference);
  if not found then
    perform private.invalid('Referência de compra inválida.');
  end if;
  -- Only a checkout URL of the lead's launch (same scheme and host as one of its configured links): staff open
  -- this link from the dashboard, so a visitor must not be able to store an arbitrary address.
  if v_url !~ '^https?://[^[:space:]]+$' or length(v_url) > 2000
    or not exists (
      select 1
      from public.launches l
      cross join lateral unnest(array[l.checkout_url_beginners, l.checkout_url_advanced,
        l.checkout_url_beginners_after_deadline, l.checkout_url_advanced_after_deadline]) as c(url)
      where l.lancamento = v_attempt.lancamento and c.url is not null
        and lower(substring(c.url from '^(https?://[^/?#]+)')) = lower(substring(v_url from '^(https?://[^/?#]+)'))
    ) then
    perform private.invalid('URL de pagamento inválida.');
  end if;
  if v_attempt.owns_lead then
    update public.purchase_leads p
      set redirected_to_payment = true, payment_url = v_url
      where p.id = v_attempt.purchase_lead_id;
  elsif v_attempt.further_contact_id is not null then
    update private.further_contacts f
      set redirected_to_payment = true, payment_url = v_url
      where f.id = v_attempt.further_contact_id;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Unsubscribe: the lead's own token (pesquisa_hash), which only the mailing's links carry. Limits per address and
-- per lead's e-mail.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.get_unsubscribe_context(p_token text)
returns table (first_name text, active boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select private.first_name(l.name), l.active
  from public.leads_lancamento l
  where private.is_token(p_token) and l.pesquisa_hash = p_token
  order by l.active desc, l.id
  limit 1
$$;

create or replace function public.cancel_subscription(p_token text, p_reason text, p_other_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_lead record;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_other text := private.clean_text(p_other_reason, 1000);
begin
  if p_token is null or btrim(p_token) = '' then
    perform private.invalid('Link inválido. Parâmetro de identificação não encontrado.');
  end if;
  perform private.limit_address('unsubscribe');
  select l.id, l.active, l.email into v_lead
  from public.leads_lancamento l
  where private.is_token(p_token) and l.pesquisa_hash = p_token
  order by l.active desc, l.id
  limit 1
  for update;
  if not found then
    perform private.invalid('Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  end if;
  perform private.limit_email('unsubscribe', v_lead.email);
  if not v_lead.active then
    return 'already_cancelled';
  end if;
  if v_reason not in ('not_interested', 'too_many_emails', 'content_not_relevant', 'found_solution',
      'timing_not_right', 'other') then
    perform private.invalid('Por favor, selecione um motivo para o cancelamento.');
  end if;
  if v_reason = 'other' and v_other is null then
    perform private.invalid('Por favor, descreva o motivo do cancelamento.');
  end if;

  update public.leads_lancamento l
    set active = false,
        cancellation_reason = v_reason,
        cancellation_other_reason = case when v_reason = 'other' then v_other end,
        cancelled_by = 'unsubscribe_form',
        cancelled_at = now(),
        last_updated_by = 'unsubscribe_form'
    where l.id = v_lead.id and l.active;
  if not found then
    return 'already_cancelled';
  end if;
  return 'cancelled';
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Staff: the unsubscribe links' tokens (for the mailing) and the further contacts of leads.
-- ---------------------------------------------------------------------------------------------------------------
-- Raises 42501 unless the caller is staff or the service role (a server-side mailing job).
create or replace function private.require_staff_or_service()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'service_role' then
    return;
  end if;
  perform private.require_staff();
end
$$;
revoke all on function private.require_staff_or_service() from public;

-- [{ id, name, email, active, unsubscribeToken }] of a launch's leads (all launches when null), by id.
create or replace function public.lead_unsubscribe_tokens(p_lancamento integer default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_or_service();
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'email', l.email, 'lancamento', l.lancamento,
        'active', l.active, 'unsubscribeToken', l.pesquisa_hash) order by l.id)
    from public.leads_lancamento l
    where p_lancamento is null or l.lancamento = p_lancamento), '[]'::jsonb);
end
$$;

-- Further contacts of leads of one kind ('registration', 'waitlist', 'purchase_intent'), keyed by the lead's id:
-- { "<id>": [{ id, name, email, whatsapp, programmingExperience, utm, consentAt, consentIp, consentUserAgent,
--             consentLanguage, redirectedToPayment, paymentUrl }] } (newest first). At most 500 ids per call.
create or replace function public.lead_further_contacts(p_source text, p_ids bigint[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if p_source is null or p_source not in ('registration', 'waitlist', 'purchase_intent') then
    raise exception using errcode = '22023', message = 'Tipo de lead inválido.';
  end if;
  if coalesce(cardinality(p_ids), 0) > 500 then
    raise exception using errcode = '22023', message = 'Peça no máximo 500 leads por vez.';
  end if;
  return coalesce((
    select jsonb_object_agg(x.lead_id::text, x.contacts)
    from (
      select coalesce(f.lead_id, f.waitlist_id, f.purchase_lead_id) as lead_id,
        jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'email', f.email, 'whatsapp', f.whatsapp,
          'programmingExperience', f.programming_experience, 'utm', f.utm, 'consentAt', f.consent_at,
          'consentIp', f.consent_ip, 'consentUserAgent', f.consent_user_agent, 'consentLanguage', f.consent_language,
          'redirectedToPayment', f.redirected_to_payment, 'paymentUrl', f.payment_url)
          order by f.consent_at desc, f.id desc) as contacts
      from private.further_contacts f
      where f.source = p_source
        and coalesce(f.lead_id, f.waitlist_id, f.purchase_lead_id) = any (coalesce(p_ids, '{}'::bigint[]))
      group by 1
    ) x), '{}'::jsonb);
end
$$;

revoke all on function public.lead_unsubscribe_tokens(integer), public.lead_further_contacts(text, bigint[])
  from public, anon, authenticated;
grant execute on function public.lead_unsubscribe_tokens(integer) to authenticated, service_role;
grant execute on function public.lead_further_contacts(text, bigint[]) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Lessons: video_id only for released lessons. The table's video_id column is no longer readable by the API roles;
-- public.lesson_catalog (owned by the migration role, so it reads the column) gives it only where is_available.
-- ---------------------------------------------------------------------------------------------------------------
revoke select on table public.lessons from anon, authenticated;
grant select (id, "order", level, title, description, topics, duration, is_available, created_at, updated_at)
  on table public.lessons to anon, authenticated;

create view public.lesson_catalog as
  select l.id, l."order", l.level, l.title, l.description, l.topics,
    case when l.is_available then l.video_id end as video_id,
    l.duration, l.is_available
  from public.lessons l;
comment on view public.lesson_catalog is 'Lessons as visitors see them: video_id only for released lessons.';
revoke all on public.lesson_catalog from public, anon, authenticated;
grant select on public.lesson_catalog to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Staff least privilege on tables: tokens, references and consent fields are not selectable.
-- ---------------------------------------------------------------------------------------------------------------
revoke select on table public.leads_lancamento from authenticated;
grant select (id, name, email, whatsapp, programming_experience, track, utm_source, utm_medium, utm_campaign,
  utm_term, utm_content, utm_id, campaign, last_updated_by, lancamento, active, cancellation_reason,
  cancellation_other_reason, cancelled_by, cancelled_at, created_at, updated_at)
  on table public.leads_lancamento to authenticated;

revoke select, insert, update on table public.purchase_leads from authenticated;
grant select (id, name, email, whatsapp, lancamento, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  utm_id, status, purchase_intent_timestamp, redirected_to_payment, payment_processor, payment_url, created_at,
  updated_at) on table public.purchase_leads to authenticated;
-- The dashboard changes a lead's status (single and bulk); every other change goes through a function.
grant update (status) on table public.purchase_leads to authenticated;

-- A purchase lead's status history outlives the lead (audit): no cascade.
do $$
declare
  v_name text;
begin
  for v_name in
    select c.conname from pg_constraint c
    where c.conrelid = 'public.purchase_lead_status_history'::regclass and c.contype = 'f'
  loop
    execute format('alter table public.purchase_lead_status_history drop constraint %I', v_name);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Execute grants of the redefined public functions (create or replace keeps them; restated for clarity).
-- ---------------------------------------------------------------------------------------------------------------
revoke all on function
  public.register_lead(text, text, text, text, integer, jsonb, text),
  public.get_survey_context(text),
  public.save_survey_answers(text, jsonb),
  public.join_waitlist(text, text, text, text),
  public.save_purchase_intent(text, text, text, integer, jsonb, text),
  public.mark_purchase_redirected(text, text),
  public.get_unsubscribe_context(text),
  public.cancel_subscription(text, text, text)
from public, anon, authenticated;
grant execute on function
  public.register_lead(text, text, text, text, integer, jsonb, text),
  public.get_survey_context(text),
  public.save_survey_answers(text, jsonb),
  public.join_waitlist(text, text, text, text),
  public.save_purchase_intent(text, text, text, integer, jsonb, text),
  public.mark_purchase_redirected(text, text),
  public.get_unsubscribe_context(text),
  public.cancel_subscription(text, text, text)
to anon, authenticated, service_role;
