-- Issue 27: one casing for the JSON keys of the staff functions: snake_case, like the column names they come from
-- (`per_page`, `total_pages`, `of_first`, `changed_at`, ...). The nine functions that still answered camelCase keys are
-- redefined here with the same bodies and only their keys renamed; grants are kept by `create or replace`.
-- data-client/src/staff/staff-answers.ts holds the zod schema of every staff function's jsonb answer, and the data
-- layer's integration tests parse every answer with it (strict objects), so a renamed key fails a test.
-- Not renamed: public.record_checkout_event reads the edge's normalised checkout event and answers the edge (server to
-- server, not a staff function).

-- public.checkout_unmatched_events: buyerEmail -> buyer_email, buyerName -> buyer_name, buyerPhone -> buyer_phone, eventAt -> event_at, eventId -> event_id, offerCode -> offer_code, receivedAt -> received_at.
create or replace function public.checkout_unmatched_events(p_lancamento integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'event_id', e.event_id, 'event', e.event, 'event_at', e.event_at, 'transaction', e.transaction,
      'buyer_email', e.buyer_email, 'buyer_name', e.buyer_name, 'buyer_phone', e.buyer_phone, 'price', e.price,
      'currency', e.currency, 'installments', e.installments, 'offer_code', e.offer_code, 'lancamento', e.lancamento,
      'src', e.src, 'sck', e.sck, 'xcod', e.xcod, 'received_at', e.received_at) order by e.event_at desc, e.id desc)
    from public.checkout_events e
    where e.purchase_lead_id is null
      and (p_lancamento is null or e.lancamento is null or e.lancamento = p_lancamento)), '[]'::jsonb);
end
$$;

-- public.launch_funnel: ofFirst -> of_first, overallConversion -> overall_conversion.
create or replace function public.launch_funnel(p_lancamento integer, p_utm_source text DEFAULT NULL::text, p_utm_campaign text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
      'of_first', case when v_counts[1] = 0 then null else round(v_counts[i]::numeric * 100 / v_counts[1], 2) end));
  end loop;
  return jsonb_build_object(
    'lancamento', p_lancamento,
    'steps', v_steps,
    'outside', v_outside,
    'overall_conversion', case when v_counts[1] = 0 then null else round(v_counts[5]::numeric * 100 / v_counts[1], 2) end);
end
$$;

-- public.lead_further_contacts: consentAt -> consent_at, consentIp -> consent_ip, consentLanguage -> consent_language, consentUserAgent -> consent_user_agent, paymentUrl -> payment_url, programmingExperience -> programming_experience, redirectedToPayment -> redirected_to_payment.
create or replace function public.lead_further_contacts(p_source text, p_ids bigint[]) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  if p_source is null or p_source not in ('registration', 'waitlist', 'purchase_intent') then
    raise exception using errcode = '22023', message = 'Tipo de lead inválido.';
  end if;
  if coalesce(cardinality(p_ids), 0) > 500 then
    raise exception using errcode = '22023', message = 'Peça no máximo 500 leads por vez.';
  end if;
  return coalesce((
    select jsonb_object_agg(x.lead_id::text, x.contacts)
    from (
      select coalesce(f.lead_id, f.waitlist_id, f.purchase_lead_id) as lead_id,
        jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'email', f.email, 'whatsapp', f.whatsapp,
          'programming_experience', f.programming_experience, 'utm', f.utm, 'consent_at', f.consent_at,
          'consent_ip', f.consent_ip, 'consent_user_agent', f.consent_user_agent, 'consent_language', f.consent_language,
          'redirected_to_payment', f.redirected_to_payment, 'payment_url', f.payment_url)
          order by f.consent_at desc, f.id desc) as contacts
      from private.further_contacts f
      where f.source = p_source
        and coalesce(f.lead_id, f.waitlist_id, f.purchase_lead_id) = any (coalesce(p_ids, '{}'::bigint[]))
      group by 1
    ) x), '{}'::jsonb);
end
$$;

-- public.lead_source_metrics: dateRange -> date_range, totalLeads -> total_leads, totalSources -> total_sources.
create or replace function public.lead_source_metrics(p_lancamento integer DEFAULT NULL::integer, p_start date DEFAULT NULL::date, p_end date DEFAULT NULL::date) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
begin
  perform private.require_staff();
  perform private.fold_lead_source_deltas();
  with filtered as (
    select c.source, c.medium, c.leads, c.last_seen_at, c.last_seen_id
    from private.lead_source_counts c
    where (p_lancamento is null or c.lancamento = p_lancamento)
      and (p_start is null or c.day >= p_start)
      and (p_end is null or c.day <= p_end)
  ),
  grouped as (
    select f.source,
           (pg_catalog.array_agg(f.medium order by f.last_seen_at desc, f.last_seen_id desc))[1] as medium,
           pg_catalog.sum(f.leads)::integer as count
    from filtered f
    group by f.source
    having pg_catalog.sum(f.leads) > 0
  ),
  total as (select coalesce(sum(g.count), 0)::integer as n from grouped g)
  select jsonb_build_object(
    'total_leads', t.n,
    'total_sources', (select pg_catalog.count(*) from grouped)::integer,
    'lancamento', p_lancamento,
    'date_range', jsonb_build_object(
      'from', coalesce(pg_catalog.to_char(p_start, 'YYYY-MM-DD'), 'Início'),
      'to', coalesce(pg_catalog.to_char(p_end, 'YYYY-MM-DD'), 'Agora')),
    'sources', coalesce((
      select jsonb_agg(jsonb_build_object(
          'source', g.source,
          'medium', g.medium,
          'count', g.count,
          'percentage', case when t.n = 0 then 0 else pg_catalog.round(g.count * 100.0 / t.n)::integer end)
        order by g.count desc, g.source)
      from grouped g), '[]'::jsonb))
  into v_result
  from total t;
  return v_result;
end
$$;

-- public.lead_unsubscribe_tokens: unsubscribeToken -> unsubscribe_token.
create or replace function public.lead_unsubscribe_tokens(p_lancamento integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff_or_service();
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'email', l.email, 'lancamento', l.lancamento,
        'active', l.active, 'unsubscribe_token', l.pesquisa_hash) order by l.id)
    from public.leads_lancamento l
    where p_lancamento is null or l.lancamento = p_lancamento), '[]'::jsonb);
end
$$;

-- public.link_checkout_event: purchaseLeadId -> purchase_lead_id.
create or replace function public.link_checkout_event(p_event_id bigint, p_email text, p_lancamento integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_event public.checkout_events%rowtype;
  v_lead bigint;
  v_linked integer;
  v_status text;
begin
  perform private.require_staff();
  select * into v_event from public.checkout_events e where e.id = p_event_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Evento de pagamento não encontrado.';
  end if;
  if v_event.purchase_lead_id is not null then
    raise exception using errcode = '22023', message = 'Este evento já está vinculado a um lead.';
  end if;
  select p.id into v_lead from public.purchase_leads p
  where p.email = pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, ''))) and p.lancamento = p_lancamento;
  if v_lead is null then
    raise exception using errcode = '22023', message = 'Nenhum lead de compra com este e-mail neste lançamento.';
  end if;
  update public.checkout_events e
  set purchase_lead_id = v_lead, matched_by = 'staff', linked_by = auth.uid(), linked_at = now(),
      lancamento = p_lancamento
  where e.purchase_lead_id is null
    and (e.id = p_event_id or (v_event.transaction is not null and e.transaction = v_event.transaction));
  get diagnostics v_linked = row_count;
  v_status := private.apply_checkout_status(v_lead, v_event.event_at, true);
  return jsonb_build_object('linked', v_linked, 'purchase_lead_id', v_lead, 'status', v_status);
end
$$;

-- public.purchase_lead_status_history: changedAt -> changed_at, changedBy -> changed_by, changedByEmail -> changed_by_email, fromStatus -> from_status, toStatus -> to_status.
create or replace function public.purchase_lead_status_history(p_lead_id bigint) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', h.id, 'from_status', h.from_status, 'to_status', h.to_status, 'changed_by', h.changed_by,
      'changed_by_email', h.changed_by_email, 'changed_at', h.changed_at, 'actor', h.actor, 'event', h.event)
      order by h.changed_at desc, h.id desc)
    from public.purchase_lead_status_history h
    where h.purchase_lead_id = p_lead_id), '[]'::jsonb);
end
$$;

-- public.survey_dreams: createdAt -> created_at, perPage -> per_page, totalPages -> total_pages.
create or replace function public.survey_dreams(p_lancamento integer, p_search text DEFAULT NULL::text, p_page integer DEFAULT 1, p_per_page integer DEFAULT 20) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_page int := greatest(coalesce(p_page, 1), 1);
  v_per int := least(greatest(coalesce(p_per_page, 20), 1), 100);
begin
  perform private.require_staff();
  if v_search is not null then
    v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  select count(*) into v_total from public.respostas_pesquisa r
  where r.lancamento = p_lancamento
    and (v_pattern is null or r.sonho_realizado ilike v_pattern or r.email ilike v_pattern);
  return jsonb_build_object(
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'email', x.email, 'sonho', x.sonho_realizado, 'created_at', x.created_at) order by x.created_at desc, x.id desc)
      from (select r.id, r.email, r.sonho_realizado, r.created_at from public.respostas_pesquisa r
            where r.lancamento = p_lancamento
              and (v_pattern is null or r.sonho_realizado ilike v_pattern or r.email ilike v_pattern)
            order by r.created_at desc, r.id desc
            limit v_per offset (v_page - 1) * v_per) x), '[]'::jsonb),
    'total', v_total,
    'page', v_page,
    'per_page', v_per,
    'total_pages', greatest(ceil(v_total::numeric / v_per)::int, 1));
end
$$;

-- public.survey_results: perDay -> per_day.
create or replace function public.survey_results(p_lancamento integer) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_total bigint;
  v_questions jsonb;
begin
  perform private.require_staff();
  select count(*) into v_total from public.respostas_pesquisa r where r.lancamento = p_lancamento;
  with opts(field, q_ord, value, o_ord) as (
    values
      ('experiencia_programacao', 1, 'nunca_tive_contato', 1), ('experiencia_programacao', 1, 'estudei_logica', 2),
      ('experiencia_programacao', 1, 'trabalho_java_junior', 3), ('experiencia_programacao', 1, 'pleno_senior', 4),
      ('maior_dificuldade', 2, 'entender_logica', 1), ('maior_dificuldade', 2, 'falta_pratica', 2),
      ('maior_dificuldade', 2, 'medo_entrevistas', 3), ('maior_dificuldade', 2, 'migrar_backend', 4),
      ('maior_dificuldade', 2, 'outra_dificuldade', 5),
      ('atracao_carreira', 3, 'estabilidade_salarios', 1), ('atracao_carreira', 3, 'trabalho_remoto', 2),
      ('atracao_carreira', 3, 'ser_especialista', 3), ('atracao_carreira', 3, 'criar_projetos', 4),
      ('atracao_carreira', 3, 'outra_atracao', 5),
      ('fator_bloqueio', 4, 'falta_tempo', 1), ('fator_bloqueio', 4, 'falta_clareza', 2),
      ('fator_bloqueio', 4, 'java_dificil', 3), ('fator_bloqueio', 4, 'medo_sem_experiencia', 4),
      ('fator_bloqueio', 4, 'outro_impedimento', 5),
      ('faixa_salarial', 5, 'sem_renda_tech', 1), ('faixa_salarial', 5, 'ate_3000', 2),
      ('faixa_salarial', 5, 'de_3001_a_7000', 3), ('faixa_salarial', 5, 'de_7001_a_12000', 4),
      ('faixa_salarial', 5, 'acima_12000', 5),
      ('consumo_conteudo', 6, 'instagram', 1), ('consumo_conteudo', 6, 'youtube', 2), ('consumo_conteudo', 6, 'tiktok', 3),
      ('consumo_conteudo', 6, 'linkedin', 4), ('consumo_conteudo', 6, 'podcasts', 5), ('consumo_conteudo', 6, 'outro_canal', 6)
  ), answers(field, value) as (
    select x.field, x.value
    from public.respostas_pesquisa r
    cross join lateral (values
      ('experiencia_programacao', r.experiencia_programacao), ('maior_dificuldade', r.maior_dificuldade),
      ('atracao_carreira', r.atracao_carreira), ('fator_bloqueio', r.fator_bloqueio),
      ('faixa_salarial', r.faixa_salarial), ('consumo_conteudo', r.consumo_conteudo)) as x(field, value)
    where r.lancamento = p_lancamento
  ), counted as (
    select o.field, o.q_ord, o.value, o.o_ord,
           (select count(*) from answers a where a.field = o.field and a.value = o.value) as n
    from opts o
  ), per_question as (
    select c.field, c.q_ord,
           jsonb_agg(jsonb_build_object('value', c.value, 'count', c.n,
             'percentage', case when v_total = 0 then 0 else round(c.n::numeric * 100 / v_total, 1) end) order by c.o_ord) as options
    from counted c group by c.field, c.q_ord
  )
  select jsonb_agg(jsonb_build_object('field', q.field, 'options', q.options) order by q.q_ord) into v_questions from per_question q;
  return jsonb_build_object(
    'lancamento', p_lancamento,
    'total', v_total,
    'questions', v_questions,
    'per_day', coalesce((
      select jsonb_agg(jsonb_build_object('day', d.day, 'count', d.n) order by d.day)
      from (select pg_catalog.to_char(r.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day, count(*) as n
            from public.respostas_pesquisa r where r.lancamento = p_lancamento group by 1) d), '[]'::jsonb));
end
$$;
