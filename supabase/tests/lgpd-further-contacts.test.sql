-- supabase/migrations/20251123500000_lgpd_further_contacts.sql: data-subject requests cover the further contacts'
-- personal data (private.further_contacts, private.registration_attempts, private.purchase_attempts) and the
-- checkout's (public.checkout_events). A person whose second and third e-mails are reached only through phones typed in further
-- contacts, whose fourth e-mail appears only as a further contact and whose fifth e-mail and fourth phone appear only
-- in payment events, is found from any of them, anonymised everywhere with every total (revenue included) kept, and
-- every link handed out (thank-you/survey attempt tokens, the unsubscribe token, purchase references, also as the
-- checkout's tracking value) stops working.

create temporary table v (label text primary key, value text) on commit drop;
grant select, insert, update on v to public;
insert into v select 'staff', tests.create_user('staff-lgpd-fc@example.com', true)::text;
-- { table: number of records } of a find_data_subject answer.
create function tests.fc_counts(p jsonb) returns jsonb language sql immutable as $f$
  select jsonb_object_agg(k, jsonb_array_length(p -> k)) from jsonb_object_keys(p - 'identifiers') k
$f$;


-- Paula, through the public functions (as the site calls them), launch 2 (the seed's current launch):
--   registers with A and phone 1 (token T1), answers the survey;
--   registers again with A and phone 2 (token T2): phone 2 exists only in that further contact of the lead;
--   a purchase intent with e-mail B and phone 2 (reference R1): reached from A only through the further contact;
--   a repeat purchase intent with B, another name and phone 3 (reference R2), sent to checkout: a further contact
--   of the purchase lead, with its payment URL;
--   the waiting list with e-mail C and phone 3: reached only through that further contact.
select tests.as_anon();
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.31", "user-agent": "Paula/1.0"}', true);
insert into v select 'T1', token from public.register_lead('Paula Prado', 'paula@l941.test', '5511955550001', 'want_to_learn');
select public.save_survey_answers((select value from v where label = 'T1'), '{"experiencia_programacao": "estudei_logica",
  "maior_dificuldade": "falta_pratica", "atracao_carreira": "trabalho_remoto", "fator_bloqueio": "falta_tempo",
  "sonho_realizado": "O sonho da Paula", "consumo_conteudo": "youtube", "faixa_salarial": "ate_3000"}');
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.32", "user-agent": "Paula/2.0"}', true);
insert into v select 'T2', token from public.register_lead('Paula P.', 'paula@l941.test', '(11) 95555-0002', 'want_to_learn');
insert into v select 'R1', public.save_purchase_intent('Paula Prado', 'paula.trabalho@l941.test', '5511955550002', 2, '{"utm_source": "youtube"}');
insert into v select 'R2', public.save_purchase_intent('Paula Prado Silva', 'paula.trabalho@l941.test', '5511955550003', 2, '{"utm_source": "insta"}');
select public.mark_purchase_redirected((select value from v where label = 'R2'), 'https://pay.hotmart.com/T98465312J?off=zq4k8m2n');
select public.join_waitlist('Paula', 'paula.lista@l941.test', '5511955550003', 'want_to_learn');
-- Otto, someone else, with a further contact of his own: never touched.
select set_config('request.headers', '{"x-forwarded-for": "192.0.2.70", "user-agent": "Otto/1.0"}', true);
insert into v select 'otto', token from public.register_lead('Otto Outro', 'otto@l941.test', '5511966660001', 'want_to_learn');
select public.register_lead('Otto O.', 'otto@l941.test', '5511966660002', 'want_to_learn');

-- The checkout platform's postbacks. Paula pays for the purchase attempt R1 (its reference travels in
-- xcod) with a fifth e-mail E and a new phone 4 (matched by tracking: E and phone 4 appear only in payment events);
-- another event of E for an offer of no launch stays unmatched (found only by E).
select tests.as_superuser();
select public.set_checkout_webhook_secret('segredo-de-teste-lgpd-com-mais-de-32-caracteres');
create function tests.lgpd_event(p_id text, p_tx text, p_offer text, p_xcod text) returns jsonb language sql as $f$
  select jsonb_build_object('eventId', p_id, 'event', 'PURCHASE_APPROVED', 'eventAt', now() - interval '1 hour',
    'transaction', p_tx, 'buyerEmail', 'paula.compras@l941.test', 'buyerName', 'Paula Compradora',
    'buyerPhone', '+55 (11) 95555-0004', 'productId', '1234567', 'offerCode', p_offer, 'price', 997, 'currency', 'BRL',
    'paymentType', 'CREDIT_CARD', 'installments', 1, 'src', 'youtube', 'sck', 'youtube', 'xcod', p_xcod,
    'payload', jsonb_build_object('id', p_id, 'event', 'PURCHASE_APPROVED', 'version', '2.0.0', 'data', jsonb_build_object(
      'buyer', jsonb_build_object('email', 'paula.compras@l941.test', 'name', 'Paula Compradora', 'checkout_phone', '5511955550004'),
      'product', jsonb_build_object('id', 1234567),
      'purchase', jsonb_build_object('transaction', p_tx, 'price', jsonb_build_object('value', 997), 'buyer_ip', '198.51.100.34',
        'origin', jsonb_build_object('src', 'youtube', 'xcod', p_xcod)))))
$f$;
select tests.as_anon();
select tests.eq(public.record_checkout_event('segredo-de-teste-lgpd-com-mais-de-32-caracteres',
  tests.lgpd_event('lgpd-e1', 'HP-LGPD-1', 'zq4k8m2n', (select value from v where label = 'R1'))) ->> 'matchedBy', 'tracking', 'E1 matched by R1');
select tests.eq(public.record_checkout_event('segredo-de-teste-lgpd-com-mais-de-32-caracteres',
  tests.lgpd_event('lgpd-e2', 'HP-LGPD-2', 'sem-lancamento', null)) ->> 'matched', 'false', 'E2 unmatched');

-- A fourth e-mail D that appears only as a further contact of Paula's registration (the column is the contact's own:
-- a row kept from an earlier import or written before the lead's e-mail was corrected looks like this).
select tests.as_superuser();
insert into private.further_contacts (lead_id, source, name, email, whatsapp, consent_ip, consent_user_agent)
select id, 'registration', 'Paula Antiga', 'paula.antigo@l941.test', null, '198.51.100.33', 'Paula/0.9'
from public.leads_lancamento where email = 'paula@l941.test';
-- Before: every token works (read as the roles that may: the staff's mailing function for the unsubscribe token).
select tests.as_user((select value::uuid from v where label = 'staff'));
insert into v select 'unsubscribe', t ->> 'unsubscribe_token' from jsonb_array_elements(public.lead_unsubscribe_tokens(2)) t
  where t ->> 'email' = 'paula@l941.test';
select tests.as_anon();
do $$
begin
  perform tests.eq((select first_name from public.get_survey_context((select value from v where label = 'T1'))), 'Paula', 'T1 works before');
  perform tests.eq((select first_name from public.get_survey_context((select value from v where label = 'T2'))), 'Paula', 'T2 works before');
  perform tests.eq((select first_name from public.get_unsubscribe_context((select value from v where label = 'unsubscribe'))), 'Paula',
    'unsubscribe link works before');
end
$$;

select tests.as_user((select value::uuid from v where label = 'staff'));
create temporary table before_totals on commit drop as
select public.launch_funnel(2) as funnel, public.survey_results(2) as survey, public.lead_source_metrics(2, null, null) as sources,
       public.purchase_lead_stats(2) - 'recent_leads' as stats,
       jsonb_build_array(public.checkout_revenue_by_utm('source', 2), public.checkout_revenue_by_utm('campaign', 2),
         public.checkout_revenue_by_utm('source', null)) as revenue;

do $$
declare
  v_found jsonb;
  v_records jsonb;
  v_all_zero jsonb := '{"leads_lancamento": 0, "respostas_pesquisa": 0, "lista_espera": 0, "purchase_leads": 0, "cold_leads": 0,
    "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}';
  v_counts jsonb := '{"leads_lancamento": 1, "respostas_pesquisa": 1, "lista_espera": 1, "purchase_leads": 1, "cold_leads": 0,
    "further_contacts": 3, "registration_attempts": 2, "purchase_attempts": 2, "checkout_events": 2, "email_outbox": 2, "email_suppressions": 0, "checkout_buyers": 0, "class_attendance": 0}';
  v_fc jsonb;
begin
  -- ---------- Find: from the first e-mail, every e-mail and phone of the further contacts is followed ----------
  v_found := public.find_data_subject('paula@l941.test', null);
  perform tests.eq(tests.fc_counts(v_found), v_counts, 'found from A');
  perform tests.eq(jsonb_array_length(v_found -> 'identifiers' -> 'emails'), 5, 'five e-mails ' || (v_found -> 'identifiers')::text);
  assert v_found -> 'identifiers' -> 'emails' ?& array['paula@l941.test', 'paula.antigo@l941.test', 'paula.trabalho@l941.test',
    'paula.lista@l941.test', 'paula.compras@l941.test'], 'closed e-mails ' || (v_found -> 'identifiers')::text;
  assert v_found -> 'identifiers' -> 'phones' ?& array['5511955550001', '5511955550002', '5511955550003', '5511955550004'],
    'closed phones ' || (v_found -> 'identifiers')::text;
  -- The export holds what the further contacts typed (with their consent record) and what each attempt showed, never
  -- a token or its digest.
  select jsonb_agg(f order by f ->> 'name') into v_fc from jsonb_array_elements(v_found -> 'further_contacts') f;
  perform tests.eq((select jsonb_agg(f ->> 'name') from jsonb_array_elements(v_fc) f), '["Paula Antiga", "Paula P.", "Paula Prado Silva"]'::jsonb, 'further contacts');
  perform tests.eq(v_fc -> 1 ->> 'consent_ip', '198.51.100.32', 'further contact consent IP exported');
  perform tests.eq(v_fc -> 2 ->> 'payment_url', 'https://pay.hotmart.com/T98465312J?off=zq4k8m2n', 'further contact payment URL exported');
  perform tests.eq((select jsonb_agg(a ->> 'first_name' order by a ->> 'id') from jsonb_array_elements(v_found -> 'registration_attempts') a),
    '["Paula", "Paula"]'::jsonb, 'attempts: first names typed');
  perform tests.eq((select jsonb_agg(e ->> 'buyer_name' order by e ->> 'event_id') from jsonb_array_elements(v_found -> 'checkout_events') e),
    '["Paula Compradora", "Paula Compradora"]'::jsonb, 'payment events exported');
  assert v_found::text not like '%token_digest%' and v_found::text not like '%pesquisa_hash%'
    and v_found::text not like '%' || (select value from v where label = 'unsubscribe') || '%'
    and v_found::text not like '%' || (select value from v where label = 'R1') || '%', 'no token or digest shown';
  -- From the e-mail that appears only as a further contact, from a phone that appears only in further contacts, and
  -- from the waiting list's e-mail: the same records.
  v_records := v_found - 'identifiers';
  perform tests.eq(public.find_data_subject('PAULA.ANTIGO@l941.test', null) - 'identifiers', v_records, 'found from D (further contact only)');
  perform tests.eq(public.find_data_subject(null, '(11) 95555-0002') - 'identifiers', v_records, 'found from phone 2');
  perform tests.eq(public.find_data_subject('paula.lista@l941.test', null) - 'identifiers', v_records, 'found from C');
  perform tests.eq(public.find_data_subject('paula.compras@l941.test', null) - 'identifiers', v_records, 'found from E (payment events only)');
  perform tests.eq(public.find_data_subject(null, '11 95555-0004') - 'identifiers', v_records, 'found from phone 4 (payment events only)');
  -- Nobody else comes along.
  assert v_found::text not like '%otto%' and v_found::text not like '%Otto%', 'only Paula';

  -- ---------- Anonymise from the first e-mail ----------
  perform tests.eq(public.anonymise_data_subject('paula@l941.test', null), v_counts, 'anonymised counts');
  perform tests.eq(tests.fc_counts(public.find_data_subject('paula@l941.test', null)), v_all_zero, 'gone by A');
  perform tests.eq(tests.fc_counts(public.find_data_subject('paula.antigo@l941.test', null)), v_all_zero, 'gone by D');
  perform tests.eq(tests.fc_counts(public.find_data_subject('paula.trabalho@l941.test', '5511955550003')), v_all_zero, 'gone by B and phone 3');
  perform tests.eq(tests.fc_counts(public.find_data_subject(null, '11955550002')), v_all_zero, 'gone by phone 2');

  -- Totals kept.
  perform tests.eq(public.launch_funnel(2), (select funnel from before_totals), 'funnel kept');
  perform tests.eq(public.survey_results(2), (select survey from before_totals), 'survey results kept');
  perform tests.eq(public.lead_source_metrics(2, null, null), (select sources from before_totals), 'sources kept');
  perform tests.eq(public.purchase_lead_stats(2) - 'recent_leads', (select stats from before_totals), 'hot stats kept');
  perform tests.eq(jsonb_build_array(public.checkout_revenue_by_utm('source', 2), public.checkout_revenue_by_utm('campaign', 2),
    public.checkout_revenue_by_utm('source', null)), (select revenue from before_totals), 'revenue kept');
  assert (select revenue from before_totals)::text like '%997%', 'the sale counted';
  perform tests.eq(tests.fc_counts(public.find_data_subject('paula.compras@l941.test', '5511955550004')), v_all_zero, 'gone by E and phone 4');
  -- The further contacts stay on their leads, anonymised (staff see 'Anonimizado', no number, no URL).
  perform tests.eq((select jsonb_agg(jsonb_build_array(c ->> 'name', c ->> 'whatsapp', c ->> 'payment_url', c ->> 'consent_ip'))
                    from jsonb_each(public.lead_further_contacts('purchase_intent',
                           array(select id from public.purchase_leads where name = 'Anonimizado' and lancamento = 2 and utm_source = 'youtube'))) l,
                         jsonb_array_elements(l.value) c),
    '[["Anonimizado", null, null, null]]'::jsonb, 'purchase further contact anonymised');
end
$$;

-- As the superuser (who may read tokens, digests and consent fields): nothing of Paula is left anywhere.
select tests.as_superuser();
do $$
begin
  assert not exists (select 1 from private.further_contacts f
                     where f.email like 'paula%' or f.name like 'Paula%' or f.whatsapp like '%5555000%'
                        or f.consent_ip like '198.51.100.3%' or f.consent_user_agent like 'Paula%' or f.payment_url like '%off=zq4k8m2n'),
    'further contacts cleared';
  perform tests.eq((select count(*) from private.further_contacts where anonymised_at is not null), 3::bigint, 'three further contacts kept, marked');
  perform tests.eq((select count(*) from private.further_contacts f
                    join public.leads_lancamento l on l.id = f.lead_id where l.name = 'Anonimizado' and l.lancamento = 2 and f.anonymised_at is not null),
    2::bigint, 'two anonymised further contacts on one lead (no clash of the distinct-values rule)');
  assert not exists (select 1 from public.leads_lancamento where email like 'paula%' or name like 'Paula%' or whatsapp like '%5555000%'
                     or consent_ip like '198.51.100.3%'), 'registration cleared';
  assert not exists (select 1 from public.purchase_leads where email like 'paula%' or name like 'Paula%' or whatsapp like '%5555000%'), 'purchase cleared';
  assert not exists (select 1 from public.lista_espera where email like 'paula%' or name like 'Paula%'), 'waiting list cleared';
  assert not exists (select 1 from public.respostas_pesquisa where email like 'paula%' or sonho_realizado like '%Paula%'), 'survey cleared';
  -- The attempts are gone (and with them the first names typed); the unsubscribe token was replaced.
  assert not exists (select 1 from private.registration_attempts a join public.leads_lancamento l on l.id = a.lead_id
                     where l.name = 'Anonimizado' and l.lancamento = 2), 'registration attempts deleted';
  assert not exists (select 1 from private.purchase_attempts a join public.purchase_leads p on p.id = a.purchase_lead_id
                     where p.name = 'Anonimizado' and p.lancamento = 2), 'purchase attempts deleted';
  assert not exists (select 1 from public.leads_lancamento where pesquisa_hash = (select value from v where label = 'unsubscribe')), 'unsubscribe token replaced';
  -- The same e-mail maps to the same replacement in every table: the further contact still has its lead's e-mail.
  assert not exists (select 1 from private.further_contacts f join public.leads_lancamento l on l.id = f.lead_id
                     where l.name = 'Anonimizado' and l.lancamento = 2 and f.whatsapp is null and f.name = 'Anonimizado'
                       and f.consent_user_agent is null and f.email <> l.email and f.email not like 'anonimizado-%@anonimizado.invalid'),
    'further contact e-mails replaced';
  -- Payment events: the buyer's fields and the payload's buyer, IP and tracking are gone; price, status and lead stay;
  -- both events of E carry the same replacement e-mail; the attempt reference in xcod is cleared.
  perform tests.eq((select count(*) from public.checkout_events where event_id like 'lgpd-e%'), 2::bigint, 'events kept');
  assert not exists (select 1 from public.checkout_events where event_id like 'lgpd-e%'
                     and (buyer_email like 'paula%' or buyer_name is not null or buyer_phone is not null or xcod is not null
                          or payload::text like '%aula%' or payload::text like '%95555%' or payload::text like '%198.51.100.34%'
                          or payload::text like '%' || (select value from v where label = 'R1') || '%')), 'events cleared';
  perform tests.eq((select count(distinct buyer_email) from public.checkout_events where event_id like 'lgpd-e%' and buyer_email like 'anonimizado-%'),
    1::bigint, 'one replacement for E');
  perform tests.eq((select sum(price) from public.checkout_events where event_id like 'lgpd-e%'), 1994.00::numeric, 'prices kept');
  perform tests.eq((select payload #>> '{data,purchase,price,value}' from public.checkout_events where event_id = 'lgpd-e1'), '997', 'payload keeps the purchase');
  perform tests.eq((select p.status from public.checkout_events e join public.purchase_leads p on p.id = e.purchase_lead_id
                    where e.event_id = 'lgpd-e1'), 'VENDIDO', 'the sale stays on its (anonymised) lead');
  -- Otto untouched, further contact included.
  perform tests.eq((select f.name || ' ' || f.whatsapp from private.further_contacts f
                    join public.leads_lancamento l on l.id = f.lead_id where l.email = 'otto@l941.test'), 'Otto O. 5511966660002', 'Otto kept');
end
$$;

-- The links Paula was given open nothing any more.
select tests.as_anon();
do $$
begin
  perform tests.eq(tests.count_rows(format('select * from public.get_survey_context(%L)', (select value from v where label = 'T1'))), 0::bigint, 'T1 dead');
  perform tests.eq(tests.count_rows(format('select * from public.get_survey_context(%L)', (select value from v where label = 'T2'))), 0::bigint, 'T2 dead');
  perform tests.throws(format($q$select public.save_survey_answers(%L, '{"experiencia_programacao": "estudei_logica",
    "maior_dificuldade": "falta_pratica", "atracao_carreira": "trabalho_remoto", "fator_bloqueio": "falta_tempo",
    "sonho_realizado": "De novo", "consumo_conteudo": "youtube", "faixa_salarial": "ate_3000"}')$q$, (select value from v where label = 'T1')),
    '22023', 'Você precisa se inscrever primeiro antes de responder o questionário.');
  perform tests.eq(tests.count_rows(format('select * from public.get_unsubscribe_context(%L)', (select value from v where label = 'unsubscribe'))),
    0::bigint, 'unsubscribe link dead');
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', (select value from v where label = 'unsubscribe'), 'not_interested'),
    '22023', 'Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  perform tests.throws(format('select public.mark_purchase_redirected(%L, %L)', (select value from v where label = 'R1'),
    'https://pay.hotmart.com/T98465312J?off=zq4k8m2n'), '22023', 'Referência de compra inválida.');
  -- A postback carrying R1 in a new transaction no longer names Paula's purchase lead.
  perform tests.eq(public.record_checkout_event('segredo-de-teste-lgpd-com-mais-de-32-caracteres',
    tests.lgpd_event('lgpd-x3', 'HP-LGPD-3', 'sem-lancamento', (select value from v where label = 'R1'))) ->> 'matched', 'false', 'R1 no longer tracks');
  -- Otto's own link still works, and his repeat with the same values is still recorded once.
  perform tests.eq((select first_name from public.get_survey_context((select value from v where label = 'otto'))), 'Otto', 'Otto link works');
  perform public.register_lead('Otto O.', 'otto@l941.test', '5511966660002', 'want_to_learn');
end
$$;
select tests.as_superuser();
select tests.eq((select count(*) from private.further_contacts f join public.leads_lancamento l on l.id = f.lead_id where l.email = 'otto@l941.test'),
  1::bigint, 'a repeat with the same values is still one further contact');
