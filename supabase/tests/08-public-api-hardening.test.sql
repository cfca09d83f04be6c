-- Knowing someone's e-mail gives an anonymous caller nothing. Tokens per purpose, further contacts instead
-- of overwrites, consent IP from the trusted proxy, abuse limits (PT429), released lessons only, status history kept.

create temporary table v (label text primary key, value text) on commit drop;
grant select, insert, update on v to public;

-- The victim registers, answers the survey, and is on the waiting list and the hot-lead board.
select tests.as_anon();
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.10", "user-agent": "Vitima/1.0"}', true);
insert into v select 'victim', token from public.register_lead('Vera Vítima', 'vera@exemplo.com', '5511911112222', 'want_to_learn');
select public.save_survey_answers((select value from v where label = 'victim'), '{"experiencia_programacao": "estudei_logica",
  "maior_dificuldade": "falta_pratica", "atracao_carreira": "trabalho_remoto", "fator_bloqueio": "falta_tempo",
  "sonho_realizado": "Ser dev Java", "consumo_conteudo": "youtube", "faixa_salarial": "ate_3000"}');
select public.join_waitlist('Vera Vítima', 'vera@exemplo.com', '5511911112222', 'want_to_learn');
insert into v select 'victim purchase', public.save_purchase_intent('Vera Vítima', 'vera@exemplo.com', '5511911112222', 2,
  '{"utm_source": "youtube"}');

-- The attacker knows only the e-mail; comes from another address and claims to be somebody else.
select set_config('request.headers',
  '{"x-forwarded-for": "203.0.113.66, 192.0.2.44", "user-agent": "Atacante/6.6", "cf-connecting-ip": "192.0.2.45"}', true);
insert into v select 'attacker', token from public.register_lead('Mallory', 'VERA@exemplo.com', '5599999999999', 'already_programmed');
select public.join_waitlist('Mallory', 'vera@exemplo.com', '5599999999999', 'already_programmed');
insert into v select 'attacker purchase', public.save_purchase_intent('Mallory', 'vera@exemplo.com', '5599999999999', 2,
  '{"utm_source": "evil"}');

do $$
declare
  v_victim text := (select value from v where label = 'victim');
  v_attacker text := (select value from v where label = 'attacker');
  v_ctx record;
begin
  -- The attacker's token shows what the attacker typed, and says nothing about the victim's answers.
  select * into v_ctx from public.get_survey_context(v_attacker);
  perform tests.eq(v_ctx.first_name, 'Mallory', 'attacker sees their own name');
  perform tests.eq(v_ctx.track, 'intermediaria', 'attacker sees their own track');
  perform tests.eq(v_ctx.has_answered, false, 'no hint that the victim answered');
  -- Saving through it is accepted and stores nothing (the victim's answers stay).
  perform public.save_survey_answers(v_attacker, '{"experiencia_programacao": "pleno_senior", "maior_dificuldade": "medo_entrevistas",
    "atracao_carreira": "criar_projetos", "fator_bloqueio": "java_dificil", "sonho_realizado": "hackeado",
    "consumo_conteudo": "tiktok", "faixa_salarial": "acima_12000"}');
  -- It does not unsubscribe anyone.
  perform tests.eq(tests.count_rows(format('select * from public.get_unsubscribe_context(%L)', v_attacker)), 0::bigint, 'no unsubscribe context');
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', v_attacker, 'not_interested'), '22023',
    'Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  -- The victim's own link still works and still shows the victim's name.
  select * into v_ctx from public.get_survey_context(v_victim);
  perform tests.eq(v_ctx.first_name, 'Vera', 'victim link still works');
  perform tests.eq(v_ctx.has_answered, true, 'victim answered');
  -- The attacker's purchase reference marks only the attacker's further contact.
  perform public.mark_purchase_redirected((select value from v where label = 'attacker purchase'), 'https://pay.hotmart.com/X?off=evil');
end
$$;

select tests.as_superuser();
do $$
declare
  v_lead public.leads_lancamento;
  v_answer public.respostas_pesquisa;
  v_purchase public.purchase_leads;
  v_contact private.further_contacts;
begin
  select * into v_lead from public.leads_lancamento where email = 'vera@exemplo.com';
  perform tests.eq(v_lead.name, 'Vera Vítima', 'lead name kept');
  perform tests.eq(v_lead.whatsapp, '5511911112222', 'lead WhatsApp kept');
  perform tests.eq(v_lead.track, 'iniciante', 'lead track kept');
  perform tests.eq(v_lead.active, true, 'lead still subscribed');
  perform tests.eq(v_lead.consent_ip, '198.51.100.10', 'victim consent IP');
  select * into v_answer from public.respostas_pesquisa where email = 'vera@exemplo.com';
  perform tests.eq(v_answer.sonho_realizado, 'Ser dev Java', 'answers not overwritten');
  perform tests.eq((select name from public.lista_espera where email = 'vera@exemplo.com'), 'Vera Vítima', 'waitlist kept');
  select * into v_purchase from public.purchase_leads where email = 'vera@exemplo.com';
  perform tests.eq(v_purchase.name, 'Vera Vítima', 'purchase name kept');
  perform tests.eq(v_purchase.utm_source, 'youtube', 'purchase UTM kept');
  perform tests.eq(v_purchase.redirected_to_payment, false, 'the attacker did not mark the victim redirected');

  -- Further contacts: one per kind, with their own consent record from the trusted proxy's header.
  select * into v_contact from private.further_contacts where lead_id = v_lead.id;
  perform tests.eq(v_contact.name, 'Mallory', 'registration further contact');
  perform tests.eq(v_contact.whatsapp, '5599999999999', 'its WhatsApp');
  perform tests.eq(v_contact.programming_experience, 'already_programmed', 'its experience');
  perform tests.eq(v_contact.consent_ip, '192.0.2.45', 'cf-connecting-ip wins (the platform''s proxy sets it)');
  perform tests.eq(v_contact.consent_user_agent, 'Atacante/6.6', 'its user agent');
  assert v_contact.consent_at is not null, 'its consent time';
  perform tests.eq((select count(*) from private.further_contacts where waitlist_id is not null), 1::bigint, 'waitlist further contact');
  select * into v_contact from private.further_contacts where purchase_lead_id = v_purchase.id;
  perform tests.eq(v_contact.utm ->> 'utm_source', 'evil', 'purchase further contact with its UTM');
  perform tests.eq(v_contact.redirected_to_payment, true, 'the attempt''s redirect is on its further contact');

  -- A repeat with exactly the stored data records nothing new.
  perform tests.as_anon();
  perform public.register_lead('Vera Vítima', 'vera@exemplo.com', '+55 11 91111-2222', 'want_to_learn');
  perform public.register_lead('Mallory', 'vera@exemplo.com', '5599999999999', 'already_programmed');
  perform tests.as_superuser();
  perform tests.eq((select count(*) from private.further_contacts where lead_id = v_lead.id), 1::bigint, 'no duplicate further contacts');
  -- No token is stored in the clear.
  assert not exists (select 1 from private.registration_attempts a where a.token_digest = convert_to((select value from v where label = 'victim'), 'UTF8')),
    'attempt tokens are stored as digests';
end
$$;

-- The owner of a purchase attempt (same data as stored) marks the lead.
select tests.as_anon();
select public.mark_purchase_redirected((select value from v where label = 'victim purchase'), 'https://pay.hotmart.com/X?off=1');
select tests.as_superuser();
select tests.eq((select redirected_to_payment from public.purchase_leads where email = 'vera@exemplo.com'), true, 'owner marks the lead');

-- Consent IP: without cf-connecting-ip, the rightmost X-Forwarded-For entry (the proxy's), never the leftmost.
select tests.as_anon();
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.66, 127.0.0.9"}', true);
select public.register_lead('Ip Teste', 'ip@exemplo.com', '5511933334444', 'want_to_learn');
select set_config('request.headers', '{"x-forwarded-for": "127.0.0.8"}', true);
select public.register_lead('Ip Dois', 'ip2@exemplo.com', '5511933334445', 'want_to_learn');
select tests.as_superuser();
select tests.eq((select consent_ip from public.leads_lancamento where email = 'ip@exemplo.com'), '127.0.0.9', 'rightmost XFF entry');
select tests.eq((select consent_ip from public.leads_lancamento where email = 'ip2@exemplo.com'), '127.0.0.8', 'single XFF entry');

-- Abuse limits: 5 per e-mail in ten minutes (registrations, purchase intents, waiting list), then PT429 (HTTP 429).
select tests.as_anon();
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.77"}', true);
do $$
declare
  i integer;
begin
  for i in 1..5 loop
    perform public.register_lead('Repete', 'repete@exemplo.com', '5511955556666', 'want_to_learn');
    perform public.save_purchase_intent('Repete', 'repete@exemplo.com', '5511955556666', 2);
    perform public.join_waitlist('Repete', 'repete@exemplo.com', null, 'want_to_learn');
  end loop;
  perform tests.throws($q$select public.register_lead('Repete', 'REPETE@exemplo.com', '5511955556666', 'want_to_learn')$q$, 'PT429',
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  perform tests.throws($q$select public.save_purchase_intent('Repete', 'repete@exemplo.com', '5511955556666', 2)$q$, 'PT429',
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  perform tests.throws($q$select public.join_waitlist('Repete', 'repete@exemplo.com', null, 'want_to_learn')$q$, 'PT429',
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  -- Bad input is still answered as bad input (it never counts), and another e-mail from the same address passes.
  perform tests.throws($q$select public.register_lead('', 'repete@exemplo.com', '5511955556666', 'want_to_learn')$q$, '22023');
  perform public.register_lead('Outra', 'outra@exemplo.com', '5511955556667', 'want_to_learn');
end
$$;

-- Unsubscribes: 5 per lead in ten minutes.
select tests.as_superuser();
insert into v select 'unsubscribe', pesquisa_hash from public.leads_lancamento where email = 'outra@exemplo.com';
select tests.as_anon();
do $$
declare
  v_token text := (select value from v where label = 'unsubscribe');
  i integer;
begin
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', v_token, 'spam'), '22023');
  perform tests.eq(public.cancel_subscription(v_token, 'not_interested'), 'cancelled', 'cancelled');
  for i in 1..4 loop
    perform tests.eq(public.cancel_subscription(v_token, 'not_interested'), 'already_cancelled', 'repeat ' || i);
  end loop;
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', v_token, 'not_interested'), 'PT429');
end
$$;

-- Per address: generous (carrier-grade NAT). 2000 accepted calls in a minute from one address, then PT429.
select tests.as_superuser();
insert into private.rate_limit_counters (kind, key, bucket, shard, hits)
values ('register:ip', private.rate_key('198.51.100.200'), clock_timestamp() - interval '20 seconds', 3, 1999);
select tests.as_anon();
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.200"}', true);
select public.register_lead('Mil', 'mil@exemplo.com', '5511966667777', 'want_to_learn');
select tests.throws($q$select public.register_lead('Mil e um', 'mil1@exemplo.com', '5511966667778', 'want_to_learn')$q$, 'PT429');
-- A minute later the address is welcome again.
select tests.as_superuser();
update private.rate_limit_counters set bucket = bucket - interval '61 seconds' where kind = 'register:ip';
select tests.as_anon();
select public.register_lead('Mil e um', 'mil1@exemplo.com', '5511966667778', 'want_to_learn');
select tests.as_superuser();
select tests.eq((select count(*) from private.rate_limit_counters where key like '%198.51.100.200%'), 0::bigint, 'addresses are stored as HMACs');
select tests.eq((select sum(hits) from private.rate_limit_counters where key = private.rate_key('198.51.100.200')), 2001::bigint,
  'each accepted call counted once');

-- Staff: the unsubscribe tokens for the mailing and the further contacts of leads; nobody else.
create temporary table ids on commit drop as
select tests.create_user('staff.h@example.com', true) as staff, tests.create_user('outro.h@example.com') as other;
grant select on ids to public;
select tests.as_user((select other from ids));
select tests.throws('select public.lead_unsubscribe_tokens(2)', '42501');
select tests.throws($q$select public.lead_further_contacts('registration', array[1]::bigint[])$q$, '42501');
select tests.as_user((select staff from ids));
do $$
declare
  v_tokens jsonb := public.lead_unsubscribe_tokens(2);
  v_lead_id bigint := (select id from public.leads_lancamento where email = 'vera@exemplo.com');
  v_purchase_id bigint := (select id from public.purchase_leads where email = 'vera@exemplo.com');
  v_contacts jsonb;
begin
  perform tests.eq((select e ->> 'unsubscribe_token' from jsonb_array_elements(v_tokens) e where e ->> 'email' = 'outra@exemplo.com'),
    (select value from v where label = 'unsubscribe'), 'staff read the unsubscribe token');
  v_contacts := public.lead_further_contacts('registration', array[v_lead_id]);
  perform tests.eq(jsonb_array_length(v_contacts -> v_lead_id::text), 1, 'one further contact');
  perform tests.eq(v_contacts -> v_lead_id::text -> 0 ->> 'name', 'Mallory', 'its name');
  perform tests.eq(v_contacts -> v_lead_id::text -> 0 ->> 'consent_ip', '192.0.2.45', 'its consent IP');
  v_contacts := public.lead_further_contacts('purchase_intent', array[v_purchase_id]);
  perform tests.eq(v_contacts -> v_purchase_id::text -> 0 ->> 'whatsapp', '5599999999999', 'purchase further contact');
  perform tests.eq(public.lead_further_contacts('waitlist', array[]::bigint[]), '{}'::jsonb, 'none asked, none given');
  perform tests.throws($q$select public.lead_further_contacts('outro', array[1]::bigint[])$q$, '22023', 'Tipo de lead inválido.');

  -- Deleting a purchase lead keeps its status history.
  update public.purchase_leads set status = 'CONTATADO' where id = v_purchase_id;
  delete from public.purchase_leads where id = v_purchase_id;
  perform tests.eq((select count(*) from public.purchase_lead_status_history where purchase_lead_id = v_purchase_id), 1::bigint,
    'history outlives the lead');
end
$$;

-- Lessons: video ids only for released lessons.
select tests.as_superuser();
update public.lessons set is_available = false, video_id = 'SEGREDO1234' where id = (select min(id) from public.lessons);
select tests.as_anon();
select tests.eq((select video_id from public.lesson_catalog where id = (select min(id) from public.lesson_catalog)), null::text,
  'no video id for an unreleased lesson');
select tests.eq((select count(*) from public.lesson_catalog where not is_available and video_id is not null), 0::bigint,
  'no unreleased video ids at all');
select tests.eq((select count(*) from public.lesson_catalog where is_available and video_id is not null) > 0, true, 'released lessons keep theirs');
select tests.throws('select video_id from public.lessons where not is_available', '42501');
