-- register_lead as a visitor: validation in the spec's order, one lead per e-mail + launch (a repeat keeps what is
-- stored), consent from the trusted proxy's address, a token per attempt.

select tests.as_anon();
select set_config('request.headers',
  '{"x-forwarded-for": "203.0.113.66, 198.51.100.7", "user-agent": "Mozilla/5.0 (Teste)", "accept-language": "pt-BR"}', true);

-- Validation, in the order of the spec (an earlier problem wins over a later one).
select tests.throws($$select * from public.register_lead('  ', '', '', '')$$, '22023', 'Por favor, preencha seu nome completo.');
select tests.throws($$select * from public.register_lead(null, 'a@b.com', '11999990000', 'want_to_learn')$$, '22023', 'Por favor, preencha seu nome completo.');
select tests.throws($$select * from public.register_lead('Ana', '  ', '', '')$$, '22023', 'Por favor, preencha seu e-mail.');
select tests.throws($$select * from public.register_lead('Ana', 'ana-sem-arroba', '11999990000', 'want_to_learn')$$, '22023', 'Por favor, informe um e-mail válido.');
select tests.throws($$select * from public.register_lead('Ana', 'ana@exemplo', '11999990000', 'want_to_learn')$$, '22023', 'Por favor, informe um e-mail válido.');
select tests.throws($$select * from public.register_lead('Ana', 'ana@exemplo.com', '', null)$$, '22023', 'Por favor, selecione sua experiência em programação.');
select tests.throws($$select * from public.register_lead('Ana', 'ana@exemplo.com', '', 'expert')$$, '22023', 'Por favor, selecione sua experiência em programação.');
select tests.throws($$select * from public.register_lead('Ana', 'ana@exemplo.com', '+55 (11) 9', 'want_to_learn')$$, '22023', 'Por favor, digite um número de WhatsApp válido.');
select tests.throws($$select * from public.register_lead('Ana', 'ana@exemplo.com', null, 'want_to_learn')$$, '22023', 'Por favor, digite um número de WhatsApp válido.');
select tests.throws($$select * from public.register_lead('Ana', 'ana@exemplo.com', '+55 11 99999-0000', 'want_to_learn', 99)$$, '22023', 'Lançamento inválido.');

do $$
declare
  v_first record;
  v_second record;
  v_other record;
begin
  -- First registration: current launch (2), experienced -> intermediaria.
  select * into v_first from public.register_lead('  Maria   Clara Souza ', '  Maria.Clara@Exemplo.COM ', '+55 (11) 98765-4321',
    'already_programmed', null, '{"utm_source": "instagram", "utm_medium": "stories", "utm_campaign": "semana-java-2", "utm_term": "java", "utm_content": "video-1", "utm_id": "abc123", "outra": "x"}');
  perform tests.eq(v_first.track, 'intermediaria', 'already_programmed -> intermediaria');
  assert v_first.token ~ '^[A-Za-z0-9_-]{32}$', 'token: 32 URL-safe characters (192 bits), got ' || v_first.token;

  -- Repeat for the same e-mail (different case) and launch: not duplicated, a token of its own, the first one still works.
  select * into v_second from public.register_lead('Maria Clara', 'MARIA.CLARA@exemplo.com', '11 98765-4321', 'want_to_learn');
  perform tests.eq(v_second.track, 'iniciante', 'want_to_learn -> iniciante (this attempt''s track)');
  assert v_second.token <> v_first.token, 'a repeat registration gets its own token';
  perform tests.eq((select first_name from public.get_survey_context(v_first.token)), 'Maria', 'the first token still works');
  perform tests.eq((select track from public.get_survey_context(v_first.token)), 'intermediaria', 'with its own track');

  -- The same person in launch 3 is another lead.
  select * into v_other from public.register_lead('Maria Clara', 'maria.clara@exemplo.com', '11 98765-4321', 'want_to_learn', 3);
  assert v_other.token not in (v_first.token, v_second.token), 'tokens are unique';

  perform tests.as_superuser();
  perform tests.eq((select count(*) from public.leads_lancamento where email = 'maria.clara@exemplo.com'), 2::bigint, 'one lead per e-mail and launch');
  perform tests.eq((select count(*) from public.leads_lancamento where email = 'maria.clara@exemplo.com' and lancamento = 2), 1::bigint, 'lead in launch 2');
  perform tests.eq((select count(*) from public.leads_lancamento where pesquisa_hash in (v_first.token, v_second.token)), 0::bigint,
    'the attempt tokens are not the unsubscribe token');
end
$$;

-- What was stored (read as the superuser).
do $$
declare
  v_lead public.leads_lancamento;
begin
  select * into v_lead from public.leads_lancamento where email = 'maria.clara@exemplo.com' and lancamento = 2;
  perform tests.eq(v_lead.name, 'Maria   Clara Souza', 'name trimmed, kept from the first registration');
  perform tests.eq(v_lead.whatsapp, '5511987654321', 'WhatsApp: country code plus digits only');
  perform tests.eq(v_lead.programming_experience, 'already_programmed', 'experience kept from the first registration');
  perform tests.eq(v_lead.track, 'intermediaria', 'track kept from the first registration');
  perform tests.eq(v_lead.utm_source, 'instagram', 'utm_source');
  perform tests.eq(v_lead.utm_medium, 'stories', 'utm_medium');
  perform tests.eq(v_lead.utm_campaign, 'semana-java-2', 'utm_campaign');
  perform tests.eq(v_lead.campaign, 'semana-java-2', 'campaign');
  perform tests.eq(v_lead.utm_term, 'java', 'utm_term');
  perform tests.eq(v_lead.utm_content, 'video-1', 'utm_content');
  perform tests.eq(v_lead.utm_id, 'abc123', 'utm_id');
  perform tests.eq(v_lead.consent_given, true, 'consent_given');
  perform tests.eq(v_lead.consent_ip, '198.51.100.7', 'consent_ip: the entry the trusted proxy appended, never the client''s');
  perform tests.eq(v_lead.consent_user_agent, 'Mozilla/5.0 (Teste)', 'consent_user_agent from user-agent');
  perform tests.eq(v_lead.consent_language, 'pt-BR', 'consent_language');
  perform tests.eq(v_lead.privacy_policy_version, '1.0', 'privacy_policy_version');
  perform tests.eq(v_lead.data_usage_purposes, array['marketing', 'analytics'], 'data_usage_purposes');
  perform tests.eq(v_lead.last_updated_by, 'web_form', 'last_updated_by');
  perform tests.eq(v_lead.active, true, 'active');
end
$$;

-- No request headers (a direct SQL call): consent still recorded, IP and user agent empty; language given.
select tests.as_anon();
select set_config('request.headers', '', true);
select * from public.register_lead('João Pereira', 'joao@exemplo.com.br', '5521912345678', 'want_to_learn', 1, '{}', 'en-US');
-- A malformed header value or a non-object UTM is ignored, never an error.
select set_config('request.headers', 'not json', true);
select * from public.register_lead('Lia', 'lia@exemplo.com', '5521912345678', 'want_to_learn', null, '"utm_source=x"'::jsonb);
select tests.as_superuser();
do $$
declare
  v_lead public.leads_lancamento;
begin
  select * into v_lead from public.leads_lancamento where email = 'joao@exemplo.com.br';
  perform tests.eq(v_lead.lancamento, 1, 'explicit launch');
  perform tests.eq(v_lead.consent_ip, null::text, 'no IP without headers');
  perform tests.eq(v_lead.consent_language, 'en-US', 'language given');
  select * into v_lead from public.leads_lancamento where email = 'lia@exemplo.com';
  perform tests.eq(v_lead.utm_source, null::text, 'non-object UTM ignored');
end
$$;

-- Without a current launch, a registration without launch goes to launch 1 (the spec's default).
update public.launches set is_current = false;
select tests.as_anon();
select * from public.register_lead('Rui', 'rui@exemplo.com', '5531912345678', 'already_programmed');
select tests.as_superuser();
select tests.eq((select lancamento from public.leads_lancamento where email = 'rui@exemplo.com'), 1, 'default launch 1 without a current launch');
