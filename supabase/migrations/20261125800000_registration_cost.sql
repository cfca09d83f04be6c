-- Registrations at launch-day load (issue 29): less work in each registration's transaction, the same rules.
-- Measured per registration on a 2-core machine with PostgREST's ten connections busy (docs/performance.md):
-- every index written and every trigger fired counts several times over when ten backends share two cores.
--
-- 1. The request's headers are parsed once per registration (they were parsed three times: the address limit, the
--    consent address and the user agent).
-- 2. One statement trigger writes both summaries' deltas from a new lead (lead sources and UTM counts): one trigger
--    call and one pass over the transition table instead of two.
-- 3. Row triggers that have nothing to do are not fired: the e-mail is already normalised and the survey token
--    already set by register_lead (a WHEN condition on the trigger).
-- 4. Indexes that nothing reads are not written: leads by the old `campaign` column and by (utm_source, utm_medium)
--    (every reader goes through the summaries or a launch's own index), and the outbox's unique Message-ID (unique by
--    construction: it carries the row's id).
-- 5. The abuse limits' queries are planned once per connection, not on every call: their range on a time parameter
--    (bucket > since, at > since) made the plan cache keep choosing custom plans, so each limit was planned again at
--    each registration (about 15 % of the registration's database time in a profile of the backend).
-- 6. The confirmation's Message-ID is written by its insert, not by a row trigger (one formatter for both).

-- 1. Headers parsed once --------------------------------------------------------------------------------------------

create or replace function private.request_ip_of(p_headers jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_forwarded text[];
begin
  if nullif(pg_catalog.btrim(p_headers ->> 'cf-connecting-ip'), '') is not null then
    return private.clean_text(p_headers ->> 'cf-connecting-ip', 100);
  end if;
  v_forwarded := pg_catalog.regexp_split_to_array(p_headers ->> 'x-forwarded-for', '\s*,\s*');
  return private.clean_text(
    nullif(pg_catalog.btrim(v_forwarded[pg_catalog.array_length(v_forwarded, 1)]), ''), 100);
end
$$;

comment on function private.request_ip_of(jsonb) is
  'The caller''s address from request headers already read (private.request_headers()): Cloudflare''s, else the last X-Forwarded-For hop (the trusted proxy''s).';

create or replace function private.request_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return private.request_ip_of(private.request_headers());
end
$$;

drop function private.limit_address(text);

create function private.limit_address(p_kind text, p_ip text default null)
returns void
language sql
set search_path = ''
as $$
  select private.rate_limit_counted(p_kind || ':ip', coalesce(p_ip, private.request_ip()), 2000, interval '1 minute')
$$;

drop function private.limit_public_call(text, text);

create function private.limit_public_call(p_kind text, p_email text, p_ip text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.limit_address(p_kind, p_ip);
  if p_email is not null then
    perform private.limit_email(p_kind, p_email);
  end if;
end
$$;

revoke all on function private.request_ip_of(jsonb), private.limit_address(text, text),
  private.limit_public_call(text, text, text) from public;

-- 2. One statement trigger for a new lead's summaries ----------------------------------------------------------------

create or replace function private.lead_counts_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_source_deltas (lancamento, day, source, medium, leads, last_seen_at, last_seen_id)
  select n.lancamento, private.brasilia_day(n.created_at), private.lead_source_key(n.utm_source),
         private.lead_medium_key(n.utm_medium), pg_catalog.count(*)::integer,
         pg_catalog.max(n.created_at),
         (pg_catalog.array_agg(n.id order by n.created_at desc, n.id desc))[1]
  from new_rows n
  group by 1, 2, 3, 4;
  insert into private.utm_count_deltas (lancamento, day, source, campaign, medium, content, leads)
  select n.lancamento, private.brasilia_day(n.created_at), private.utm_key(n.utm_source), private.utm_key(n.utm_campaign),
         private.utm_key(n.utm_medium), private.utm_key(n.utm_content), pg_catalog.count(*)::integer
  from new_rows n
  group by 1, 2, 3, 4, 5, 6;
  return null;
end
$$;

comment on function private.lead_counts_after_insert() is
  'New leads'' deltas for both summaries kept by the database: lead sources (lead_source_deltas) and UTM counts (utm_count_deltas).';

revoke all on function private.lead_counts_after_insert() from public;

drop trigger leads_lancamento_source_counts_insert on public.leads_lancamento;
drop trigger leads_lancamento_utm_counts_insert on public.leads_lancamento;
create trigger leads_lancamento_counts_insert after insert on public.leads_lancamento
  referencing new table as new_rows
  for each statement execute function private.lead_counts_after_insert();
drop function private.lead_source_deltas_after_insert();
drop function private.utm_counts_leads_after_insert();

-- 3. Row triggers only when they have something to do ---------------------------------------------------------------

drop trigger normalize_email on public.leads_lancamento;
create trigger normalize_email before insert or update of email on public.leads_lancamento
  for each row when (new.email is distinct from pg_catalog.lower(pg_catalog.btrim(new.email)))
  execute function private.normalize_email();

drop trigger fill_pesquisa_hash on public.leads_lancamento;
create trigger fill_pesquisa_hash before insert or update of pesquisa_hash on public.leads_lancamento
  for each row when (new.pesquisa_hash is null or new.pesquisa_hash = '')
  execute function private.fill_pesquisa_hash();

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

  -- The confirmation e-mail (this attempt's thank-you link), at most one per address a day.
  perform private.queue_confirmation(v_launch, 'registration_confirmation', v_lead.id, null, v_email, v_token);

  token := v_token;
  track := v_track;
  return next;
end
$$;

-- 4. Indexes nothing reads ------------------------------------------------------------------------------------------

drop index public.leads_lancamento_campaign_idx;
drop index public.leads_lancamento_utm_source_idx;
alter table private.email_outbox drop constraint email_outbox_message_id_key;

-- 5. The abuse limits planned once per connection ------------------------------------------------------------------

alter function private.rate_limit_counted(text, text, integer, interval) set plan_cache_mode = force_generic_plan;
alter function private.rate_limit(text, text, integer, interval) set plan_cache_mode = force_generic_plan;

-- 6. The confirmation's Message-ID written by the insert itself (the outbox's row trigger, which wrote it after a
--    lookup of the domain, was 3.7 % of a registration's database time). One function formats it for both.

create or replace function private.outbox_message_id(p_id bigint)
returns text
language sql
volatile
set search_path = ''
as $$
  select '<outbox-' || p_id || '.' || private.new_token() || '@'
    || coalesce((select s.message_id_domain from private.email_settings s), 'semanajava.com.br') || '>'
$$;

comment on function private.outbox_message_id(bigint) is
  'The Message-ID of the outbox row p_id: its id (unique) and a random part, at the domain of the e-mail settings. Volatile: each call draws a new random part.';

revoke all on function private.outbox_message_id(bigint) from public;

create or replace function private.fill_email_message_id()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.message_id is null then
    new.message_id := private.outbox_message_id(new.id);
  end if;
  return new;
end
$$;

create or replace function private.queue_confirmation(
  p_lancamento integer,
  p_message_key text,
  p_lead_id bigint,
  p_waitlist_id bigint,
  p_email text,
  p_link_token text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.email_outbox (id, message_id, email_message_id, lancamento, message_key, lead_id, waitlist_id,
    to_email, dedupe_key, confirmation_day, link_token, expires_at)
  select x.id, private.outbox_message_id(x.id), m.id, m.lancamento, m.message_key, p_lead_id, p_waitlist_id, p_email,
    coalesce('lead:' || p_lead_id, 'waitlist:' || p_waitlist_id) || ':day:' || d.day, d.day, p_link_token,
    now() + interval '2 days'
  from private.email_messages m
  cross join (select (now() at time zone 'America/Sao_Paulo')::date as day) d
  cross join lateral (select pg_catalog.nextval('private.email_outbox_id_seq'::regclass) as id) x
  where m.lancamento = p_lancamento and m.message_key = p_message_key
  on conflict do nothing
$$;
