-- Schema of the launch funnel: every table of the two spec documents plus `launches` (per-launch settings).
-- Supabase CLI layout: deployable to hosted Supabase (PostgreSQL 15/17) as is; also runs on PostgreSQL 18.
-- Roles anon / authenticated / service_role, the auth schema and auth.uid() exist already (hosted Supabase,
-- or local-supabase/sql/bootstrap.sql locally): this file never creates them.

-- Extensions. Hosted Supabase keeps extensions in the `extensions` schema; locally pgcrypto may live in public.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Private schema: never exposed by PostgREST (not in its db-schemas), holds helpers and the staff table.
create schema if not exists private;
revoke all on schema private from public;

-- Opaque URL-safe token: 24 random bytes (192 bits), base64url without padding = 32 characters [A-Za-z0-9_-].
-- gen_random_bytes is found in public (local pgcrypto) or extensions (hosted) through the function's own search_path.
create or replace function private.new_token()
returns text
language sql
volatile
set search_path = pg_catalog, extensions, public
as $$
  select translate(rtrim(encode(gen_random_bytes(24), 'base64'), '='), '+/', '-_')
$$;
revoke all on function private.new_token() from public;

-- Trigger helpers.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

create or replace function private.normalize_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email is not null then
    new.email := pg_catalog.lower(pg_catalog.btrim(new.email));
  end if;
  return new;
end
$$;

-- Fills an empty pesquisa_hash (leads) with a fresh token. Security definer so any inserting role may use it.
create or replace function private.fill_pesquisa_hash()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.pesquisa_hash is null or new.pesquisa_hash = '' then
    new.pesquisa_hash := private.new_token();
  end if;
  return new;
end
$$;

-- Fills an empty purchase reference with a fresh token.
create or replace function private.fill_purchase_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reference is null or new.reference = '' then
    new.reference := private.new_token();
  end if;
  return new;
end
$$;

revoke all on function private.set_updated_at(), private.normalize_email(), private.fill_pesquisa_hash(),
  private.fill_purchase_reference() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- launches: every per-launch constant of the spec, so a new launch is a row, not a code change.
-- ---------------------------------------------------------------------------------------------------------------
create table public.launches (
  lancamento integer primary key check (lancamento > 0),
  name text not null check (btrim(name) <> ''),
  -- Registration page: 'Event date shown: 15 de Setembro, 2025 at 08:00'.
  event_date_text text not null,
  event_time_text text not null,
  -- The free event (for the add-to-calendar link): first class start and end.
  event_starts_at timestamptz not null,
  event_ends_at timestamptz not null,
  -- After this moment the after-deadline checkout variants apply (2025-09-22T23:59:59-03 for launch 2).
  registration_deadline timestamptz not null,
  -- Offer page countdown: the cart opens (Monday 22 September 07:00 for launch 2).
  cart_opens_at timestamptz not null,
  cart_opens_text text not null,
  -- Countdown 'Tempo Restante para o Encerramento': /aulas and the level pages (/aulas/iniciantes, /aulas/intermediario).
  lessons_countdown_at timestamptz not null,
  level_lessons_countdown_at timestamptz not null,
  -- Community group links: thank-you pages per track, VIP groups per lesson level, the /aulas group-chat banner.
  group_link_intermediaria text not null,
  group_link_iniciante text not null,
  vip_group_link_beginner text not null,
  vip_group_link_intermediate text not null,
  lessons_group_chat_link text not null,
  -- Checkout URLs per track (offer i = beginners, offer a = advanced) with their after-deadline variants.
  checkout_url_beginners text not null,
  checkout_url_advanced text not null,
  checkout_url_beginners_after_deadline text,
  checkout_url_advanced_after_deadline text,
  is_current boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint launches_event_range check (event_ends_at >= event_starts_at),
  constraint launches_links_http check (
    group_link_intermediaria ~ '^https?://' and group_link_iniciante ~ '^https?://'
    and vip_group_link_beginner ~ '^https?://' and vip_group_link_intermediate ~ '^https?://'
    and lessons_group_chat_link ~ '^https?://'
    and checkout_url_beginners ~ '^https?://' and checkout_url_advanced ~ '^https?://'
    and coalesce(checkout_url_beginners_after_deadline, 'https://') ~ '^https?://'
    and coalesce(checkout_url_advanced_after_deadline, 'https://') ~ '^https?://'
  ),
  -- At most one current launch; checked at the end of each statement, so
  -- `update launches set is_current = (lancamento = 3)` switches launches in one go.
  constraint launches_one_current exclude using btree (is_current with =) where (is_current)
    deferrable initially immediate
);

-- ---------------------------------------------------------------------------------------------------------------
-- leads_lancamento: registered leads (one per e-mail and launch).
-- ---------------------------------------------------------------------------------------------------------------
create table public.leads_lancamento (
  id bigint generated by default as identity primary key,
  name text not null check (btrim(name) <> ''),
  email text not null check (email = lower(btrim(email)) and position('@' in email) > 1),
  whatsapp text check (whatsapp ~ '^[0-9]{8,20}$'),
  programming_experience text not null check (programming_experience in ('already_programmed', 'want_to_learn')),
  track text not null check (track in ('intermediaria', 'iniciante')),
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  utm_id text,
  -- The spec's `campaign` field: always the visit's utm_campaign.
  campaign text generated always as (utm_campaign) stored,
  consent_given boolean not null default true,
  consent_ip text,
  consent_user_agent text,
  consent_language text,
  consent_at timestamptz not null default now(),
  privacy_policy_version text not null default '1.0',
  data_usage_purposes text[] not null default array['marketing', 'analytics'],
  last_updated_by text not null default 'web_form',
  lancamento integer not null default 1 check (lancamento > 0),
  -- Opaque token (survey `data` and unsubscribe `hash` parameters); renewed on a repeat registration.
  pesquisa_hash text not null unique check (pesquisa_hash ~ '^[A-Za-z0-9_-]{22,}$'),
  active boolean not null default true,
  cancellation_reason text check (cancellation_reason in (
    'not_interested', 'too_many_emails', 'content_not_relevant', 'found_solution', 'timing_not_right', 'other')),
  cancellation_other_reason text,
  cancelled_by text,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_lancamento_email_lancamento_key unique (email, lancamento)
);
create index leads_lancamento_lancamento_created_at_idx on public.leads_lancamento (lancamento, created_at desc);
create index leads_lancamento_created_at_idx on public.leads_lancamento (created_at desc);
create index leads_lancamento_utm_source_idx on public.leads_lancamento (utm_source, utm_medium);
create index leads_lancamento_campaign_idx on public.leads_lancamento (campaign);

-- ---------------------------------------------------------------------------------------------------------------
-- lista_espera: the waiting list for the next cohort (one row per e-mail).
-- ---------------------------------------------------------------------------------------------------------------
create table public.lista_espera (
  id bigint generated by default as identity primary key,
  name text not null check (btrim(name) <> ''),
  email text not null unique check (email = lower(btrim(email)) and position('@' in email) > 1),
  whatsapp text check (whatsapp ~ '^[0-9]{8,20}$'),
  -- The yes/no choice: 'Sim, já programei' = already_programmed, 'Não, quero aprender' = want_to_learn.
  programming_experience text not null check (programming_experience in ('already_programmed', 'want_to_learn')),
  track text not null check (track in ('intermediaria', 'iniciante')),
  consent_given boolean not null default true,
  status text not null default 'active' check (status in ('active', 'notified', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lista_espera_created_at_idx on public.lista_espera (created_at desc);

-- ---------------------------------------------------------------------------------------------------------------
-- respostas_pesquisa: survey answers (one per e-mail and launch).
-- ---------------------------------------------------------------------------------------------------------------
create table public.respostas_pesquisa (
  id bigint generated by default as identity primary key,
  email text not null check (email = lower(btrim(email)) and position('@' in email) > 1),
  lancamento integer not null default 1 check (lancamento > 0),
  experiencia_programacao text not null check (experiencia_programacao in (
    'nunca_tive_contato', 'estudei_logica', 'trabalho_java_junior', 'pleno_senior')),
  maior_dificuldade text not null check (maior_dificuldade in (
    'entender_logica', 'falta_pratica', 'medo_entrevistas', 'migrar_backend', 'outra_dificuldade')),
  atracao_carreira text not null check (atracao_carreira in (
    'estabilidade_salarios', 'trabalho_remoto', 'ser_especialista', 'criar_projetos', 'outra_atracao')),
  fator_bloqueio text not null check (fator_bloqueio in (
    'falta_tempo', 'falta_clareza', 'java_dificil', 'medo_sem_experiencia', 'outro_impedimento')),
  sonho_realizado text not null check (btrim(sonho_realizado) <> ''),
  consumo_conteudo text not null check (consumo_conteudo in (
    'instagram', 'youtube', 'tiktok', 'linkedin', 'podcasts', 'outro_canal')),
  faixa_salarial text not null check (faixa_salarial in (
    'sem_renda_tech', 'ate_3000', 'de_3001_a_7000', 'de_7001_a_12000', 'acima_12000')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint respostas_pesquisa_email_lancamento_key unique (email, lancamento)
);
create index respostas_pesquisa_lancamento_created_at_idx on public.respostas_pesquisa (lancamento, created_at desc);

-- ---------------------------------------------------------------------------------------------------------------
-- purchase_leads: hot leads from the purchase modal (one per e-mail and launch).
-- ---------------------------------------------------------------------------------------------------------------
create table public.purchase_leads (
  id bigint generated by default as identity primary key,
  name text not null check (btrim(name) <> ''),
  email text not null check (email = lower(btrim(email)) and position('@' in email) > 1),
  whatsapp text,
  lancamento integer not null default 2 check (lancamento > 0),
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  utm_id text,
  status text not null default 'NOVO' check (status in (
    'NOVO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO')),
  purchase_intent_timestamp timestamptz not null default now(),
  redirected_to_payment boolean not null default false,
  payment_processor text not null default 'hotmart' check (payment_processor in (
    'hotmart', 'stripe', 'mercado_pago', 'pagseguro')),
  payment_url text,
  -- Opaque reference handed to the visitor's browser to mark the redirect (never the id).
  reference text not null unique check (reference ~ '^[A-Za-z0-9_-]{22,}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint purchase_leads_email_lancamento_key unique (email, lancamento)
);
create index purchase_leads_lancamento_created_at_idx on public.purchase_leads (lancamento, created_at desc);
create index purchase_leads_status_idx on public.purchase_leads (lancamento, status);
create index purchase_leads_utm_source_idx on public.purchase_leads (utm_source);
create index purchase_leads_utm_id_idx on public.purchase_leads (utm_id, lancamento);
create index purchase_leads_whatsapp_idx on public.purchase_leads (whatsapp, lancamento);

-- ---------------------------------------------------------------------------------------------------------------
-- cold_leads: contacts from community groups (one per country code, phone number and launch).
-- ---------------------------------------------------------------------------------------------------------------
create table public.cold_leads (
  id bigint generated by default as identity primary key,
  country_code text not null check (country_code ~ '^[0-9]{1,4}$'),
  phone_number text not null check (phone_number ~ '^[0-9]{4,20}$'),
  formatted_phone text,
  saved_name text check (saved_name is null or btrim(saved_name) <> ''),
  group_name text,
  group_id text,
  source text not null default 'whatsapp_group' check (source in (
    'whatsapp_group', 'telegram_group', 'discord_server', 'linkedin_group', 'facebook_group', 'manual_import', 'other')),
  lancamento integer not null default 2 check (lancamento > 0),
  is_active boolean not null default true,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cold_leads_phone_lancamento_key unique (country_code, phone_number, lancamento)
);
create index cold_leads_lancamento_created_at_idx on public.cold_leads (lancamento, created_at desc);
create index cold_leads_group_name_idx on public.cold_leads (group_name);
create index cold_leads_source_idx on public.cold_leads (source);
create index cold_leads_is_active_idx on public.cold_leads (lancamento, is_active);
-- Case-insensitive substring search (ilike '%term%') on saved name, phone number and formatted phone.
create index cold_leads_saved_name_trgm_idx on public.cold_leads using gin (saved_name extensions.gin_trgm_ops);
create index cold_leads_phone_number_trgm_idx on public.cold_leads using gin (phone_number extensions.gin_trgm_ops);
create index cold_leads_formatted_phone_trgm_idx on public.cold_leads using gin (formatted_phone extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------------------------
-- lessons: free recorded lessons per level.
-- ---------------------------------------------------------------------------------------------------------------
create table public.lessons (
  id bigint generated by default as identity primary key,
  "order" integer not null check ("order" > 0),
  level text not null check (level in ('beginner', 'intermediate')),
  title text not null check (btrim(title) <> ''),
  description text not null default '',
  topics text[] not null default '{}',
  -- YouTube video id (11 characters); null while the lesson is not recorded yet.
  video_id text check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  -- Display duration, 'mm:ss' or 'h:mm:ss'.
  duration text check (duration ~ '^([0-9]+:)?[0-5]?[0-9]:[0-5][0-9]$'),
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lessons_level_order_key unique (level, "order")
);
create index lessons_order_idx on public.lessons ("order");

-- ---------------------------------------------------------------------------------------------------------------
-- routes: the shell's route table. component is free text on purpose (an unknown name is logged by the shell).
-- ---------------------------------------------------------------------------------------------------------------
create table public.routes (
  id bigint generated by default as identity primary key,
  path text not null unique check (path ~ '^/'),
  component text not null check (btrim(component) <> ''),
  props jsonb not null default '{}'::jsonb,
  is_active boolean not null default true,
  priority integer not null default 100,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index routes_active_priority_idx on public.routes (priority) where is_active;

-- ---------------------------------------------------------------------------------------------------------------
-- Triggers: updated_at on every mutable table, e-mails trimmed and lower-cased, tokens filled.
-- ---------------------------------------------------------------------------------------------------------------
create trigger set_updated_at before update on public.launches
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.leads_lancamento
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.lista_espera
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.respostas_pesquisa
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.purchase_leads
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.cold_leads
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.lessons
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.routes
  for each row execute function private.set_updated_at();

create trigger normalize_email before insert or update of email on public.leads_lancamento
  for each row execute function private.normalize_email();
create trigger normalize_email before insert or update of email on public.lista_espera
  for each row execute function private.normalize_email();
create trigger normalize_email before insert or update of email on public.respostas_pesquisa
  for each row execute function private.normalize_email();
create trigger normalize_email before insert or update of email on public.purchase_leads
  for each row execute function private.normalize_email();

create trigger fill_pesquisa_hash before insert or update of pesquisa_hash on public.leads_lancamento
  for each row execute function private.fill_pesquisa_hash();
create trigger fill_reference before insert or update of reference on public.purchase_leads
  for each row execute function private.fill_purchase_reference();
