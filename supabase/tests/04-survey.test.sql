-- get_survey_context and save_survey_answers as a visitor.

create temporary table t on commit drop as
select (public.register_lead('Carlos Eduardo Lima', 'carlos@exemplo.com', '5511912345678', 'already_programmed')).token;
grant select on t to public;

select tests.as_anon();

do $$
declare
  v_token text := (select token from t);
  v_ctx record;
  v_answers jsonb := '{"experiencia_programacao": "estudei_logica", "maior_dificuldade": "falta_pratica",
    "atracao_carreira": "trabalho_remoto", "fator_bloqueio": "falta_tempo", "sonho_realizado": "  Trabalhar remoto como dev Java  ",
    "consumo_conteudo": "youtube", "faixa_salarial": "ate_3000"}';
begin
  -- Unknown, malformed or missing tokens: no row, no error.
  perform tests.eq(tests.count_rows($q$select * from public.get_survey_context('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')$q$), 0::bigint, 'unknown token');
  perform tests.eq(tests.count_rows($q$select * from public.get_survey_context('x'' or ''1''=''1')$q$), 0::bigint, 'malformed token');
  perform tests.eq(tests.count_rows('select * from public.get_survey_context(null)'), 0::bigint, 'null token');

  select * into v_ctx from public.get_survey_context(v_token);
  perform tests.eq(v_ctx.first_name, 'Carlos', 'first name');
  perform tests.eq(v_ctx.lancamento, 2, 'launch');
  perform tests.eq(v_ctx.track, 'intermediaria', 'track');
  perform tests.eq(v_ctx.has_answered, false, 'not answered yet');

  -- Unknown token.
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', v_answers), '22023',
    'Você precisa se inscrever primeiro antes de responder o questionário.');
  perform tests.throws(format('select public.save_survey_answers(null, %L)', v_answers), '22023',
    'Você precisa se inscrever primeiro antes de responder o questionário.');

  -- Each missing answer, in the wizard's order.
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, '{}'), '22023', 'Por favor, selecione onde você está hoje');
  perform tests.throws(format('select public.save_survey_answers(%L, null)', v_token), '22023', 'Por favor, selecione onde você está hoje');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers - 'experiencia_programacao'), '22023', 'Por favor, selecione onde você está hoje');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers || '{"experiencia_programacao": "guru"}'), '22023', 'Por favor, selecione onde você está hoje');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers - 'maior_dificuldade'), '22023', 'Por favor, selecione sua maior dificuldade');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers - 'atracao_carreira'), '22023', 'Por favor, selecione o que mais te atrai em Java');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers - 'fator_bloqueio'), '22023', 'Por favor, selecione o que te impede de dar o próximo passo');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers || '{"sonho_realizado": "   "}'), '22023', 'Por favor, nos conte qual seria seu maior sonho realizado');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers - 'consumo_conteudo'), '22023', 'Por favor, selecione onde você consome conteúdo');
  perform tests.throws(format('select public.save_survey_answers(%L, %L)', v_token, v_answers || '{"faixa_salarial": "milionario"}'), '22023', 'Por favor, selecione sua faixa salarial');

  -- Save, then save again with changes: one row, never overwritten by an anonymous call.
  perform public.save_survey_answers(v_token, v_answers);
  select * into v_ctx from public.get_survey_context(v_token);
  perform tests.eq(v_ctx.has_answered, true, 'answered after saving');
  perform public.save_survey_answers(v_token, v_answers || '{"faixa_salarial": "de_3001_a_7000", "consumo_conteudo": "podcasts"}');
  perform public.save_survey_answers(v_token, v_answers || '{"faixa_salarial": "de_3001_a_7000", "consumo_conteudo": "podcasts"}');
end
$$;

select tests.as_superuser();
do $$
declare
  v_row public.respostas_pesquisa;
begin
  perform tests.eq((select count(*) from public.respostas_pesquisa where email = 'carlos@exemplo.com'), 1::bigint, 'one answer per e-mail and launch');
  select * into v_row from public.respostas_pesquisa where email = 'carlos@exemplo.com';
  perform tests.eq(v_row.lancamento, 2, 'answer launch = lead launch');
  perform tests.eq(v_row.faixa_salarial, 'ate_3000', 'the first answers stay (salary range)');
  perform tests.eq(v_row.consumo_conteudo, 'youtube', 'the first answers stay (channel)');
  perform tests.eq(v_row.sonho_realizado, 'Trabalhar remoto como dev Java', 'dream trimmed');
  perform tests.eq(v_row.experiencia_programacao, 'estudei_logica', 'level');
end
$$;
