-- Public RPC functions: every anonymous write goes through one of these narrow SECURITY DEFINER functions.
-- Each validates its input and raises errcode 22023 with a Portuguese message the page can show as is;
-- no unique violation ever reaches the caller.

-- ---------------------------------------------------------------------------------------------------------------
-- Private helpers (not callable by the API roles).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function private.invalid(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = p_message;
end
$$;

-- Trimmed text, empty -> null, cut to p_max characters.
create or replace function private.clean_text(p_value text, p_max integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(left(btrim(coalesce(p_value, '')), p_max), '')
$$;

create or replace function private.is_valid_email(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_email is not null
    and length(p_email) <= 254
    and p_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
$$;

-- A well-formed token (private.new_token() output); anything else is treated as unknown without a lookup.
create or replace function private.is_token(p_token text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_token is not null and p_token ~ '^[A-Za-z0-9_-]{22,64}$'
$$;

-- The value of one UTM key of a jsonb object (trimmed, at most 500 characters, empty -> null).
create or replace function private.utm(p_utm jsonb, p_key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_utm) = 'object' and jsonb_typeof(p_utm -> p_key) in ('string', 'number')
    then private.clean_text(p_utm ->> p_key, 500) end
$$;

-- Request headers PostgREST passes to SQL (request.headers), or an empty object.
create or replace function private.request_headers()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_raw text := nullif(current_setting('request.headers', true), '');
begin
  if v_raw is null then
    return '{}'::jsonb;
  end if;
  return coalesce(v_raw::jsonb, '{}'::jsonb);
exception when others then
  return '{}'::jsonb;
end
$$;

-- The visitor's IP: first address of x-forwarded-for (the edge proxy's view), else x-real-ip.
create or replace function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select private.clean_text(coalesce(
    nullif(btrim(split_part(private.request_headers() ->> 'x-forwarded-for', ',', 1)), ''),
    private.request_headers() ->> 'x-real-ip'
  ), 100)
$$;

create or replace function private.first_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select split_part(regexp_replace(btrim(coalesce(p_name, '')), '\s+', ' ', 'g'), ' ', 1)
$$;

-- The launch a registration goes to: the given one (must exist), else the current one, else 1.
create or replace function private.resolve_launch(p_lancamento integer)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_launch integer;
begin
  if p_lancamento is null then
    select l.lancamento into v_launch from public.launches l where l.is_current;
    return coalesce(v_launch, 1);
  end if;
  if not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    perform private.invalid('Lançamento inválido.');
  end if;
  return p_lancamento;
end
$$;

revoke all on function private.invalid(text), private.clean_text(text, integer), private.is_valid_email(text),
  private.is_token(text), private.utm(jsonb, text), private.request_headers(), private.request_ip(),
  private.first_name(text), private.resolve_launch(integer) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- register_lead: the registration form. Upsert by e-mail + launch (a repeat renews the token, experience and track).
-- ---------------------------------------------------------------------------------------------------------------
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
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g');
  v_experience text := btrim(coalesce(p_programming_experience, ''));
  v_track text;
  v_launch integer;
  v_token text;
  v_attempt integer := 0;
begin
  if v_name is null then
    perform private.invalid('Por favor, preencha seu nome completo.');
  end if;
  if v_email = '' then
    perform private.invalid('Por favor, preencha seu e-mail.');
  end if;
  if not private.is_valid_email(v_email) then
    perform private.invalid('Por favor, informe um e-mail válido.');
  end if;
  if v_experience not in ('already_programmed', 'want_to_learn') then
    perform private.invalid('Por favor, selecione sua experiência em programação.');
  end if;
  if length(v_whatsapp) < 8 or length(v_whatsapp) > 20 then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  v_launch := private.resolve_launch(p_lancamento);
  v_track := case v_experience when 'already_programmed' then 'intermediaria' else 'iniciante' end;

  loop
    v_attempt := v_attempt + 1;
    v_token := private.new_token();
    begin
      insert into public.leads_lancamento as l (
        name, email, whatsapp, programming_experience, track,
        utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id,
        consent_given, consent_ip, consent_user_agent, consent_language, consent_at,
        privacy_policy_version, data_usage_purposes, last_updated_by, lancamento, pesquisa_hash, active
      ) values (
        v_name, v_email, v_whatsapp, v_experience, v_track,
        private.utm(p_utm, 'utm_source'), private.utm(p_utm, 'utm_medium'), private.utm(p_utm, 'utm_campaign'),
        private.utm(p_utm, 'utm_term'), private.utm(p_utm, 'utm_content'), private.utm(p_utm, 'utm_id'),
        true, private.request_ip(), private.clean_text(private.request_headers() ->> 'user-agent', 500),
        coalesce(private.clean_text(p_language, 35), 'pt-BR'), now(),
        '1.0', array['marketing', 'analytics'], 'web_form', v_launch, v_token, true
      )
      on conflict (email, lancamento) do update
        set pesquisa_hash = excluded.pesquisa_hash,
            programming_experience = excluded.programming_experience,
            track = excluded.track;
      exit;
    exception when unique_violation then
      -- Only a token collision can land here (2^-192): draw another; never hand a 23505 to the visitor.
      if v_attempt >= 3 then
        raise exception using errcode = 'P0001', message = 'Não foi possível concluir a inscrição. Tente novamente.';
      end if;
    end;
  end loop;

  token := v_token;
  track := v_track;
  return next;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- get_survey_context: who holds a token (thank-you and survey pages). No row for an unknown token.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.get_survey_context(p_token text)
returns table (first_name text, lancamento integer, track text, has_answered boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select private.first_name(l.name), l.lancamento, l.track,
    exists (select 1 from public.respostas_pesquisa r where r.email = l.email and r.lancamento = l.lancamento)
  from public.leads_lancamento l
  where private.is_token(p_token) and l.pesquisa_hash = p_token
  limit 1
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- save_survey_answers: the 7 answers for the lead holding the token; upsert by e-mail + launch.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.save_survey_answers(p_token text, p_answers jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_lead record;
  v_answers jsonb := case when jsonb_typeof(p_answers) = 'object' then p_answers else '{}'::jsonb end;
  v_experiencia text := btrim(coalesce(v_answers ->> 'experiencia_programacao', ''));
  v_dificuldade text := btrim(coalesce(v_answers ->> 'maior_dificuldade', ''));
  v_atracao text := btrim(coalesce(v_answers ->> 'atracao_carreira', ''));
  v_bloqueio text := btrim(coalesce(v_answers ->> 'fator_bloqueio', ''));
  v_sonho text := private.clean_text(v_answers ->> 'sonho_realizado', 2000);
  v_consumo text := btrim(coalesce(v_answers ->> 'consumo_conteudo', ''));
  v_faixa text := btrim(coalesce(v_answers ->> 'faixa_salarial', ''));
begin
  select l.email, l.lancamento into v_lead
  from public.leads_lancamento l
  where private.is_token(p_token) and l.pesquisa_hash = p_token;
  if not found then
    perform private.invalid('Você precisa se inscrever primeiro antes de responder o questionário.');
  end if;

  if v_experiencia not in ('nunca_tive_contato', 'estudei_logica', 'trabalho_java_junior', 'pleno_senior') then
    perform private.invalid('Por favor, selecione onde você está hoje');
  end if;
  if v_dificuldade not in ('entender_logica', 'falta_pratica', 'medo_entrevistas', 'migrar_backend', 'outra_dificuldade') then
    perform private.invalid('Por favor, selecione sua maior dificuldade');
  end if;
  if v_atracao not in ('estabilidade_salarios', 'trabalho_remoto', 'ser_especialista', 'criar_projetos', 'outra_atracao') then
    perform private.invalid('Por favor, selecione o que mais te atrai em Java');
  end if;
  if v_bloqueio not in ('falta_tempo', 'falta_clareza', 'java_dificil', 'medo_sem_experiencia', 'outro_impedimento') then
    perform private.invalid('Por favor, selecione o que te impede de dar o próximo passo');
  end if;
  if v_sonho is null then
    perform private.invalid('Por favor, nos conte qual seria seu maior sonho realizado');
  end if;
  if v_consumo not in ('instagram', 'youtube', 'tiktok', 'linkedin', 'podcasts', 'outro_canal') then
    perform private.invalid('Por favor, selecione onde você consome conteúdo');
  end if;
  if v_faixa not in ('sem_renda_tech', 'ate_3000', 'de_3001_a_7000', 'de_7001_a_12000', 'acima_12000') then
    perform private.invalid('Por favor, selecione sua faixa salarial');
  end if;

  insert into public.respostas_pesquisa as r (
    email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio,
    sonho_realizado, consumo_conteudo, faixa_salarial
  ) values (
    v_lead.email, v_lead.lancamento, v_experiencia, v_dificuldade, v_atracao, v_bloqueio, v_sonho, v_consumo, v_faixa
  )
  on conflict (email, lancamento) do update
    set experiencia_programacao = excluded.experiencia_programacao,
        maior_dificuldade = excluded.maior_dificuldade,
        atracao_carreira = excluded.atracao_carreira,
        fator_bloqueio = excluded.fator_bloqueio,
        sonho_realizado = excluded.sonho_realizado,
        consumo_conteudo = excluded.consumo_conteudo,
        faixa_salarial = excluded.faixa_salarial;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- join_waitlist: the waiting list. A repeat e-mail is success and changes nothing.
-- p_programming_experience: 'already_programmed' (Sim) or 'want_to_learn' (Não); p_whatsapp optional.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.join_waitlist(
  p_name text,
  p_email text,
  p_whatsapp text,
  p_programming_experience text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := nullif(regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g'), '');
  v_experience text := btrim(coalesce(p_programming_experience, ''));
begin
  if v_name is null then
    perform private.invalid('Por favor, preencha seu nome completo.');
  end if;
  if v_email = '' then
    perform private.invalid('Por favor, preencha seu e-mail.');
  end if;
  if not private.is_valid_email(v_email) then
    perform private.invalid('Por favor, informe um e-mail válido.');
  end if;
  if v_whatsapp is not null and (length(v_whatsapp) < 8 or length(v_whatsapp) > 20) then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  if v_experience not in ('already_programmed', 'want_to_learn') then
    perform private.invalid('Por favor, selecione sua experiência em programação.');
  end if;

  insert into public.lista_espera (name, email, whatsapp, programming_experience, track, consent_given, status)
  values (v_name, v_email, v_whatsapp, v_experience,
    case v_experience when 'already_programmed' then 'intermediaria' else 'iniciante' end, true, 'active')
  on conflict (email) do nothing;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- save_purchase_intent: the purchase modal. Insert NOVO / not redirected, or update the e-mail + launch's row.
-- Returns the row's opaque reference (used by mark_purchase_redirected).
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.save_purchase_intent(
  p_name text,
  p_email text,
  p_whatsapp text,
  p_lancamento integer,
  p_utm jsonb default '{}'::jsonb,
  p_payment_processor text default 'hotmart'
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean_text(p_name, 200);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_whatsapp text := regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g');
  v_processor text := coalesce(nullif(btrim(coalesce(p_payment_processor, '')), ''), 'hotmart');
  v_reference text;
  v_attempt integer := 0;
begin
  if v_name is null then
    perform private.invalid('Nome é obrigatório');
  end if;
  if length(v_name) < 2 then
    perform private.invalid('Nome deve ter pelo menos 2 caracteres');
  end if;
  if v_email = '' then
    perform private.invalid('Email é obrigatório');
  end if;
  if not private.is_valid_email(v_email) then
    perform private.invalid('Email inválido');
  end if;
  if v_whatsapp = '' then
    perform private.invalid('WhatsApp é obrigatório');
  end if;
  if length(v_whatsapp) < 8 then
    perform private.invalid('WhatsApp deve ter pelo menos 8 dígitos');
  end if;
  if length(v_whatsapp) > 20 then
    perform private.invalid('Por favor, digite um número de WhatsApp válido.');
  end if;
  if p_lancamento is null or not exists (select 1 from public.launches l where l.lancamento = p_lancamento) then
    perform private.invalid('Lançamento inválido.');
  end if;
  if v_processor not in ('hotmart', 'stripe', 'mercado_pago', 'pagseguro') then
    perform private.invalid('Processador de pagamento inválido.');
  end if;

  loop
    v_attempt := v_attempt + 1;
    begin
      insert into public.purchase_leads as p (
        name, email, whatsapp, lancamento, utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id,
        status, purchase_intent_timestamp, redirected_to_payment, payment_processor, reference
      ) values (
        v_name, v_email, v_whatsapp, p_lancamento,
        private.utm(p_utm, 'utm_source'), private.utm(p_utm, 'utm_medium'), private.utm(p_utm, 'utm_campaign'),
        private.utm(p_utm, 'utm_term'), private.utm(p_utm, 'utm_content'), private.utm(p_utm, 'utm_id'),
        'NOVO', now(), false, v_processor, private.new_token()
      )
      on conflict (email, lancamento) do update
        set name = excluded.name,
            whatsapp = excluded.whatsapp,
            utm_source = excluded.utm_source,
            utm_medium = excluded.utm_medium,
            utm_campaign = excluded.utm_campaign,
            utm_term = excluded.utm_term,
            utm_content = excluded.utm_content,
            utm_id = excluded.utm_id,
            purchase_intent_timestamp = excluded.purchase_intent_timestamp,
            payment_processor = excluded.payment_processor
      returning p.reference into v_reference;
      exit;
    exception when unique_violation then
      if v_attempt >= 3 then
        raise exception using errcode = 'P0001', message = 'Erro ao salvar dados. Tente novamente.';
      end if;
    end;
  end loop;
  return v_reference;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- mark_purchase_redirected: the visitor is being sent to checkout with this URL. Repeats are harmless.
-- Checks, in order: known reference, then a checkout URL of the lead's launch.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.mark_purchase_redirected(p_reference text, p_payment_url text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_url text := btrim(coalesce(p_payment_url, ''));
  v_lead record;
begin
  select p.id, p.lancamento into v_lead
  from public.purchase_leads p
  where private.is_token(p_reference) and p.reference = p_reference;
  if not found then
    perform private.invalid('Referência de compra inválida.');
  end if;
  -- Only a checkout URL of the lead's launch (same scheme and host as one of its configured links): staff open
  -- this link from the dashboard, so a visitor must not be able to store an arbitrary address.
  if v_url !~ '^https?://[^[:space:]]+$' or length(v_url) > 2000
    or not exists (
      select 1
      from public.launches l
      cross join lateral unnest(array[l.checkout_url_beginners, l.checkout_url_advanced,
        l.checkout_url_beginners_after_deadline, l.checkout_url_advanced_after_deadline]) as c(url)
      where l.lancamento = v_lead.lancamento and c.url is not null
        and lower(substring(c.url from '^(https?://[^/?#]+)')) = lower(substring(v_url from '^(https?://[^/?#]+)'))
    ) then
    perform private.invalid('URL de pagamento inválida.');
  end if;
  update public.purchase_leads p
    set redirected_to_payment = true, payment_url = v_url
    where p.id = v_lead.id;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- get_unsubscribe_context: first name and whether the subscription is still active. No row when unknown.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.get_unsubscribe_context(p_token text)
returns table (first_name text, active boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select private.first_name(l.name), l.active
  from public.leads_lancamento l
  where private.is_token(p_token) and l.pesquisa_hash = p_token
  order by l.active desc, l.id
  limit 1
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- cancel_subscription: the unsubscribe form. Returns 'cancelled' or 'already_cancelled'.
-- ---------------------------------------------------------------------------------------------------------------
create or replace function public.cancel_subscription(p_token text, p_reason text, p_other_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_lead record;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_other text := private.clean_text(p_other_reason, 1000);
begin
  if p_token is null or btrim(p_token) = '' then
    perform private.invalid('Link inválido. Parâmetro de identificação não encontrado.');
  end if;
  select l.id, l.active into v_lead
  from public.leads_lancamento l
  where private.is_token(p_token) and l.pesquisa_hash = p_token
  order by l.active desc, l.id
  limit 1
  for update;
  if not found then
    perform private.invalid('Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  end if;
  if not v_lead.active then
    return 'already_cancelled';
  end if;
  if v_reason not in ('not_interested', 'too_many_emails', 'content_not_relevant', 'found_solution',
      'timing_not_right', 'other') then
    perform private.invalid('Por favor, selecione um motivo para o cancelamento.');
  end if;
  if v_reason = 'other' and v_other is null then
    perform private.invalid('Por favor, descreva o motivo do cancelamento.');
  end if;

  update public.leads_lancamento l
    set active = false,
        cancellation_reason = v_reason,
        cancellation_other_reason = case when v_reason = 'other' then v_other end,
        cancelled_by = 'unsubscribe_form',
        cancelled_at = now(),
        last_updated_by = 'unsubscribe_form'
    where l.id = v_lead.id and l.active;
  if not found then
    return 'already_cancelled';
  end if;
  return 'cancelled';
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Execute: only these, only to the API roles (hosted Supabase grants EXECUTE to everyone by default).
-- ---------------------------------------------------------------------------------------------------------------
revoke all on function
  public.register_lead(text, text, text, text, integer, jsonb, text),
  public.get_survey_context(text),
  public.save_survey_answers(text, jsonb),
  public.join_waitlist(text, text, text, text),
  public.save_purchase_intent(text, text, text, integer, jsonb, text),
  public.mark_purchase_redirected(text, text),
  public.get_unsubscribe_context(text),
  public.cancel_subscription(text, text, text)
from public, anon, authenticated;

grant execute on function
  public.register_lead(text, text, text, text, integer, jsonb, text),
  public.get_survey_context(text),
  public.save_survey_answers(text, jsonb),
  public.join_waitlist(text, text, text, text),
  public.save_purchase_intent(text, text, text, integer, jsonb, text),
  public.mark_purchase_redirected(text, text),
  public.get_unsubscribe_context(text),
  public.cancel_subscription(text, text, text)
to anon, authenticated, service_role;
