-- Schema: tables, RLS switched on everywhere, checks, uniqueness, e-mail normalisation, updated_at, tokens, seed.

do $$
declare
  v_table text;
  v_missing text;
begin
  foreach v_table in array array['launches', 'leads_lancamento', 'lista_espera', 'respostas_pesquisa',
      'purchase_leads', 'cold_leads', 'lessons', 'routes'] loop
    assert to_regclass('public.' || v_table) is not null, 'missing table public.' || v_table;
  end loop;

  -- Row-level security on every table of public and private.
  select string_agg(n.nspname || '.' || c.relname, ', ') into v_missing
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'private') and c.relkind = 'r' and not c.relrowsecurity;
  assert v_missing is null, 'tables without row-level security: ' || v_missing;

  -- updated_at trigger on every table that has updated_at.
  select string_agg(c.relname, ', ') into v_missing
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'updated_at' and not a.attisdropped
  where n.nspname = 'public' and c.relkind = 'r'
    and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'set_updated_at');
  assert v_missing is null, 'tables without an updated_at trigger: ' || v_missing;

  -- No sequence privileges for the API roles.
  select string_agg(c.relname, ', ') into v_missing
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'S'
    and (has_sequence_privilege('anon', c.oid, 'USAGE,UPDATE,SELECT')
      or has_sequence_privilege('authenticated', c.oid, 'USAGE,UPDATE,SELECT'));
  assert v_missing is null, 'sequences the API roles may use: ' || v_missing;

  -- No table privilege for anon outside the public content tables.
  select string_agg(c.relname, ', ') into v_missing
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm')
    and c.relname not in ('launches', 'lessons', 'lesson_catalog', 'routes')
    and has_table_privilege('anon', c.oid, 'SELECT,INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER');
  assert v_missing is null, 'tables anon has privileges on: ' || v_missing;

  -- pg_trgm indexes for the cold-leads search.
  assert (select count(*) from pg_indexes where tablename = 'cold_leads' and indexdef like '%gin_trgm_ops%') = 3,
    'cold_leads needs trigram indexes on saved_name, phone_number and formatted_phone';
end
$$;

-- Public RPC functions: security definer, empty search_path, not executable by PUBLIC.
do $$
declare
  v_fn record;
  v_count integer := 0;
begin
  for v_fn in
    select p.oid, p.proname, p.prosecdef, p.proconfig, p.proacl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname in ('register_lead', 'get_survey_context', 'save_survey_answers',
      'join_waitlist', 'save_purchase_intent', 'mark_purchase_redirected', 'get_unsubscribe_context',
      'cancel_subscription', 'is_staff')
  loop
    v_count := v_count + 1;
    assert v_fn.prosecdef, v_fn.proname || ' must be security definer';
    assert 'search_path=""' = any (v_fn.proconfig), v_fn.proname || ' must set search_path = ''''';
    assert not exists (select 1 from aclexplode(v_fn.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE'),
      v_fn.proname || ' must not be executable by PUBLIC';
    assert has_function_privilege('authenticated', v_fn.oid, 'EXECUTE'), v_fn.proname || ': authenticated needs EXECUTE';
    if v_fn.proname = 'is_staff' then
      assert not has_function_privilege('anon', v_fn.oid, 'EXECUTE'), 'anon must not execute is_staff';
    else
      assert has_function_privilege('anon', v_fn.oid, 'EXECUTE'), v_fn.proname || ': anon needs EXECUTE';
    end if;
  end loop;
  perform tests.eq(v_count, 9, 'number of public functions checked');
end
$$;

-- Checks from the spec's value lists.
select tests.throws($$insert into public.purchase_leads (name, email, lancamento, status) values ('Ana', 'a@x.com', 2, 'PERDIDO')$$, '23514');
select tests.throws($$insert into public.purchase_leads (name, email, lancamento, payment_processor) values ('Ana', 'a@x.com', 2, 'paypal')$$, '23514');
select tests.throws($$insert into public.cold_leads (country_code, phone_number, source) values ('55', '11999990000', 'orkut')$$, '23514');
select tests.throws($$insert into public.leads_lancamento (name, email, programming_experience, track) values ('Ana', 'a@x.com', 'expert', 'iniciante')$$, '23514');
select tests.throws($$insert into public.leads_lancamento (name, email, programming_experience, track) values ('Ana', 'a@x.com', 'want_to_learn', 'avancada')$$, '23514');
select tests.throws($$insert into public.respostas_pesquisa (email, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial) values ('a@x.com', 'pleno_senior', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'x', 'orkut', 'ate_3000')$$, '23514');
select tests.throws($$insert into public.leads_lancamento (name, email, programming_experience, track, cancellation_reason) values ('Ana', 'a@x.com', 'want_to_learn', 'iniciante', 'bored')$$, '23514');
select tests.throws($$insert into public.cold_leads (country_code, phone_number) values ('+55', '11999990000')$$, '23514');

-- E-mails trimmed and lower-cased; defaults; tokens; uniqueness.
do $$
declare
  v_lead public.leads_lancamento;
  v_purchase public.purchase_leads;
  v_cold public.cold_leads;
begin
  insert into public.leads_lancamento (name, email, programming_experience, track)
  values ('Ana Souza', '  Ana.Souza@Example.COM ', 'want_to_learn', 'iniciante') returning * into v_lead;
  perform tests.eq(v_lead.email, 'ana.souza@example.com', 'lead e-mail normalised');
  perform tests.eq(v_lead.lancamento, 1, 'lead default launch');
  perform tests.eq(v_lead.active, true, 'lead default active');
  perform tests.eq(v_lead.privacy_policy_version, '1.0', 'policy version default');
  perform tests.eq(v_lead.data_usage_purposes, array['marketing', 'analytics'], 'purposes default');
  assert v_lead.pesquisa_hash ~ '^[A-Za-z0-9_-]{32}$', 'lead token is 32 base64url characters: ' || v_lead.pesquisa_hash;

  insert into public.purchase_leads (name, email) values ('Bia', ' BIA@Example.com') returning * into v_purchase;
  perform tests.eq(v_purchase.email, 'bia@example.com', 'purchase e-mail normalised');
  perform tests.eq(v_purchase.status, 'NOVO', 'purchase default status');
  perform tests.eq(v_purchase.payment_processor, 'hotmart', 'purchase default processor');
  perform tests.eq(v_purchase.redirected_to_payment, false, 'purchase default redirected');
  perform tests.eq(v_purchase.lancamento, 2, 'purchase default launch');
  assert v_purchase.reference ~ '^[A-Za-z0-9_-]{32}$', 'purchase reference is 32 base64url characters';

  insert into public.cold_leads (country_code, phone_number) values ('55', '11988887777') returning * into v_cold;
  perform tests.eq(v_cold.source, 'whatsapp_group', 'cold default source');
  perform tests.eq(v_cold.lancamento, 2, 'cold default launch');
  perform tests.eq(v_cold.is_active, true, 'cold default active');

  update public.leads_lancamento set email = ' OUTRO@Example.com ' where id = v_lead.id returning * into v_lead;
  perform tests.eq(v_lead.email, 'outro@example.com', 'e-mail normalised on update');
end
$$;

select tests.throws($$insert into public.leads_lancamento (name, email, programming_experience, track) values ('Ana 2', 'OUTRO@example.com ', 'want_to_learn', 'iniciante')$$, '23505');
select tests.throws($$insert into public.purchase_leads (name, email, lancamento) values ('Bia 2', 'bia@EXAMPLE.com', 2)$$, '23505');
select tests.throws($$insert into public.cold_leads (country_code, phone_number, lancamento) values ('55', '11988887777', 2)$$, '23505');
select tests.throws($$insert into public.lista_espera (name, email, programming_experience, track) values ('C', 'c@x.com', 'want_to_learn', 'iniciante'), ('C2', ' C@X.com', 'want_to_learn', 'iniciante')$$, '23505');
select tests.throws($$insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial) select 'd@x.com', 2, 'pleno_senior', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'sonho', 'youtube', 'ate_3000' from generate_series(1, 2)$$, '23505');

-- Same e-mail in another launch is a different lead; same phone in another launch a different cold lead.
insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
values ('Ana 3', 'outro@example.com', 'want_to_learn', 'iniciante', 3);
insert into public.cold_leads (country_code, phone_number, lancamento) values ('55', '11988887777', 3);

-- updated_at moves on update.
do $$
declare
  v_id bigint;
  v_updated timestamptz;
begin
  insert into public.cold_leads (country_code, phone_number, created_at, updated_at)
  values ('351', '912345678', '2020-01-01', '2020-01-01') returning id into v_id;
  update public.cold_leads set notes = 'ligar amanhã' where id = v_id returning updated_at into v_updated;
  assert v_updated > '2020-01-01'::timestamptz, 'updated_at must change on update';

  update public.routes set priority = priority where path = '/inscricao' returning updated_at into v_updated;
  perform tests.eq(v_updated, now(), 'routes.updated_at on update');
end
$$;

-- Seed: launches, lessons, routes.
do $$
begin
  perform tests.eq((select array_agg(lancamento order by lancamento) from public.launches), array[1, 2, 3], 'seeded launches');
  perform tests.eq((select lancamento from public.launches where is_current), 2, 'current launch');
  -- Dated relative to the day the seed ran (Brasília time): launch 1 past, launch 2 upcoming (event a week ahead at
  -- 20:00, cart a week later at 07:00, deadline that day at 23:59:59), launch 3 after it.
  perform tests.eq((select event_starts_at from public.launches where lancamento = 2),
    ((now() at time zone 'America/Sao_Paulo')::date + 7 + time '20:00') at time zone 'America/Sao_Paulo', 'launch 2 event a week ahead');
  perform tests.eq((select cart_opens_at - event_starts_at from public.launches where lancamento = 2),
    interval '6 days 11 hours', 'launch 2 cart opening: a week after the event day, at 07:00');
  perform tests.eq((select registration_deadline - cart_opens_at from public.launches where lancamento = 2),
    interval '16:59:59', 'launch 2 checkout deadline at 23:59:59 on the cart day');
  assert (select event_ends_at < now() and registration_deadline < now() from public.launches where lancamento = 1), 'launch 1 is past';
  assert (select event_starts_at > (select registration_deadline from public.launches where lancamento = 2)
    from public.launches where lancamento = 3), 'launch 3 comes after launch 2';
  perform tests.eq((select event_date_text from public.launches where lancamento = 2),
    private.launch_date_text((select event_starts_at from public.launches where lancamento = 2)), 'event date text');
  perform tests.eq(private.launch_date_text('2025-09-15T20:00:00-03:00'), '15 de Setembro, 2025', 'date text in Portuguese');
  perform tests.eq(private.launch_weekday_text('2025-09-22T07:00:00-03:00'), 'Segunda-feira, 22 de Setembro, às 07:00',
    'weekday text in Portuguese');
  assert (select count(*) from public.lessons where level = 'beginner') >= 5, 'at least 5 beginner lessons';
  assert (select count(*) from public.lessons where level = 'intermediate') >= 5, 'at least 5 intermediate lessons';
  assert exists (select 1 from public.lessons where not is_available), 'a lesson not available';
  assert exists (select 1 from public.lessons where video_id is null), 'a lesson without video id';
  assert not exists (select 1 from public.lessons where cardinality(topics) = 0), 'every lesson has topics';
  perform tests.eq((select props from public.routes where path = '/'), '{"to": "/inscricao", "replace": true}'::jsonb, 'root redirect');
  assert (select count(*) from public.routes where path in ('/', '/inscricao', '/inscricao/obrigado', '/inscricao/obrigado-2',
    '/aulas', '/privacy-policy', '/bio', '/bio-link', '/launch', '/lista-espera', '/docs', '/pesquisa', '/campanhas-nav',
    '/campanhas', '/compras', '/oferta', '/aulas/iniciantes', '/aulas/intermediario', '/aulas/escolher-nivel',
    '/descadastro', '/instrutor')) = 21, 'seeded routes cover the static fallback set and the extra pages';
  perform tests.eq((select component from public.routes where path = '/descadastro'), 'Unsubscribe', '/descadastro');
  perform tests.eq((select component from public.routes where path = '/instrutor'), 'Instructor', '/instrutor');
end
$$;

-- Only one current launch.
select tests.throws($$update public.launches set is_current = true where lancamento = 3$$, '23P01');
-- Switching the current launch in one statement works.
update public.launches set is_current = (lancamento = 3);
select tests.eq((select array_agg(lancamento) from public.launches where is_current), array[3], 'current launch switched');
