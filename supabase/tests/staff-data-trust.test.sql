-- Staff data trust (supabase/migrations/20251123300000_staff_data_trust.sql): the funnel as nested sets, with data built to
-- break the old definition (intents without registration, cold-lead conversions, sold without redirect, intents
-- of registered people who skipped the survey), and data-subject requests closed over every table: an e-mail-only,
-- a phone-only and a mixed request, each anonymised, with totals kept, tokens voided and an HMAC in the audit.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;
insert into auth.users (email, encrypted_password) values ('staff-trust@example.com', 'x'), ('user-trust@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-trust@example.com';
insert into t_ids select 'staff', id::text from auth.users where email = 'staff-trust@example.com';
insert into t_ids select 'user', id::text from auth.users where email = 'user-trust@example.com';

-- ---------- Funnel data, launch 921 ----------
-- Registered: r1 (survey, intent, redirected, sold), r2 (survey, intent, NOT redirected, sold), r3 (survey only),
-- r4 (no survey, intent, sold), r5 (nothing else). r1..r3 and r5 come from google, r4 from insta.
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_campaign, lancamento) values
  ('R1', 'r1@f921.test', 'want_to_learn', 'iniciante', 'google', 'black', 921),
  ('R2', 'r2@f921.test', 'want_to_learn', 'iniciante', 'google', 'black', 921),
  ('R3', 'r3@f921.test', 'want_to_learn', 'iniciante', 'google', null, 921),
  ('R4', 'r4@f921.test', 'want_to_learn', 'iniciante', 'insta', null, 921),
  ('R5', 'r5@f921.test', 'want_to_learn', 'iniciante', 'google', null, 921);
insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial)
select e, 921, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Sonho', 'youtube', 'ate_3000'
from unnest(array['r1@f921.test', 'r2@f921.test', 'r3@f921.test']) e;
-- Purchase leads: the registered ones, plus p6/p7 (never registered), a cold-lead conversion, and a survey answer
-- in another launch for r4 (must not count).
insert into public.purchase_leads (name, email, lancamento, status, utm_source, utm_campaign, utm_id, redirected_to_payment) values
  ('R1', 'r1@f921.test', 921, 'VENDIDO', 'google', 'black', null, true),
  ('R2', 'r2@f921.test', 921, 'VENDIDO', 'google', 'black', null, false),
  ('R4', 'r4@f921.test', 921, 'VENDIDO', 'insta', null, null, true),
  ('P6', 'p6@f921.test', 921, 'NOVO', 'google', null, null, true),
  ('P7', 'p7@f921.test', 921, 'VENDIDO', 'google', null, null, false),
  ('Contato frio', 'lead.frio.1@temporario.invalid', 921, 'NOVO', 'cold_lead_conversion', 'Grupo', 'cold_1', false);
insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial)
values ('r4@f921.test', 922, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Outro', 'youtube', 'ate_3000');

-- ---------- Data subjects, launch 931 ----------
-- X: registered with e-mail A and a phone; answered the survey with A; a purchase lead with e-mail B and the same
-- phone written differently; a survey answer in another launch and a waiting-list row with B only; a cold lead with
-- the phone (Brazil). Reaching the B rows from A needs two hops (A -> phone -> B).
insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, lancamento, consent_ip, consent_user_agent)
  values ('Xavier Souza', 'xa@s931.test', '5511922220001', 'want_to_learn', 'iniciante', 931, '203.0.113.9', 'Firefox');
insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial) values
  ('xa@s931.test', 931, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Sonho secreto do Xavier', 'youtube', 'ate_3000'),
  ('xb@s931.test', 932, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Segundo sonho do Xavier', 'youtube', 'ate_3000');
insert into public.purchase_leads (name, email, whatsapp, lancamento, status, redirected_to_payment)
  values ('Xavier', 'xb@s931.test', '(11) 92222-0001', 931, 'CONTATADO', true);
insert into public.lista_espera (name, email, whatsapp, programming_experience, track) values ('Xavier', 'xb@s931.test', null, 'want_to_learn', 'iniciante');
insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name, group_name, lancamento)
  values ('55', '11922220001', '+55 11 92222-0001', 'Xavier Zap', 'Grupo X', 931);
-- Z: the phone-only case: registered with e-mail and phone, survey answer by e-mail only.
insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, lancamento)
  values ('Zuleica', 'z@s931.test', '5521933330002', 'want_to_learn', 'iniciante', 931);
insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial)
  values ('z@s931.test', 931, 'estudei_logica', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Sonho da Zuleica', 'youtube', 'ate_3000');
-- W: Portuguese: a cold lead (351) converted into a purchase lead (utm_id cold_{id}) with e-mail W.
insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name, group_name, lancamento)
  values ('351', '912345678', '+351 912 345 678', 'Wagner PT', 'Grupo W', 931);
insert into public.purchase_leads (name, email, whatsapp, lancamento, status, utm_source, utm_id)
  select 'Wagner', 'w@s931.test', '+351 912 345 678', 931, 'NOVO', 'cold_lead_conversion', 'cold_' || c.id
  from public.cold_leads c where c.phone_number = '912345678';
-- Someone else, never touched.
insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, lancamento)
  values ('Outra Pessoa', 'outra@s931.test', '5511944440004', 'want_to_learn', 'iniciante', 931);
insert into public.cold_leads (country_code, phone_number, saved_name, group_name, lancamento) values ('55', '11944440004', 'Outra Zap', 'Grupo X', 931);

create function tests.counts(p jsonb) returns jsonb language sql immutable as $f$
  select jsonb_object_agg(k, jsonb_array_length(p -> k)) from jsonb_object_keys(p - 'identifiers') k
$f$;

do $$
declare
  v jsonb;
  v_before jsonb;
  v_old_tokens text[];
  v_cold_x bigint;
  v_cold_w bigint;
  s jsonb;
begin
  -- Not staff: refused.
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids where name = 'user'), 'role', 'authenticated')::text, true);
  begin perform public.launch_funnel(921); raise exception 'non-staff read launch_funnel'; exception when insufficient_privilege then null; end;
  begin perform public.find_data_subject('xa@s931.test'); raise exception 'non-staff searched'; exception when insufficient_privilege then null; end;
  begin perform public.anonymise_data_subject(null, '11922220001'); raise exception 'non-staff anonymised'; exception when insufficient_privilege then null; end;
  begin perform 1 from private.audit_secret; raise exception 'authenticated read the audit secret'; exception when insufficient_privilege then null; end;
  begin perform private.subject_hmac('x'); raise exception 'authenticated ran subject_hmac'; exception when insufficient_privilege then null; end;

  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids where name = 'staff'), 'role', 'authenticated')::text, true);
  begin perform 1 from private.audit_secret; raise exception 'staff read the audit secret'; exception when insufficient_privilege then null; end;

  -- ---------- Funnel ----------
  v := public.launch_funnel(921);
  assert v -> 'steps' = '[
    {"key": "registered", "count": 5, "conversion": null, "of_first": 100.00},
    {"key": "answered_survey", "count": 3, "conversion": 60.00, "of_first": 60.00},
    {"key": "purchase_intent", "count": 2, "conversion": 66.67, "of_first": 40.00},
    {"key": "redirected", "count": 2, "conversion": 100.00, "of_first": 40.00},
    {"key": "sold", "count": 2, "conversion": 100.00, "of_first": 40.00}]'::jsonb, 'funnel ' || v::text;
  assert v -> 'outside' = '[
    {"key": "registered_without_survey", "count": 1, "redirected": 1, "sold": 1},
    {"key": "without_registration", "count": 2, "redirected": 2, "sold": 1},
    {"key": "cold_conversions", "count": 1, "redirected": 0, "sold": 0}]'::jsonb, 'outside ' || (v -> 'outside')::text;
  assert (v ->> 'overall_conversion')::numeric = 40, 'overall ' || v::text;
  -- Every purchase lead of the launch is in exactly one place: the funnel's intents or one outside line.
  assert (v -> 'steps' -> 2 ->> 'count')::int + (select sum((o ->> 'count')::int) from jsonb_array_elements(v -> 'outside') o)
    = (select count(*) from public.purchase_leads where lancamento = 921), 'intents accounted for';

  -- Source filter: registrations by their UTMs (r4 is insta), purchase leads without registration by theirs.
  v := public.launch_funnel(921, 'google', null);
  assert (select jsonb_agg((s2 ->> 'count')::int) from jsonb_array_elements(v -> 'steps') s2) = '[4, 3, 2, 2, 2]'::jsonb, 'google ' || v::text;
  assert v -> 'outside' -> 0 ->> 'count' = '0' and v -> 'outside' -> 1 ->> 'count' = '2' and v -> 'outside' -> 2 ->> 'count' = '0', 'google outside ' || v::text;
  v := public.launch_funnel(921, 'insta', null);
  assert (select jsonb_agg((s2 ->> 'count')::int) from jsonb_array_elements(v -> 'steps') s2) = '[1, 0, 0, 0, 0]'::jsonb, 'insta ' || v::text;
  assert v -> 'outside' -> 0 ->> 'count' = '1', 'insta without survey ' || v::text;
  assert v -> 'steps' -> 2 ->> 'conversion' is null, 'no rate after an empty step';
  v := public.launch_funnel(921, null, 'black');
  assert (select jsonb_agg((s2 ->> 'count')::int) from jsonb_array_elements(v -> 'steps') s2) = '[2, 2, 2, 2, 2]'::jsonb, 'black ' || v::text;
  v := public.launch_funnel(921, 'cold_lead_conversion', null);
  assert v -> 'steps' -> 0 ->> 'count' = '0' and v -> 'outside' -> 2 ->> 'count' = '1', 'cold filter ' || v::text;
  -- No rate above 100% for any filter.
  foreach s in array array[public.launch_funnel(921), public.launch_funnel(921, 'google', null), public.launch_funnel(921, 'insta', null),
                           public.launch_funnel(921, null, 'black'), public.launch_funnel(1), public.launch_funnel(2)] loop
    assert not exists (select 1 from jsonb_array_elements(s -> 'steps') st
                       where coalesce((st ->> 'conversion')::numeric, 0) > 100 or coalesce((st ->> 'of_first')::numeric, 0) > 100),
      'rate above 100% ' || s::text;
  end loop;
  begin perform public.launch_funnel(null); raise exception 'null launch'; exception when sqlstate '22023' then null; end;

  -- ---------- Data subjects: find ----------
  -- e-mail only: A -> phone -> B, so every table is reached.
  v := public.find_data_subject('XA@s931.test ', null);
  assert tests.counts(v) = '{"leads_lancamento": 1, "respostas_pesquisa": 2, "lista_espera": 1, "purchase_leads": 1, "cold_leads": 1, "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}'::jsonb,
    'e-mail-only closure ' || tests.counts(v)::text;
  assert v -> 'identifiers' -> 'emails' = '["xa@s931.test", "xb@s931.test"]'::jsonb, 'closed e-mails ' || (v -> 'identifiers')::text;
  assert v -> 'identifiers' -> 'phones' ? '5511922220001' and v -> 'identifiers' -> 'phones' ? '11922220001', 'closed phones';
  assert not (v -> 'leads_lancamento' -> 0 ? 'pesquisa_hash') and not (v -> 'purchase_leads' -> 0 ? 'reference'), 'tokens never shown';
  -- phone only (without 55): the same records.
  v_before := v - 'identifiers';
  v := public.find_data_subject(null, '(11) 92222-0001');
  assert v - 'identifiers' = v_before, 'phone-only closure ' || tests.counts(v)::text;
  -- mixed: the same records again.
  v := public.find_data_subject('xb@s931.test', '5511922220001', true);
  assert v - 'identifiers' = v_before, 'mixed closure';
  -- Nobody else comes along.
  assert not (v::text like '%outra%' or v::text like '%z@s931%' or v::text like '%w@s931%'), 'only the subject';

  -- ---------- Anonymise: e-mail only (X) ----------
  v_before := jsonb_build_object('funnel', public.launch_funnel(931), 'survey931', public.survey_results(931),
    'survey932', public.survey_results(932), 'sources', public.lead_source_metrics(931, null, null),
    'stats', public.purchase_lead_stats(931) - 'recent_leads', 'cold', public.cold_lead_stats(931, null) - 'last_updated');
  -- Staff cannot select tokens (the column grants of 20251123100000_public_api_hardening.sql): read them as the superuser, then act as staff again.
  perform tests.as_superuser();
  select array_agg(pesquisa_hash) into v_old_tokens from public.leads_lancamento where email = 'xa@s931.test';
  select v_old_tokens || array_agg(reference) into v_old_tokens from public.purchase_leads where email = 'xb@s931.test';
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  select id into v_cold_x from public.cold_leads where phone_number = '11922220001';

  v := public.anonymise_data_subject('xa@s931.test', null);
  assert v = '{"leads_lancamento": 1, "respostas_pesquisa": 2, "lista_espera": 1, "purchase_leads": 1, "cold_leads": 1, "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}'::jsonb, 'anonymised X ' || v::text;
  v := public.find_data_subject('xa@s931.test', null);
  assert tests.counts(v) = '{"leads_lancamento": 0, "respostas_pesquisa": 0, "lista_espera": 0, "purchase_leads": 0, "cold_leads": 0, "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}'::jsonb, 'X gone by e-mail';
  v := public.find_data_subject('xb@s931.test', '11922220001');
  assert tests.counts(v) = '{"leads_lancamento": 0, "respostas_pesquisa": 0, "lista_espera": 0, "purchase_leads": 0, "cold_leads": 0, "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}'::jsonb, 'X gone by B and phone';
  assert not exists (select 1 from public.respostas_pesquisa where sonho_realizado like '%Xavier%'), 'dreams cleared';
  assert not exists (select 1 from public.purchase_leads where name = 'Xavier' or whatsapp like '%92222%'), 'purchase cleared';
  assert not exists (select 1 from public.lista_espera where name = 'Xavier'), 'waitlist cleared';
  -- Consent fields and tokens are checked as a role that may read them (staff may not), then staff again.
  perform tests.as_superuser();
  assert not exists (select 1 from public.leads_lancamento where name like 'Xavier%' or consent_ip = '203.0.113.9'), 'lead cleared';
  -- Tokens voided: the old links open nothing.
  assert not exists (select 1 from public.leads_lancamento where pesquisa_hash = any (v_old_tokens)), 'unsubscribe token voided';
  assert not exists (select 1 from public.purchase_leads where reference = any (v_old_tokens)), 'purchase reference voided';
  perform tests.as_user((select id::uuid from t_ids where name = 'staff'));
  assert not exists (select 1 from public.get_unsubscribe_context(v_old_tokens[1])), 'old unsubscribe link dead';
  -- Cold lead: country code kept, no number, name or notes, inactive, marked, and never converted again.
  assert (select country_code = '55' and not is_active and anonymised_at is not null and saved_name is null
            and formatted_phone is null and phone_number !~ '92222'
          from public.cold_leads where id = v_cold_x), 'cold anonymised ' || (select to_jsonb(c)::text from public.cold_leads c where id = v_cold_x);
  begin
    perform public.convert_cold_lead(v_cold_x);
    raise exception 'anonymised cold lead converted';
  exception when sqlstate '22023' then
    assert sqlerrm = 'Este contato foi anonimizado (LGPD) e não pode ser convertido.', sqlerrm;
  end;
  update public.cold_leads set is_active = true where id = v_cold_x;
  assert not (select is_active from public.cold_leads where id = v_cold_x), 'anonymised cold lead stays inactive';
  -- Totals kept (activity of the cold lead aside: it is deactivated on purpose).
  v := jsonb_build_object('funnel', public.launch_funnel(931), 'survey931', public.survey_results(931),
    'survey932', public.survey_results(932), 'sources', public.lead_source_metrics(931, null, null),
    'stats', public.purchase_lead_stats(931) - 'recent_leads', 'cold', public.cold_lead_stats(931, null) - 'last_updated');
  assert v - 'cold' = v_before - 'cold', 'totals kept ' || v::text || ' / ' || v_before::text;
  assert (v -> 'cold') - 'active_contacts' - 'inactive_contacts' - 'with_saved_name' = (v_before -> 'cold') - 'active_contacts' - 'inactive_contacts' - 'with_saved_name',
    'cold totals kept ' || (v -> 'cold')::text;
  assert (v -> 'cold' ->> 'brazil_contacts') = (v_before -> 'cold' ->> 'brazil_contacts'), 'still Brasil';
  assert (v -> 'cold' ->> 'inactive_contacts')::int = (v_before -> 'cold' ->> 'inactive_contacts')::int + 1, 'deactivated';

  -- ---------- Anonymise: phone only (Z) ----------
  v := public.anonymise_data_subject(null, '21 93333-0002');
  assert v = '{"leads_lancamento": 1, "respostas_pesquisa": 1, "lista_espera": 0, "purchase_leads": 0, "cold_leads": 0, "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}'::jsonb, 'anonymised Z ' || v::text;
  assert not exists (select 1 from public.respostas_pesquisa where email = 'z@s931.test' or sonho_realizado like '%Zuleica%'), 'Z survey cleared';
  -- The survey answer still joins the (anonymised) registration, so the funnel is unchanged.
  assert public.launch_funnel(931) = v_before -> 'funnel', 'funnel kept after Z';

  -- ---------- Anonymise: mixed (W, Portuguese cold lead converted) ----------
  select id into v_cold_w from public.cold_leads where phone_number = '912345678';
  v := public.anonymise_data_subject('w@s931.test', '+351 912 345 678');
  assert v = '{"leads_lancamento": 0, "respostas_pesquisa": 0, "lista_espera": 0, "purchase_leads": 1, "cold_leads": 1, "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}'::jsonb, 'anonymised W ' || v::text;
  assert (select country_code from public.cold_leads where id = v_cold_w) = '351', 'Portuguese stays 351';
  assert (select count(*) from public.purchase_leads where utm_id = 'cold_' || v_cold_w and name = 'Anonimizado') = 1, 'converted lead anonymised';
  assert (select count(*) from public.cold_leads where lancamento = 931) = 3, 'cold rows kept';

  -- Someone else untouched.
  assert (select count(*) from public.leads_lancamento where email = 'outra@s931.test' and whatsapp = '5511944440004') = 1, 'other lead kept';
  assert (select count(*) from public.cold_leads where saved_name = 'Outra Zap' and is_active) = 1, 'other cold kept';

  perform tests.as_superuser();
  -- ---------- Audit: HMAC with the database's secret, never the identifier or its plain SHA-256 ----------
  assert (select count(*) from public.data_subject_requests) = 8, 'audited ' || (select count(*) from public.data_subject_requests);
  assert exists (select 1 from public.data_subject_requests
                 where action = 'anonymise' and subject_hash = private.subject_hmac('xa@s931.test|')), 'hmac stored';
  assert not exists (select 1 from public.data_subject_requests
                     where subject_hash = encode(sha256(convert_to('xa@s931.test|', 'UTF8')), 'hex')), 'not a plain sha-256';
  assert not exists (select 1 from public.data_subject_requests where subject_hash like '%s931%' or records::text like '%s931%'), 'no identifier in the audit';
end
$$;

-- anon cannot read the audit secret, call the HMAC or the closure.
select tests.as_anon();
do $$
begin
  begin perform 1 from private.audit_secret; raise exception 'anon read the audit secret'; exception when insufficient_privilege then null; end;
  begin perform private.subject_hmac('x'); raise exception 'anon ran subject_hmac'; exception when insufficient_privilege then null; end;
  begin perform private.subject_identifiers('a@b.c', null); raise exception 'anon ran the closure'; exception when insufficient_privilege then null; end;
  begin perform public.find_data_subject('a@b.c'); raise exception 'anon searched'; exception when insufficient_privilege then null; end;
end
$$;
