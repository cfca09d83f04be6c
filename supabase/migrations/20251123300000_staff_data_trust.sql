-- Issue 17: staff data that can be trusted.
-- 1. launch_funnel: nested sets per launch (each step a subset of the one before), with the purchase intents that
--    fall outside the funnel (registered without the survey, without registration, cold-lead conversions) as their
--    own lines; rates relative to the step before and to the first step, never above 100%.
-- 2. Data-subject requests (LGPD): the request's identifiers are closed over every table (every e-mail and phone
--    found on a matching row is searched again until nothing new appears) before anything is shown, exported or
--    anonymised; anonymisation keeps every total (cold leads keep their country code, are deactivated and can no
--    longer be converted) and voids every link token of the person (private.void_subject_link_tokens, the one
--    place that knows the token columns); the audit stores an HMAC of the identifier keyed with a per-database
--    secret kept in the private schema (private.audit_secret), never the identifier or a plain hash of it.

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Funnel
-- ---------------------------------------------------------------------------------------------------------------
-- A purchase lead created from a cold lead (public.convert_cold_lead writes utm_id 'cold_{id}' and utm_source
-- 'cold_lead_conversion').
create or replace function private.is_cold_conversion(p_utm_id text, p_utm_source text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$ select coalesce(p_utm_id ~ '^cold_[0-9]+$', false) or coalesce(pg_catalog.btrim(p_utm_source) = 'cold_lead_conversion', false) $$;
revoke all on function private.is_cold_conversion(text, text) from public;

-- Funnel of a launch, as nested sets of people (registrations, survey answers and purchase leads are unique per
-- e-mail and launch, and are joined by e-mail):
--   registered       registrations of the launch (filtered by the registration's own UTM source / campaign)
--   answered_survey  of those, the ones with a survey answer in the launch
--   purchase_intent  of those, the ones with a purchase lead in the launch
--   redirected       of those, the ones who reached the checkout (redirected, or sold: a sale implies checkout)
--   sold             of those, the ones with status VENDIDO
-- Purchase leads outside the funnel are lines of their own (outside): registered people who did not answer the
-- survey (filtered by the registration's UTMs), and purchase leads with no registration in the launch (filtered by
-- their own UTMs), split into cold-lead conversions and the rest. Each line has { key, count, redirected, sold }.
-- Step rates: conversion = % of the previous step, ofFirst = % of the first step (two decimals; null when the base
-- is 0 and for the first step's conversion). Because the sets are nested, no rate is ever above 100%.
-- Returns { lancamento, steps: [{ key, count, conversion, ofFirst }], outside: [...], overallConversion }.
create or replace function public.launch_funnel(p_lancamento integer, p_utm_source text default null, p_utm_campaign text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_source text := nullif(pg_catalog.btrim(coalesce(p_utm_source, '')), '');
  v_campaign text := nullif(pg_catalog.btrim(coalesce(p_utm_campaign, '')), '');
  v_counts bigint[];
  v_outside jsonb;
  v_steps jsonb := '[]'::jsonb;
  v_keys text[] := array['registered', 'answered_survey', 'purchase_intent', 'redirected', 'sold'];
  i int;
begin
  perform private.require_staff();
  if p_lancamento is null then
    raise exception using errcode = '22023', message = 'Lançamento inválido.';
  end if;

  with regs as (
    select l.email,
           exists (select 1 from public.respostas_pesquisa s where s.email = l.email and s.lancamento = p_lancamento) as answered
    from public.leads_lancamento l
    where l.lancamento = p_lancamento
      and (v_source is null or coalesce(nullif(pg_catalog.btrim(l.utm_source), ''), 'Sem Fonte') = v_source)
      and (v_campaign is null or coalesce(nullif(pg_catalog.btrim(l.utm_campaign), ''), 'Sem Campanha') = v_campaign)
  ), intents as (
    select r.answered, (p.redirected_to_payment or p.status = 'VENDIDO') as reached, p.status = 'VENDIDO' as sold
    from regs r
    join public.purchase_leads p on p.email = r.email and p.lancamento = p_lancamento
  )
  select array[
    (select count(*) from regs),
    (select count(*) from regs r where r.answered),
    (select count(*) from intents i where i.answered),
    (select count(*) from intents i where i.answered and i.reached),
    (select count(*) from intents i where i.answered and i.reached and i.sold)],
    jsonb_build_array(jsonb_build_object(
      'key', 'registered_without_survey',
      'count', (select count(*) from intents i where not i.answered),
      'redirected', (select count(*) from intents i where not i.answered and i.reached),
      'sold', (select count(*) from intents i where not i.answered and i.sold)))
  into v_counts, v_outside;

  with unregistered as (
    select private.is_cold_conversion(p.utm_id, p.utm_source) as cold,
           (p.redirected_to_payment or p.status = 'VENDIDO') as reached, p.status = 'VENDIDO' as sold
    from public.purchase_leads p
    where p.lancamento = p_lancamento
      and (v_source is null or coalesce(nullif(pg_catalog.btrim(p.utm_source), ''), 'Sem Fonte') = v_source)
      and (v_campaign is null or coalesce(nullif(pg_catalog.btrim(p.utm_campaign), ''), 'Sem Campanha') = v_campaign)
      and not exists (select 1 from public.leads_lancamento l where l.email = p.email and l.lancamento = p_lancamento)
  )
  select v_outside || jsonb_build_array(
    jsonb_build_object('key', 'without_registration',
      'count', count(*) filter (where not u.cold),
      'redirected', count(*) filter (where not u.cold and u.reached),
      'sold', count(*) filter (where not u.cold and u.sold)),
    jsonb_build_object('key', 'cold_conversions',
      'count', count(*) filter (where u.cold),
      'redirected', count(*) filter (where u.cold and u.reached),
      'sold', count(*) filter (where u.cold and u.sold)))
  into v_outside
  from unregistered u;

  for i in 1..5 loop
    v_steps := v_steps || jsonb_build_array(jsonb_build_object(
      'key', v_keys[i],
      'count', v_counts[i],
      'conversion', case when i = 1 or v_counts[i - 1] = 0 then null
                         else round(v_counts[i]::numeric * 100 / v_counts[i - 1], 2) end,
      'ofFirst', case when v_counts[1] = 0 then null else round(v_counts[i]::numeric * 100 / v_counts[1], 2) end));
  end loop;
  return jsonb_build_object(
    'lancamento', p_lancamento,
    'steps', v_steps,
    'outside', v_outside,
    'overallConversion', case when v_counts[1] = 0 then null else round(v_counts[5]::numeric * 100 / v_counts[1], 2) end);
end
$$;
revoke all on function public.launch_funnel(integer, text, text) from public, anon;
grant execute on function public.launch_funnel(integer, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. Data-subject requests
-- ---------------------------------------------------------------------------------------------------------------
-- Audit secret: 32 random bytes drawn once per database, in the private schema (not exposed by PostgREST; anon
-- and authenticated have no usage on it, and row-level security with no policy keeps everyone but the definer
-- functions below out even if a grant slips). Only private.subject_hmac reads it.
create table private.audit_secret (
  id boolean primary key default true check (id),
  secret bytea not null check (octet_length(secret) >= 32),
  created_at timestamptz not null default now()
);
alter table private.audit_secret enable row level security;
revoke all on private.audit_secret from public, anon, authenticated;

create or replace function private.random_secret()
returns bytea language sql volatile set search_path = pg_catalog, extensions, public
as $$ select gen_random_bytes(32) $$;
revoke all on function private.random_secret() from public;
insert into private.audit_secret (secret) values (private.random_secret()) on conflict (id) do nothing;

-- HMAC-SHA-256 (hex) of a normalised identifier with the audit secret. hmac() is pgcrypto's (public locally,
-- extensions on hosted Supabase), found through the function's own search_path.
create or replace function private.subject_hmac(p_identifier text)
returns text
language plpgsql
stable
security definer
set search_path = pg_catalog, extensions, public
as $$
declare
  v_secret bytea;
begin
  select s.secret into v_secret from private.audit_secret s where s.id;
  if v_secret is null then
    raise exception 'audit secret missing';
  end if;
  return encode(hmac(convert_to(coalesce(p_identifier, ''), 'UTF8'), v_secret, 'sha256'), 'hex');
end
$$;
revoke all on function private.subject_hmac(text) from public;

-- Digits of a phone as stored anywhere (null when none).
create or replace function private.phone_digits(p_phone text)
returns text language sql immutable parallel safe set search_path = ''
as $$ select nullif(pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '') $$;
revoke all on function private.phone_digits(text) from public;

-- Anonymised cold leads keep their row (so totals by launch, group, source and country do not change) and are
-- marked here: inactive for good and refused by the cold -> hot conversion.
alter table public.cold_leads add column anonymised_at timestamptz;

create or replace function private.keep_anonymised_cold_lead_inactive()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if old.anonymised_at is not null then
    new.anonymised_at := old.anonymised_at;
  end if;
  if new.anonymised_at is not null then
    new.is_active := false;
  end if;
  return new;
end
$$;
revoke all on function private.keep_anonymised_cold_lead_inactive() from public;
create trigger keep_anonymised_inactive before update on public.cold_leads
  for each row execute function private.keep_anonymised_cold_lead_inactive();

-- public.convert_cold_lead inserts the purchase lead with utm_id 'cold_{id}': refuse it for an anonymised contact.
create or replace function private.refuse_anonymised_cold_conversion()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  if new.utm_id ~ '^cold_[0-9]{1,18}$' and exists (
    select 1 from public.cold_leads c
    where c.id = pg_catalog.substr(new.utm_id, 6)::bigint and c.anonymised_at is not null) then
    raise exception using errcode = '22023', message = 'Este contato foi anonimizado (LGPD) e não pode ser convertido.';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_anonymised_cold_conversion() from public;
create trigger refuse_anonymised_cold_conversion before insert on public.purchase_leads
  for each row execute function private.refuse_anonymised_cold_conversion();

-- The closure of a request's identifiers: starting from the e-mail and the phone given, every e-mail and phone
-- found on a matching row of any table (and the cold lead <-> converted purchase lead link, utm_id 'cold_{id}')
-- is searched again, until a pass finds nothing new. Phones are digit strings with and without the leading 55
-- (private.subject_phones). Returns { emails: text[], phones: text[] } (sorted).
create or replace function private.subject_identifiers(p_email text, p_phone text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_emails text[] := array_remove(array[nullif(lower(pg_catalog.btrim(coalesce(p_email, ''))), '')], null);
  v_phones text[] := private.subject_phones(p_phone);
  v_next_emails text[];
  v_next_phones text[];
  v_found_phones text[];
  v_pass int := 0;
begin
  loop
    v_pass := v_pass + 1;
    with hits(email, phone) as (
      select t.email, t.whatsapp from public.leads_lancamento t
      where t.email = any (v_emails) or t.whatsapp = any (v_phones)
      union
      select t.email, null from public.respostas_pesquisa t where t.email = any (v_emails)
      union
      select t.email, t.whatsapp from public.lista_espera t
      where t.email = any (v_emails) or t.whatsapp = any (v_phones)
      union
      select t.email, private.phone_digits(t.whatsapp) from public.purchase_leads t
      where t.email = any (v_emails) or private.phone_digits(t.whatsapp) = any (v_phones)
         or t.utm_id in (select 'cold_' || c.id from public.cold_leads c where c.country_code || c.phone_number = any (v_phones))
      union
      select null, c.country_code || c.phone_number from public.cold_leads c
      where c.country_code || c.phone_number = any (v_phones)
         or 'cold_' || c.id in (select p.utm_id from public.purchase_leads p
                                where p.email = any (v_emails) or private.phone_digits(p.whatsapp) = any (v_phones))
    )
    select coalesce(array_agg(distinct h.email) filter (where h.email is not null), '{}'),
           coalesce(array_agg(distinct h.phone) filter (where h.phone is not null), '{}')
    into v_next_emails, v_found_phones
    from hits h;

    select coalesce(array_agg(distinct e order by e), '{}') into v_next_emails
    from unnest(v_emails || v_next_emails) e;
    select coalesce(array_agg(distinct p order by p), '{}') into v_next_phones
    from (select unnest(v_phones) p
          union select unnest(private.subject_phones(f)) from unnest(v_found_phones) f) x;

    exit when v_next_emails <@ v_emails and v_next_phones <@ v_phones;
    v_emails := v_next_emails;
    v_phones := v_next_phones;
    if v_pass > 50 then
      raise exception using errcode = '54000', message = 'Solicitação com identificadores demais; refine a busca.';
    end if;
  end loop;
  return jsonb_build_object(
    'emails', to_jsonb(coalesce((select array_agg(e order by e) from unnest(v_emails) e), '{}')),
    'phones', to_jsonb(coalesce((select array_agg(p order by p) from unnest(v_phones) p), '{}')));
end
$$;
revoke all on function private.subject_identifiers(text, text) from public;

-- Every record matching a closed set of identifiers, per table (tokens left out).
create or replace function private.subject_records_closed(p_ids jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_emails text[] := array(select jsonb_array_elements_text(p_ids -> 'emails'));
  v_phones text[] := array(select jsonb_array_elements_text(p_ids -> 'phones'));
begin
  return jsonb_build_object(
    'leads_lancamento', coalesce((select jsonb_agg(to_jsonb(t) - 'pesquisa_hash' order by t.id) from public.leads_lancamento t
      where t.email = any (v_emails) or t.whatsapp = any (v_phones)), '[]'::jsonb),
    'respostas_pesquisa', coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from public.respostas_pesquisa t
      where t.email = any (v_emails)), '[]'::jsonb),
    'lista_espera', coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from public.lista_espera t
      where t.email = any (v_emails) or t.whatsapp = any (v_phones)), '[]'::jsonb),
    'purchase_leads', coalesce((select jsonb_agg(to_jsonb(t) - 'reference' order by t.id) from public.purchase_leads t
      where t.email = any (v_emails) or private.phone_digits(t.whatsapp) = any (v_phones)), '[]'::jsonb),
    'cold_leads', coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from public.cold_leads t
      where t.country_code || t.phone_number = any (v_phones)), '[]'::jsonb));
end
$$;
revoke all on function private.subject_records_closed(jsonb) from public;

-- Voids every link token of the person whose records are given (the output of private.subject_records_closed):
-- each token is replaced by a fresh one that is never handed out, so every link already sent stops working.
-- THE one place that knows which columns and tables hold link tokens: a new token column or table is added here.
create or replace function private.void_subject_link_tokens(p_records jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Survey (`data`) and unsubscribe (`hash`) links of each registration.
  update public.leads_lancamento t set pesquisa_hash = private.new_token()
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'leads_lancamento') e);
  -- The purchase reference handed to the visitor's browser to mark the checkout redirect.
  update public.purchase_leads t set reference = private.new_token()
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'purchase_leads') e);
end
$$;
revoke all on function private.void_subject_link_tokens(jsonb) from public;

-- Audit row: who, when, what, how many records per table, and the HMAC of the identifier as requested
-- (normalised e-mail '|' phone digits).
create or replace function private.audit_subject(p_action text, p_email text, p_phone text, p_records jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  insert into public.data_subject_requests (action, subject_hash, records, requested_by, requested_by_email)
  values (p_action,
    private.subject_hmac(coalesce(lower(pg_catalog.btrim(p_email)), '') || '|' || coalesce(private.phone_digits(p_phone), '')),
    p_records, v_uid, (select u.email from auth.users u where u.id = v_uid));
end
$$;
revoke all on function private.audit_subject(text, text, text, jsonb) from public;

-- Audit rows written before this migration hold a plain SHA-256 of the identifier, which a dictionary of e-mails or
-- phones reverses: key them too (HMAC of the old hash), so no audit row can undo an anonymisation.
update public.data_subject_requests set subject_hash = private.subject_hmac('sha256:' || subject_hash);

-- { table: count } of a records object.
create or replace function private.subject_counts(p_records jsonb)
returns jsonb language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_object_agg(k, jsonb_array_length(p_records -> k)), '{}'::jsonb)
  from unnest(array['leads_lancamento', 'respostas_pesquisa', 'lista_espera', 'purchase_leads', 'cold_leads']) k
$$;
revoke all on function private.subject_counts(jsonb) from public;

-- find (p_export false) or export (true): the closed identifiers ('identifiers': { emails, phones }) and the
-- records of every table, and the audit row.
create or replace function public.find_data_subject(p_email text, p_phone text default null, p_export boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ids jsonb;
  v jsonb;
begin
  perform private.require_staff();
  perform private.check_subject(p_email, p_phone);
  v_ids := private.subject_identifiers(p_email, p_phone);
  v := private.subject_records_closed(v_ids);
  perform private.audit_subject(case when p_export then 'export' else 'search' end, p_email, p_phone, private.subject_counts(v));
  return v || jsonb_build_object('identifiers', v_ids);
end
$$;

-- Clears the personal fields of every record of the closed identifiers (names, e-mails, phones, IPs, user agents,
-- free text), voids the person's link tokens and keeps the rest (launch, UTM fields, status, choices, dates, cold
-- leads' country code and group), so totals and aggregates do not change. Cold leads are deactivated and marked
-- anonymised (never converted again). Returns { table: count } of the records anonymised.
create or replace function public.anonymise_data_subject(p_email text, p_phone text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v jsonb;
  v_counts jsonb;
  v_map jsonb;
begin
  perform private.require_staff();
  perform private.check_subject(p_email, p_phone);
  v := private.subject_records_closed(private.subject_identifiers(p_email, p_phone));
  v_counts := private.subject_counts(v);
  -- One random replacement per original e-mail, the same in every table, so joins by e-mail (survey answered,
  -- purchase after registration) still hold and the funnel does not change.
  select coalesce(jsonb_object_agg(e.email, 'anonimizado-' || md5(random()::text || clock_timestamp()::text || e.email) || '@anonimizado.invalid'), '{}'::jsonb)
  into v_map
  from (select distinct r ->> 'email' as email from jsonb_each(v) t, jsonb_array_elements(t.value) r
        where r ? 'email' and r ->> 'email' is not null) e;

  perform private.void_subject_link_tokens(v);

  update public.respostas_pesquisa t
  set email = v_map ->> t.email, sonho_realizado = '[anonimizado]'
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'respostas_pesquisa') e);
  update public.leads_lancamento t
  set name = 'Anonimizado', email = v_map ->> t.email, whatsapp = null,
      consent_ip = null, consent_user_agent = null, cancellation_other_reason = null, last_updated_by = 'lgpd'
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'leads_lancamento') e);
  update public.lista_espera t
  set name = 'Anonimizado', email = v_map ->> t.email, whatsapp = null
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'lista_espera') e);
  update public.purchase_leads t
  set name = 'Anonimizado', email = v_map ->> t.email, whatsapp = null, payment_url = null
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'purchase_leads') e);
  -- The number becomes zeros + the row id (unique, matches nobody); the country code stays, so 'Brasil' /
  -- 'Outros Países' do not change.
  update public.cold_leads t
  set phone_number = lpad(t.id::text, 16, '0'), formatted_phone = null, saved_name = null, notes = null,
      is_active = false, anonymised_at = now()
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'cold_leads') e);

  perform private.audit_subject('anonymise', p_email, p_phone, v_counts);
  return v_counts;
end
$$;

-- The per-request lookup without closure is gone: nothing may search the tables without closing the identifiers.
drop function if exists private.subject_records(text, text);

revoke all on function public.find_data_subject(text, text, boolean) from public, anon;
revoke all on function public.anonymise_data_subject(text, text) from public, anon;
grant execute on function public.find_data_subject(text, text, boolean), public.anonymise_data_subject(text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Exports read every row of a filter page by page: cold_leads_page takes up to 1000 rows a page (was 100), the
--    same as PostgREST's max rows, so a 200,000-contact export is 200 requests. Unchanged otherwise.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.cold_leads_page(
  p_lancamento integer default null,
  p_group_name text default null,
  p_search text default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_page integer default 1,
  p_per_page integer default 20,
  p_is_active boolean default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_digits text;
  v_sort text := coalesce(p_sort, 'created_at');
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_per_page integer := least(greatest(coalesce(p_per_page, 20), 1), 1000);
  v_total integer;
  v_rows jsonb;
begin
  perform private.require_staff();
  if v_sort not in ('created_at', 'updated_at', 'saved_name', 'phone_number', 'country_code', 'formatted_phone',
                    'group_name', 'source', 'is_active', 'lancamento', 'id') then
    raise exception using errcode = '22023', message = 'Ordenação inválida.';
  end if;
  if v_term is not null then
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v_term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    -- A term made only of phone characters also matches country code + number by its digits ('(11) 98888').
    if v_term ~ '^[0-9 ()+./-]+$' then
      v_digits := nullif(pg_catalog.regexp_replace(v_term, '\D', '', 'g'), '');
    end if;
  end if;

  select pg_catalog.count(*)::integer into v_total
  from public.cold_leads c
  where (p_lancamento is null or c.lancamento = p_lancamento)
    and (p_group_name is null or c.group_name = p_group_name)
    and (p_is_active is null or c.is_active = p_is_active)
    and (v_term is null or c.saved_name ilike v_pattern or c.phone_number ilike v_pattern
         or c.formatted_phone ilike v_pattern
         or (v_digits is not null and (c.country_code || c.phone_number) like '%' || v_digits || '%'));

  execute pg_catalog.format(
    'select coalesce(jsonb_agg(to_jsonb(c) order by c.%1$I %2$s nulls last, c.id %2$s), ''[]''::jsonb)
     from (
       select c.* from public.cold_leads c
       where ($1 is null or c.lancamento = $1)
         and ($2 is null or c.group_name = $2)
         and ($3 is null or c.is_active = $3)
         and ($4 is null or c.saved_name ilike $5 or c.phone_number ilike $5 or c.formatted_phone ilike $5
              or ($6 is not null and (c.country_code || c.phone_number) like ''%%'' || $6 || ''%%''))
       order by c.%1$I %2$s nulls last, c.id %2$s
       offset $7 limit $8
     ) c',
    v_sort, case when p_ascending then 'asc' else 'desc' end)
  into v_rows
  using p_lancamento, p_group_name, p_is_active, v_term, v_pattern, v_digits, (v_page - 1) * v_per_page, v_per_page;

  return jsonb_build_object(
    'rows', v_rows,
    'total', v_total,
    'page', v_page,
    'per_page', v_per_page,
    'total_pages', greatest(1, ceil(v_total::numeric / v_per_page)::integer));
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- 4. Indexes for the identifier closure (each pass looks phones up in every table; purchase leads, a smaller table,
--    are scanned: an expression index there would make every writer need execute on private.phone_digits).
-- ---------------------------------------------------------------------------------------------------------------
create index if not exists leads_lancamento_whatsapp_idx on public.leads_lancamento (whatsapp) where whatsapp is not null;
create index if not exists lista_espera_whatsapp_idx on public.lista_espera (whatsapp) where whatsapp is not null;
create index if not exists cold_leads_full_phone_idx on public.cold_leads ((country_code || phone_number));
