-- The insights functions (supabase/migrations/20250401000000_insights.sql) against known data in launches 911..913.
-- Runs as superuser inside a rolled-back transaction; calls are made as `authenticated` with staff / non-staff JWTs.

create temporary table t_ids (name text primary key, id text);
grant all on t_ids to authenticated, anon;

insert into auth.users (email, encrypted_password) values ('staff-insights@example.com', 'x'), ('user-insights@example.com', 'x');
insert into private.staff (user_id) select id from auth.users where email = 'staff-insights@example.com';
insert into t_ids select 'staff', id::text from auth.users where email = 'staff-insights@example.com';
insert into t_ids select 'user', id::text from auth.users where email = 'user-insights@example.com';

-- Launch 911: 4 registered (google/black x2, google/none x1, none x1), 3 answered, 3 purchase intents.
insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, utm_source, utm_medium, utm_campaign, utm_content, utm_term, lancamento, created_at) values
  ('Ana', 'ana911@example.com', '5511911110001', 'want_to_learn', 'iniciante', 'google', 'cpc', 'black', 'video', 'java', 911, '2025-03-10 02:30Z'), -- 09/03 BRT
  ('Bia', 'bia911@example.com', null, 'want_to_learn', 'iniciante', 'google', 'cpc', 'black', 'banner', null, 911, '2025-03-10 12:00Z'),
  ('Caio', 'caio911@example.com', null, 'want_to_learn', 'iniciante', ' google ', 'cpc', '', null, null, 911, '2025-03-10 13:00Z'),
  ('Duda', 'duda911@example.com', null, 'already_programmed', 'intermediaria', null, null, null, null, null, 911, '2025-03-11 12:00Z');
insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial, created_at) values
  ('ana911@example.com', 911, 'nunca_tive_contato', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Trabalhar remoto na Europa', 'youtube', 'ate_3000', '2025-03-10 03:00Z'),
  ('bia911@example.com', 911, 'nunca_tive_contato', 'entender_logica', 'trabalho_remoto', 'falta_tempo', 'Comprar uma casa 100%', 'youtube', 'ate_3000', '2025-03-11 12:00Z'),
  ('duda911@example.com', 911, 'pleno_senior', 'falta_pratica', 'criar_projetos', 'java_dificil', 'Virar tech lead', 'instagram', 'acima_12000', '2025-03-11 13:00Z'),
  ('ana911@example.com', 912, 'estudei_logica', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Outro lançamento', 'youtube', 'ate_3000', '2025-03-11 13:00Z');
insert into public.purchase_leads (name, email, whatsapp, lancamento, status, utm_source, utm_campaign, redirected_to_payment) values
  ('Ana', 'ana911@example.com', '5511911110001', 911, 'VENDIDO', 'google', 'black', true),
  ('Eva', 'eva911@example.com', null, 911, 'NOVO', 'google', 'black', true),
  ('Gil', 'gil911@example.com', '11911110009', 911, 'NOVO', 'insta', null, false);
insert into public.cold_leads (country_code, phone_number, saved_name, lancamento) values ('55', '11911110001', 'Ana Zap', 913), ('55', '11911110002', 'Outra', 913);
insert into public.lista_espera (name, email, whatsapp, programming_experience, track) values ('Ana', 'ana911@example.com', null, 'want_to_learn', 'iniciante');

do $$
declare
  v jsonb;
  v_id bigint;
  v_before jsonb;
begin
  -- ---------- not staff: refused ----------
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids where name = 'user'), 'role', 'authenticated')::text, true);
  begin perform public.launch_funnel(911); raise exception 'non-staff read launch_funnel'; exception when insufficient_privilege then null; end;
  begin perform public.survey_results(911); raise exception 'non-staff read survey_results'; exception when insufficient_privilege then null; end;
  begin perform public.find_data_subject('ana911@example.com'); raise exception 'non-staff searched'; exception when insufficient_privilege then null; end;
  begin perform public.anonymise_data_subject('ana911@example.com'); raise exception 'non-staff anonymised'; exception when insufficient_privilege then null; end;
  begin perform public.make_launch_current(1); raise exception 'non-staff switched launch'; exception when insufficient_privilege then null; end;
  assert (select count(*) from public.purchase_lead_status_history) = 0, 'non-staff sees history';

  -- ---------- staff ----------
  perform set_config('request.jwt.claims', json_build_object('sub', (select id from t_ids where name = 'staff'), 'role', 'authenticated')::text, true);

  -- Nested sets (supabase/migrations/20251123300000_staff_data_trust.sql): Eva and Gil never registered, so
  -- their intents are outside lines, not steps.
  v := public.launch_funnel(911);
  assert v -> 'steps' = '[{"key": "registered", "count": 4, "conversion": null, "of_first": 100.00},
    {"key": "answered_survey", "count": 3, "conversion": 75.00, "of_first": 75.00},
    {"key": "purchase_intent", "count": 1, "conversion": 33.33, "of_first": 25.00},
    {"key": "redirected", "count": 1, "conversion": 100.00, "of_first": 25.00},
    {"key": "sold", "count": 1, "conversion": 100.00, "of_first": 25.00}]'::jsonb, 'funnel ' || v::text;
  assert v -> 'outside' -> 1 ->> 'count' = '2', 'without registration ' || v::text;
  assert (v ->> 'overall_conversion')::numeric = 25, 'overall ' || v::text;
  v := public.launch_funnel(911, 'google', null);
  assert (select jsonb_agg((s ->> 'count')::int) from jsonb_array_elements(v -> 'steps') s) = '[3, 2, 1, 1, 1]'::jsonb, 'funnel google ' || v::text;
  v := public.launch_funnel(911, 'google', 'Sem Campanha');
  assert (select jsonb_agg((s ->> 'count')::int) from jsonb_array_elements(v -> 'steps') s) = '[1, 0, 0, 0, 0]'::jsonb, 'funnel no campaign ' || v::text;
  assert v -> 'steps' -> 2 ->> 'conversion' is null, 'conversion after 0 ' || v::text;
  v := public.funnel_filter_options(911);
  assert v = '{"sources": ["Sem Fonte", "google", "insta"], "campaigns": ["Sem Campanha", "black"]}'::jsonb, 'options ' || v::text;

  v := public.leads_per_day(911, null, null);
  assert v = '[{"day": "2025-03-09", "count": 1}, {"day": "2025-03-10", "count": 2}, {"day": "2025-03-11", "count": 1}]'::jsonb, 'per day ' || v::text;
  v := public.leads_per_day(911, '2025-03-10', '2025-03-10');
  assert v = '[{"day": "2025-03-10", "count": 2}]'::jsonb, 'per day range ' || v::text;
  v := public.lead_utm_breakdown('campaign', 911);
  assert v = '[{"value": "Sem valor", "count": 2, "percentage": 50}, {"value": "black", "count": 2, "percentage": 50}]'::jsonb, 'campaign ' || v::text;
  v := public.lead_utm_breakdown('content', 911);
  assert v = '[{"value": "Sem valor", "count": 2, "percentage": 50}, {"value": "banner", "count": 1, "percentage": 25}, {"value": "video", "count": 1, "percentage": 25}]'::jsonb, 'content ' || v::text;
  v := public.lead_utm_breakdown('term', 911);
  assert v = '[{"value": "Sem valor", "count": 3, "percentage": 75}, {"value": "java", "count": 1, "percentage": 25}]'::jsonb, 'term ' || v::text;
  begin perform public.lead_utm_breakdown('x', 911); raise exception 'bad dimension accepted'; exception when sqlstate '22023' then null; end;

  v := public.survey_results(911);
  assert (v ->> 'total')::int = 3, 'survey total ' || v::text;
  assert jsonb_array_length(v -> 'questions') = 6, 'six questions';
  assert v -> 'questions' -> 0 = '{"field": "experiencia_programacao", "options": [
    {"value": "nunca_tive_contato", "count": 2, "percentage": 66.7}, {"value": "estudei_logica", "count": 0, "percentage": 0.0},
    {"value": "trabalho_java_junior", "count": 0, "percentage": 0.0}, {"value": "pleno_senior", "count": 1, "percentage": 33.3}]}'::jsonb,
    'experiencia ' || (v -> 'questions' -> 0)::text;
  assert v -> 'questions' -> 5 ->> 'field' = 'consumo_conteudo', 'question order';
  assert v -> 'per_day' = '[{"day": "2025-03-10", "count": 1}, {"day": "2025-03-11", "count": 2}]'::jsonb, 'survey per day ' || (v -> 'per_day')::text;

  v := public.survey_dreams(911, null, 1, 2);
  assert (v ->> 'total')::int = 3 and (v ->> 'total_pages')::int = 2 and jsonb_array_length(v -> 'rows') = 2, 'dreams page ' || v::text;
  assert v -> 'rows' -> 0 ->> 'sonho' = 'Virar tech lead', 'dreams newest first';
  v := public.survey_dreams(911, '100%', 1, 20);
  assert (v ->> 'total')::int = 1 and v -> 'rows' -> 0 ->> 'sonho' = 'Comprar uma casa 100%', 'dreams search literal % ' || v::text;
  v := public.survey_dreams(911, 'EUROPA', 1, 20);
  assert (v ->> 'total')::int = 1, 'dreams search case-insensitive';

  -- Status history: single and bulk updates, who and when.
  select id into v_id from public.purchase_leads where email = 'eva911@example.com';
  update public.purchase_leads set status = 'CONTATADO' where id = v_id;
  update public.purchase_leads set status = 'CONTATADO' where id = v_id; -- no change, no row
  update public.purchase_leads set status = 'AGUARDANDO PAGAMENTO' where lancamento = 911 and status in ('NOVO', 'CONTATADO');
  v := public.purchase_lead_status_history(v_id);
  assert jsonb_array_length(v) = 2, 'history rows ' || v::text;
  assert v -> 0 ->> 'from_status' = 'CONTATADO' and v -> 0 ->> 'to_status' = 'AGUARDANDO PAGAMENTO', 'history newest ' || v::text;
  assert v -> 1 ->> 'from_status' = 'NOVO' and v -> 1 ->> 'to_status' = 'CONTATADO', 'history oldest';
  assert v -> 0 ->> 'changed_by_email' = 'staff-insights@example.com', 'history who ' || v::text;
  assert v -> 0 ->> 'changed_by' = (select id from t_ids where name = 'staff'), 'history uid';
  assert (select count(*) from public.purchase_lead_status_history h join public.purchase_leads p on p.id = h.purchase_lead_id where p.lancamento = 911) = 3, 'bulk history';

  -- Launch settings.
  begin
    perform public.save_launch('{"lancamento": 914, "name": "X"}'::jsonb);
    raise exception 'incomplete launch saved';
  exception when sqlstate '22023' then null;
  end;
  v := (select to_jsonb(l) from public.launches l order by lancamento desc limit 1) || '{"lancamento": 914, "name": "Semana 914"}'::jsonb;
  begin
    perform public.save_launch(v || '{"checkout_url_beginners": "javascript:alert(1)"}'::jsonb);
    raise exception 'bad link saved';
  exception when sqlstate '22023' then
    assert sqlerrm = 'Link inválido: use um endereço http:// ou https://.', sqlerrm;
  end;
  begin
    perform public.save_launch(v || jsonb_build_object('event_ends_at', v ->> 'event_starts_at'));
    raise exception 'end before start saved';
  exception when sqlstate '22023' then
    assert sqlerrm = 'O fim do evento deve ser depois do início.', sqlerrm;
  end;
  assert public.save_launch(v) = 914, 'saved';
  assert public.save_launch(v || '{"name": "Semana 914 editada"}'::jsonb) = 914, 'edited';
  assert (select name from public.launches where lancamento = 914) = 'Semana 914 editada', 'edit kept';
  perform public.make_launch_current(914);
  assert (select array_agg(lancamento) from public.launches where is_current) = array[914], 'current switched';
  begin perform public.make_launch_current(999); raise exception 'unknown launch current'; exception when sqlstate '22023' then null; end;

  -- Data-subject requests.
  begin perform public.find_data_subject('', '12'); raise exception 'empty subject'; exception when sqlstate '22023' then null; end;
  v := public.find_data_subject('ANA911@example.com ', '(11) 91111-0001');
  assert jsonb_array_length(v -> 'leads_lancamento') = 1, 'found lead ' || v::text;
  assert jsonb_array_length(v -> 'respostas_pesquisa') = 2, 'found answers';
  assert jsonb_array_length(v -> 'purchase_leads') = 1, 'found purchase';
  assert jsonb_array_length(v -> 'cold_leads') = 1, 'found cold by phone';
  assert jsonb_array_length(v -> 'lista_espera') = 1, 'found waitlist';
  assert not (v -> 'leads_lancamento' -> 0 ? 'pesquisa_hash'), 'token not exported';

  v_before := jsonb_build_object('funnel', public.launch_funnel(911), 'survey', public.survey_results(911),
    'sources', public.lead_source_metrics(911, null, null), 'stats', public.purchase_lead_stats(911));
  v := public.anonymise_data_subject('ana911@example.com', '5511911110001');
  assert v = '{"leads_lancamento": 1, "respostas_pesquisa": 2, "lista_espera": 1, "purchase_leads": 1, "cold_leads": 1,
    "further_contacts": 0, "registration_attempts": 0, "purchase_attempts": 0, "checkout_events": 0, "email_outbox": 0, "email_suppressions": 0, "class_attendance": 0, "checkout_buyers": 0}'::jsonb, 'anonymised ' || v::text;
  v := jsonb_build_object('funnel', public.launch_funnel(911), 'survey', public.survey_results(911),
    'sources', public.lead_source_metrics(911, null, null), 'stats', public.purchase_lead_stats(911));
  assert v_before -> 'funnel' = v -> 'funnel', 'funnel kept ' || (v -> 'funnel')::text;
  assert v_before -> 'survey' = v -> 'survey', 'survey kept ' || (v -> 'survey')::text;
  assert v_before -> 'sources' = v -> 'sources', 'sources kept ' || (v -> 'sources')::text || (v_before -> 'sources')::text;
  assert (v_before -> 'stats') - 'recent_leads' = (v -> 'stats') - 'recent_leads', 'stats kept ' || (v -> 'stats')::text || (v_before -> 'stats')::text;
  v := public.find_data_subject('ana911@example.com', '5511911110001');
  assert (select sum(jsonb_array_length(v -> k)) from jsonb_object_keys(v - 'identifiers') k) = 0, 'nothing left ' || v::text;
  assert (select count(*) from public.leads_lancamento where name = 'Ana' or whatsapp = '5511911110001') = 0, 'lead cleared';
  assert (select count(*) from public.respostas_pesquisa where sonho_realizado like '%Europa%') = 0, 'dream cleared';
  assert (select count(*) from public.cold_leads where saved_name = 'Ana Zap') = 0, 'cold cleared';
  assert (select count(*) from public.cold_leads where lancamento = 913) = 2, 'cold kept';
  assert (select array_agg(action order by id) from public.data_subject_requests) = array['search', 'anonymise', 'search'], 'audit';
  assert (select count(*) from public.data_subject_requests where records::text like '%ana911%' or subject_hash like '%ana%') = 0, 'audit without identifier';
end
$$;

-- anon cannot read history or the audit
select tests.as_anon();
do $$
begin
  begin perform 1 from public.purchase_lead_status_history; raise exception 'anon read history'; exception when insufficient_privilege then null; end;
  begin perform 1 from public.data_subject_requests; raise exception 'anon read audit'; exception when insufficient_privilege then null; end;
end
$$;
