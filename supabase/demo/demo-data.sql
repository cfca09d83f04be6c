-- Demo data for local use only (`npm start` loads it after seed.sql): a few hundred realistic Brazilian leads,
-- survey answers, waiting-list entries, purchase leads in every status and cold leads, across launches and UTM
-- sources, so the dashboards have something to show. Deterministic (no random()): the same figures every time; the
-- dates follow the launches' rows (seed.sql dates them relative to the day it runs): the past launch 1 holds the
-- history (registrations in the two weeks before its event, purchase leads after its cart opened, survey answers,
-- the waiting list after its deadline); the current, upcoming launch 2 has the registrations of the last two weeks and
-- no purchase yet (its cart is not open); the planned launch 3 has nothing yet.
-- `npm run db:reset` re-creates seed and demo data for today. Idempotent: ON CONFLICT DO NOTHING on each table's
-- natural key. Never run it against production.

drop table if exists pg_temp.demo_people, pg_temp.demo_utm;

create temporary table demo_people as
with
  first_names as (select array[
    'Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
    'Juliana', 'Lucas', 'Mariana', 'Mateus', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sabrina', 'Thiago',
    'Vanessa', 'Vinícius', 'Larissa', 'Gustavo', 'Camila', 'Rodrigo', 'Letícia', 'André', 'Beatriz', 'Caio',
    'Daniela', 'Everton', 'Fernanda', 'Guilherme', 'Helena', 'Igor', 'Jéssica', 'Leonardo', 'Aline', 'Marcelo'
  ] as v),
  last_names as (select array[
    'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
    'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
    'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas'
  ] as v),
  domains as (select array['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'icloud.com'] as v),
  area_codes as (select array['11', '21', '31', '41', '51', '61', '71', '81', '85', '19', '27', '48', '62', '92', '98'] as v)
select
  g as n,
  f.v[1 + (g * 7) % array_length(f.v, 1)] as first_name,
  l.v[1 + (g * 13 + g / 7) % array_length(l.v, 1)] as last_name,
  d.v[1 + (g * 3) % array_length(d.v, 1)] as domain,
  a.v[1 + (g * 11) % array_length(a.v, 1)] as area_code,
  (60000000 + (g * 245489 + 1234567) % 40000000)::text as local_number
from generate_series(1, 420) as g, first_names f, last_names l, domains d, area_codes a;

-- Visits: (utm_source, utm_medium, utm_campaign) in rough proportion to a real launch; null = direct traffic.
create temporary table demo_utm as
select row_number() over () as k, s.*
from (values
  ('instagram', 'stories', 'semana-java'), ('instagram', 'stories', 'semana-java'), ('instagram', 'feed', 'semana-java'),
  ('instagram', 'bio', 'semana-java'), ('youtube', 'video', 'aulao-java'), ('youtube', 'video', 'aulao-java'),
  ('youtube', 'comunidade', 'aulao-java'), ('facebook', 'cpc', 'captacao-fb'), ('facebook', 'cpc', 'captacao-fb'),
  ('google', 'cpc', 'java-curso-gratis'), ('tiktok', 'video', 'semana-java'), ('whatsapp', 'grupo', 'grupo-vip'),
  ('email', 'newsletter', 'lista-base'), ('linkedin', 'post', 'semana-java'), (null, null, null), (null, null, null)
) as s(utm_source, utm_medium, utm_campaign);

-- Registered leads: launches 1 and 2 (the current one the largest), a few cancelled.
insert into public.leads_lancamento (
  name, email, whatsapp, programming_experience, track, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  consent_ip, consent_user_agent, consent_language, lancamento, active, cancellation_reason, cancellation_other_reason,
  cancelled_by, cancelled_at, last_updated_by, created_at, updated_at
)
select
  p.first_name || ' ' || p.last_name,
  lower(translate(p.first_name || '.' || p.last_name, 'áàâãéêíóôõúçÁÉÍÓÚ', 'aaaaeeioooucaeiou')) || p.n || '@' || p.domain,
  '55' || p.area_code || '9' || p.local_number,
  case when p.n % 5 in (0, 3) then 'already_programmed' else 'want_to_learn' end,
  case when p.n % 5 in (0, 3) then 'intermediaria' else 'iniciante' end,
  u.utm_source, u.utm_medium, u.utm_campaign,
  case when u.utm_source is not null then (array['java', 'programacao', 'curso-java', 'backend'])[1 + p.n % 4] end,
  case when u.utm_source is not null then (array['video-1', 'carrossel', 'reels-2', 'anuncio-a'])[1 + (p.n / 3) % 4] end,
  '177.' || (p.n % 200) || '.' || (p.n * 7 % 250) || '.' || (p.n * 13 % 250),
  (array['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
         'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
         'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'])[1 + p.n % 3],
  'pt-BR',
  launch.lancamento,
  p.n % 23 <> 0,
  case when p.n % 23 = 0 then (array['not_interested', 'too_many_emails', 'timing_not_right', 'other'])[1 + (p.n / 23) % 4] end,
  case when p.n % 23 = 0 and (p.n / 23) % 4 = 3 then 'Já comprei outro curso de Java' end,
  case when p.n % 23 = 0 then 'unsubscribe_form' end,
  case when p.n % 23 = 0 then launch.base + interval '10 days' end,
  case when p.n % 23 = 0 then 'unsubscribe_form' else 'web_form' end,
  launch.base + ((p.n * 3779) % (14 * 24 * 60)) * interval '1 minute',
  launch.base + ((p.n * 3779) % (14 * 24 * 60)) * interval '1 minute'
from demo_people p
join demo_utm u on u.k = 1 + (p.n * 5 + p.n / 11) % 16
cross join lateral (
  select case when p.n % 10 < 4 then 1 else 2 end as lancamento
) as pick
join lateral (
  -- Two weeks of registrations up to the event (up to now for the upcoming launch).
  select pick.lancamento, least(l.event_starts_at, now()) - interval '14 days' as base
  from public.launches l where l.lancamento = pick.lancamento
) as launch on true
on conflict (email, lancamento) do nothing;

-- Survey answers for about 60% of the leads.
insert into public.respostas_pesquisa (
  email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira, fator_bloqueio, sonho_realizado,
  consumo_conteudo, faixa_salarial, created_at, updated_at
)
select
  l.email, l.lancamento,
  case when l.track = 'intermediaria' then (array['estudei_logica', 'trabalho_java_junior', 'pleno_senior'])[1 + l.id % 3]
       else (array['nunca_tive_contato', 'estudei_logica'])[1 + l.id % 2] end,
  (array['entender_logica', 'falta_pratica', 'medo_entrevistas', 'migrar_backend', 'outra_dificuldade'])[1 + (l.id * 3) % 5],
  (array['estabilidade_salarios', 'trabalho_remoto', 'ser_especialista', 'criar_projetos', 'outra_atracao'])[1 + (l.id * 7) % 5],
  (array['falta_tempo', 'falta_clareza', 'java_dificil', 'medo_sem_experiencia', 'outro_impedimento'])[1 + (l.id * 11) % 5],
  (array['Conseguir meu primeiro emprego como desenvolvedor Java',
         'Trabalhar remoto para uma empresa de fora do Brasil',
         'Sair do suporte e virar dev backend',
         'Dar uma vida melhor para minha família com um salário de dev',
         'Passar no processo seletivo de um banco digital',
         'Criar meu próprio SaaS em Spring Boot'])[1 + (l.id * 5) % 6],
  (array['instagram', 'youtube', 'tiktok', 'linkedin', 'podcasts', 'outro_canal'])[1 + (l.id * 13) % 6],
  (array['sem_renda_tech', 'ate_3000', 'de_3001_a_7000', 'de_7001_a_12000', 'acima_12000'])[1 + (l.id * 17) % 5],
  l.created_at + interval '4 minutes', l.created_at + interval '4 minutes'
from public.leads_lancamento l
where l.id % 5 < 3
on conflict (email, lancamento) do nothing;

-- Waiting list.
insert into public.lista_espera (name, email, whatsapp, programming_experience, track, created_at, updated_at)
select
  p.first_name || ' ' || p.last_name,
  lower(translate(p.first_name || '_' || p.last_name, 'áàâãéêíóôõúçÁÉÍÓÚ', 'aaaaeeioooucaeiou')) || (p.n + 1000) || '@' || p.domain,
  case when p.n % 4 = 0 then null else '55' || p.area_code || '9' || p.local_number end,
  case when p.n % 3 = 0 then 'already_programmed' else 'want_to_learn' end,
  case when p.n % 3 = 0 then 'intermediaria' else 'iniciante' end,
  w.base + p.n * interval '97 minutes',
  w.base + p.n * interval '97 minutes'
from demo_people p
-- After launch 1's checkout deadline (people who missed it wait for the next cohort).
cross join (select registration_deadline + interval '3 days' as base from public.launches where lancamento = 1) as w
where p.n <= 45
on conflict (email) do nothing;

-- Purchase leads (hot): the past launch 1, every status, some redirected to checkout, in the six days after its cart
-- opened. The upcoming launch has none yet.
insert into public.purchase_leads (
  name, email, whatsapp, lancamento, utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id, status,
  purchase_intent_timestamp, redirected_to_payment, payment_processor, payment_url, created_at, updated_at
)
select
  p.first_name || ' ' || p.last_name,
  lower(translate(p.first_name || '.' || p.last_name, 'áàâãéêíóôõúçÁÉÍÓÚ', 'aaaaeeioooucaeiou')) || p.n || '@' || p.domain,
  '55' || p.area_code || '9' || p.local_number,
  pick.lancamento,
  u.utm_source, u.utm_medium, u.utm_campaign, null, null,
  case when u.utm_source is not null then u.utm_source || '_' || (p.n % 3 + 1) end,
  (array['NOVO', 'NOVO', 'NOVO', 'CONTATADO', 'CONTATADO', 'AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO', 'VENDIDO', 'VENDIDO'])[1 + (p.n * 7) % 9],
  pick.base + ((p.n * 1439) % (6 * 24 * 60)) * interval '1 minute',
  p.n % 3 <> 0,
  (array['hotmart', 'hotmart', 'hotmart', 'hotmart', 'stripe', 'mercado_pago', 'pagseguro'])[1 + p.n % 7],
  case when p.n % 3 <> 0 then 'https://pay.hotmart.com/T98465312J?off=' ||
    (case when p.n % 2 = 0 then 'zq4k8m2n' else 'w7x3c9vb' end) || '&sck=' || coalesce(u.utm_source, 'direto') end,
  pick.base + ((p.n * 1439) % (6 * 24 * 60)) * interval '1 minute',
  pick.base + ((p.n * 1439) % (6 * 24 * 60)) * interval '1 minute' + (p.n % 48) * interval '1 hour'
from demo_people p
join demo_utm u on u.k = 1 + (p.n * 3) % 16
cross join lateral (
  select l.lancamento, l.cart_opens_at as base from public.launches l where l.lancamento = 1
) as pick
where p.n % 2 = 0 or p.n % 7 = 0
on conflict (email, lancamento) do nothing;

-- Cold leads: community-group contacts of launches 1 and 2, mostly Brazilian, some without a saved name.
insert into public.cold_leads (
  country_code, phone_number, formatted_phone, saved_name, group_name, group_id, source, lancamento, is_active, notes,
  created_at, updated_at
)
select
  c.country_code,
  c.phone_number,
  case c.country_code
    when '55' then '+55 ' || substr(c.phone_number, 1, 2) || ' ' || substr(c.phone_number, 3, 5) || '-' || substr(c.phone_number, 8, 4)
    else '+' || c.country_code || ' ' || substr(c.phone_number, 1, 3) || ' ' || substr(c.phone_number, 4, 3) || ' ' || substr(c.phone_number, 7)
  end,
  case when p.n % 10 < 7 then p.first_name || case when p.n % 3 = 0 then ' ' || p.last_name else '' end end,
  grp.group_name, grp.group_id, grp.source,
  case when p.n % 6 in (0, 5) then 1 else 2 end,
  p.n % 9 <> 0,
  null,
  c0.base + (p.n * 211 % 20000) * interval '1 minute',
  c0.base + (p.n * 211 % 20000) * interval '1 minute'
from demo_people p
-- Imported over the last 30 days (20,000 minutes is about 14 days).
cross join (select now() - interval '30 days' as base) as c0
cross join lateral (
  select
    case when p.n % 17 = 0 then '351' when p.n % 19 = 0 then '244' when p.n % 23 = 0 then '258' else '55' end as country_code,
    case when p.n % 17 = 0 or p.n % 19 = 0 or p.n % 23 = 0 then '9' || substr(p.local_number, 1, 8)
      else p.area_code || '9' || p.local_number end as phone_number
) as c
cross join lateral (
  select * from (values
    (0, 'Java Developers Iniciantes', 'java_dev_iniciantes_001', 'whatsapp_group'),
    (1, 'Java Developers Avançados', 'java_dev_avancados_001', 'whatsapp_group'),
    (2, 'Java Developers Iniciantes', 'java_dev_iniciantes_001', 'whatsapp_group'),
    (3, 'Comunidade Spring Brasil', 'spring_br_telegram', 'telegram_group'),
    (4, 'Devs Backend BR', 'backend_br_discord', 'discord_server'),
    (5, 'Importação manual', null, 'manual_import')
  ) as g(k, group_name, group_id, source)
  where g.k = (p.n * 5) % 6
) as grp
where p.n <= 320
on conflict (country_code, phone_number, lancamento) do nothing;

drop table pg_temp.demo_people, pg_temp.demo_utm;
