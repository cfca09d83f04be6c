-- After merging issues 15 and 17: data-subject requests (LGPD) cover the personal data issue 15 added.
--   * private.further_contacts: what a repeat registration, waiting-list entry or purchase intent typed (name,
--     e-mail, WhatsApp, consent IP and user agent, the checkout URL it was sent to);
--   * private.registration_attempts: one row per registration call (SHA-256 of the thank-you/survey token, the
--     first name typed in that attempt);
--   * private.purchase_attempts: one row per purchase intent (SHA-256 of the reference handed to the browser);
-- and the personal data issue 21 added:
--   * public.checkout_events: the checkout platform's payment events (buyer e-mail, name and phone, and the raw
--     payload, which carries the buyer object).
-- The identifier closure (private.subject_identifiers) follows further contacts both ways: an e-mail or phone that
-- appears only in a further contact is searched again in every table, and the further contacts of every record found
-- belong to the request (so do the attempts of every registration and purchase lead found). Checkout events likewise:
-- found by the buyer's e-mail or phone, and those of every purchase lead found (and the purchase lead of an event
-- found). find_data_subject shows and exports them (token digests and tracking tokens left out);
-- anonymise_data_subject overwrites the further contacts' personal fields (rows kept, marked anonymised_at) and the
-- events' buyer fields and payload (price, currency, status, dates, launch and lead kept, so revenue stays), and
-- private.void_subject_link_tokens deletes the attempt rows (the thank-you, survey and checkout-redirect links stop
-- working) besides rotating the unsubscribe token (pesquisa_hash) and clearing attempt references the events carry.
--
-- Every function below is redefined in full.

-- ---------------------------------------------------------------------------------------------------------------
-- Further contacts: anonymised rows are marked and leave the one-row-per-distinct-values rule, which otherwise
-- would refuse two anonymised contacts of one lead (both become 'Anonimizado' without a WhatsApp).
-- ---------------------------------------------------------------------------------------------------------------
alter table private.further_contacts add column anonymised_at timestamptz;

drop index private.further_contacts_distinct_idx;
create unique index further_contacts_distinct_idx on private.further_contacts
  (source, (coalesce(lead_id, waitlist_id, purchase_lead_id)), name, (coalesce(whatsapp, '')))
  where anonymised_at is null;

-- Records a further contact unless the values equal the stored ones or an earlier (not anonymised) further contact
-- of the lead. Unchanged from issue 15 but for the partial unique index (anonymised rows never match).
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
  on conflict (source, (coalesce(lead_id, waitlist_id, purchase_lead_id)), name, (coalesce(whatsapp, '')))
    where anonymised_at is null do nothing
  returning id into v_id;
  if v_id is null then
    -- The same values were recorded before (or by a concurrent repeat that just committed): that row stands.
    select f.id into v_id from private.further_contacts f
    where f.source = p_source
      and coalesce(f.lead_id, f.waitlist_id, f.purchase_lead_id) = coalesce(p_lead_id, p_waitlist_id, p_purchase_lead_id)
      and f.name = p_name and coalesce(f.whatsapp, '') = coalesce(p_whatsapp, '')
      and f.anonymised_at is null;
  end if;
  return v_id;
end
$$;
revoke all on function private.add_further_contact(text, bigint, bigint, bigint, text, text, text, text, text, text, jsonb, text)
  from public;

-- ---------------------------------------------------------------------------------------------------------------
-- The closure of a request's identifiers: starting from the e-mail and the phone given, every e-mail and phone
-- found on a matching row of any table is searched again, until a pass finds nothing new. Links followed besides
-- equal identifiers: the cold lead <-> converted purchase lead (utm_id 'cold_{id}'), and a further contact <-> the
-- registration, waiting-list entry or purchase lead it belongs to (both ways: the e-mail and phone of a further
-- contact of a matching lead join the request, and so do those of the lead of a matching further contact). Phones
-- are digit strings with and without the leading 55 (private.subject_phones). Payment events (issue 21) and the
-- purchase lead each was matched to are linked the same way. Returns { emails, phones } (sorted).
-- ---------------------------------------------------------------------------------------------------------------
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
      union
      -- A further contact and the lead it belongs to: both rows' identifiers when either matches.
      select x.email, x.phone
      from private.further_contacts f
      left join public.leads_lancamento l on l.id = f.lead_id
      left join public.lista_espera w on w.id = f.waitlist_id
      left join public.purchase_leads p on p.id = f.purchase_lead_id
      cross join lateral (values
        (f.email, private.phone_digits(f.whatsapp)),
        (coalesce(l.email, w.email, p.email), private.phone_digits(coalesce(l.whatsapp, w.whatsapp, p.whatsapp)))) x(email, phone)
      where f.email = any (v_emails) or private.phone_digits(f.whatsapp) = any (v_phones)
         or coalesce(l.email, w.email, p.email) = any (v_emails)
         or private.phone_digits(coalesce(l.whatsapp, w.whatsapp, p.whatsapp)) = any (v_phones)
      union
      -- A payment event and the purchase lead it was matched to: both rows' identifiers when either matches.
      select x.email, x.phone
      from public.checkout_events e
      left join public.purchase_leads p on p.id = e.purchase_lead_id
      cross join lateral (values
        (e.buyer_email, private.phone_digits(e.buyer_phone)),
        (p.email, private.phone_digits(p.whatsapp))) x(email, phone)
      where e.buyer_email = any (v_emails) or private.phone_digits(e.buyer_phone) = any (v_phones)
         or p.email = any (v_emails) or private.phone_digits(p.whatsapp) = any (v_phones)
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

-- Every record matching a closed set of identifiers, per table (token digests and tokens left out). Further contacts:
-- those matching by their own e-mail or phone and those of every registration, waiting-list entry and purchase lead
-- found. Attempts: those of every registration (first name and track typed, when the survey was sent) and purchase
-- lead found (and of every further contact found). Payment events: by the buyer's e-mail or phone, and those matched
-- to every purchase lead found.
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
    'lista_espera', coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from public.lista_espera t
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
         or e.purchase_lead_id = any (v_purchases)), '[]'::jsonb));
end
$$;
revoke all on function private.subject_records_closed(jsonb) from public;

-- Voids every link token of the person whose records are given (the output of private.subject_records_closed):
-- every link already sent or handed to a browser stops working.
-- THE one place that knows which columns and tables hold link tokens: a new token column or table is added here.
create or replace function private.void_subject_link_tokens(p_records jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Unsubscribe links (`hash`, the mailing's) of each registration: a fresh value that is never handed out.
  update public.leads_lancamento t set pesquisa_hash = private.new_token()
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'leads_lancamento') e);
  -- Thank-you and survey links (`data`): one attempt row per registration call, deleted (with the first name typed).
  delete from private.registration_attempts a
  where a.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'registration_attempts') e)
     or a.lead_id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'leads_lancamento') e);
  -- Purchase attempts' references (the checkout redirect is marked with them): deleted.
  delete from private.purchase_attempts a
  where a.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'purchase_attempts') e)
     or a.purchase_lead_id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'purchase_leads') e);
  -- The purchase lead's own reference (older links and checkout tracking): a fresh value.
  update public.purchase_leads t set reference = private.new_token()
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'purchase_leads') e);
  -- Payment events carry the reference the checkout URL had (xcod, else sck): cleared where it is a token.
  update public.checkout_events t
  set xcod = case when private.is_token(t.xcod) then null else t.xcod end,
      sck = case when private.is_token(t.sck) then null else t.sck end
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(p_records -> 'checkout_events') e)
    and (private.is_token(t.xcod) or private.is_token(t.sck));
end
$$;
revoke all on function private.void_subject_link_tokens(jsonb) from public;

-- { table: count } of a records object.
create or replace function private.subject_counts(p_records jsonb)
returns jsonb language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_object_agg(k, jsonb_array_length(coalesce(p_records -> k, '[]'::jsonb))), '{}'::jsonb)
  from unnest(array['leads_lancamento', 'respostas_pesquisa', 'lista_espera', 'purchase_leads', 'cold_leads',
    'further_contacts', 'registration_attempts', 'purchase_attempts', 'checkout_events']) k
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
-- free text, checkout URLs, payment events' buyer fields and payload), voids the person's link tokens (attempt rows deleted, unsubscribe token rotated) and
-- keeps the rest (launch, UTM fields, status, choices, dates, cold leads' country code and group, further contacts'
-- rows, payment events' prices and statuses), so totals and aggregates do not change. Cold leads are deactivated and marked anonymised (never converted
-- again); further contacts are marked anonymised. Returns { table: count } of the records anonymised (attempts:
-- deleted).
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
  -- purchase after registration, a further contact and its lead) still hold and the funnel does not change.
  select coalesce(jsonb_object_agg(e.email, 'anonimizado-' || md5(random()::text || clock_timestamp()::text || e.email) || '@anonimizado.invalid'), '{}'::jsonb)
  into v_map
  from (select r ->> 'email' as email from jsonb_each(v) t, jsonb_array_elements(t.value) r
        where r ->> 'email' is not null
        union
        select r ->> 'buyer_email' from jsonb_each(v) t, jsonb_array_elements(t.value) r
        where r ->> 'buyer_email' is not null) e;

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
  -- Further contacts keep their row (source, experience, UTM, consent time and language, whether it was sent to
  -- checkout): what identifies the person is cleared.
  update private.further_contacts t
  set name = 'Anonimizado', email = v_map ->> t.email, whatsapp = null, consent_ip = null, consent_user_agent = null,
      payment_url = null, anonymised_at = now()
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'further_contacts') e);
  -- Payment events keep what revenue and status need (event, dates, transaction, price, currency, payment type,
  -- installments, product, offer, launch, lead, src/sck); the buyer's fields go, and the payload keeps only the
  -- platform's ids, product, purchase (without the buyer's IP and the checkout URL's tracking) and commissions.
  update public.checkout_events t
  set buyer_email = v_map ->> t.buyer_email, buyer_name = null, buyer_phone = null,
      payload = jsonb_strip_nulls(jsonb_build_object(
        'id', t.payload -> 'id', 'event', t.payload -> 'event', 'version', t.payload -> 'version',
        'creation_date', t.payload -> 'creation_date',
        'data', jsonb_strip_nulls(jsonb_build_object(
          'product', t.payload #> '{data,product}',
          'purchase', (t.payload #> '{data,purchase}') - 'buyer_ip' - 'origin',
          'commissions', t.payload #> '{data,commissions}')),
        'anonimizado', true))
  where t.id in (select (e ->> 'id')::bigint from jsonb_array_elements(v -> 'checkout_events') e);

  perform private.audit_subject('anonymise', p_email, p_phone, v_counts);
  return v_counts;
end
$$;

revoke all on function public.find_data_subject(text, text, boolean) from public, anon;
revoke all on function public.anonymise_data_subject(text, text) from public, anon;
grant execute on function public.find_data_subject(text, text, boolean), public.anonymise_data_subject(text, text) to authenticated;
