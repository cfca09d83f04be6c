-- Demo leads, purchase intents and sales of the CURRENT launch that came from the ads of the sample Meta export
-- (docs/campaign-spend.md; the file is mfe-dashboards/src/features/campaign-spend/fixtures/meta-ads-spend-ptbr.csv),
-- loaded by `npm start` after demo-data.sql and payment-events.sql (name order). Import that CSV on
-- /campanhas/investimento and the page shows real figures: spend, leads, CPL, sales, CPA, ROAS and profit per campaign,
-- ad set and ad, and per day (the sample's days, 18-20 Nov 2026).
-- The UTM values follow the convention (`name|id`), with the cases the join must handle:
--   - "Interesses" and "Lookalike 1%": `name|id` everywhere;
--   - "Remarketing": names only (the campaign's own name has a `|` in it);
--   - Lookalike's "Vídeo depoimento 30s" (1202145000211000100) was called "Depoimento Ana 30s" when its links were
--     made: its leads carry the old name with the id, and still count for it (renamed ad);
-- and sales no spend explains: no UTM, a campaign whose spend is not in the file (Advantage+), e-mail.
-- Deterministic and idempotent (fixed e-mails and event ids; ON CONFLICT DO NOTHING). Local use only.

drop table if exists pg_temp.demo_ads;
create temporary table demo_ads as
select * from (values
  -- k, campaign, campaign id, ad set, ad set id, ad, ad id, how its UTMs name it, leads a day, every n-th lead buys
  (1, '[CAP] Semana Java | Interesses', '120214500000000101', 'Público frio 25-44', '120214500011000000',
   'Vídeo depoimento 30s', '1202145000111000000', 'id', 5, 5),
  (2, '[CAP] Semana Java | Interesses', '120214500000000101', 'Público frio 25-44', '120214500011000000',
   'Carrossel salários Java', '1202145000112000001', 'id', 8, 4),
  (3, '[CAP] Semana Java | Interesses', '120214500000000101', 'Devs iniciantes 18-34', '120214500012000001',
   'Vídeo depoimento 30s', '1202145000121000010', 'id', 4, 99),
  (4, '[CAP] Semana Java | Interesses', '120214500000000101', 'Devs iniciantes 18-34', '120214500012000001',
   'Carrossel salários Java', '1202145000122000011', 'id', 6, 6),
  (5, '[CAP] Semana Java | Lookalike 1%', '120214500000000202', 'Público frio 25-44', '120214500021000010',
   'Vídeo depoimento 30s', '1202145000211000100', 'renamed', 7, 3),
  (6, '[CAP] Semana Java | Lookalike 1%', '120214500000000202', 'Público frio 25-44', '120214500021000010',
   'Carrossel salários Java', '1202145000212000101', 'id', 9, 4),
  (7, '[CAP] Semana Java | Lookalike 1%', '120214500000000202', 'Devs iniciantes 18-34', '120214500022000011',
   'Vídeo depoimento 30s', '1202145000221000110', 'id', 6, 6),
  (8, '[CAP] Semana Java | Lookalike 1%', '120214500000000202', 'Devs iniciantes 18-34', '120214500022000011',
   'Carrossel salários Java', '1202145000222000111', 'id', 5, 99),
  (9, '[CAP] Semana Java | Remarketing', '120214500000000303', 'Visitantes 30d', '120214500031000020',
   'Vídeo depoimento 30s', '1202145000311000200', 'name', 4, 2),
  (10, '[CAP] Semana Java | Remarketing', '120214500000000303', 'Visitantes 30d', '120214500031000020',
   'Carrossel salários Java', '1202145000312000201', 'name', 6, 2),
  (11, '[CAP] Semana Java | Remarketing', '120214500000000303', 'Engajados IG 60d', '120214500032000021',
   'Vídeo depoimento 30s', '1202145000321000210', 'name', 3, 3),
  (12, '[CAP] Semana Java | Remarketing', '120214500000000303', 'Engajados IG 60d', '120214500032000021',
   'Carrossel salários Java', '1202145000322000211', 'name', 4, 4)
) as a(k, campaign, campaign_id, ad_set, ad_set_id, ad, ad_id, style, per_day, buy_every);

drop table if exists pg_temp.demo_ad_leads;
create temporary table demo_ad_leads as
select 'ads' || a.k || '-' || to_char(d.day, 'MMDD') || '-' || g || '@example.com' as email,
       (array['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João'])[1 + (a.k + g) % 10]
         || ' ' || (array['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Costa', 'Rocha'])[1 + (a.k * 3 + g) % 7] as name,
       'FB' as utm_source,
       case when a.style = 'name' then a.campaign else a.campaign || '|' || a.campaign_id end as utm_campaign,
       case when a.style = 'name' then a.ad_set else a.ad_set || '|' || a.ad_set_id end as utm_medium,
       case a.style when 'name' then a.ad when 'renamed' then 'Depoimento Ana 30s|' || a.ad_id
                    else a.ad || '|' || a.ad_id end as utm_content,
       (array['Instagram_Feed', 'Instagram_Stories', 'Facebook_Mobile_Feed', 'Instagram_Reels'])[1 + g % 4] as utm_term,
       -- During the sample's day, in Brasília.
       (d.day + time '08:00' + (g * 97 % 720) * interval '1 minute') at time zone 'America/Sao_Paulo' as created_at,
       g % 2 = 0 as intends, g % a.buy_every = 0 as buys, a.k, d.day, g
from demo_ads a
cross join (values (date '2026-11-18'), (date '2026-11-19'), (date '2026-11-20')) as d(day)
cross join lateral generate_series(1, a.per_day) as g
union all
-- No spend explains these: no UTM at all, a campaign whose spend is not in the file, e-mail.
select 'semutm-' || g || '@example.com', 'Direto ' || g, null, null, null, null, null,
       (date '2026-11-19' + time '10:00' + g * interval '37 minutes') at time zone 'America/Sao_Paulo', g % 2 = 0, g % 4 = 0,
       0, date '2026-11-19', g
from generate_series(1, 8) as g
union all
select 'advantage-' || g || '@example.com', 'Advantage ' || g, 'FB', '[CAP] Semana Java | Advantage+|120214500000000404',
       'Advantage+ público amplo|120214500041000040', 'Vídeo 15s|1202145000411000400', 'Instagram_Reels',
       (date '2026-11-20' + time '09:00' + g * interval '41 minutes') at time zone 'America/Sao_Paulo', g % 2 = 0, g % 5 = 0,
       0, date '2026-11-20', g
from generate_series(1, 10) as g
union all
select 'lista-' || g || '@example.com', 'Lista ' || g, 'email', 'lista-base', 'newsletter', null, null,
       (date '2026-11-18' + time '19:00' + g * interval '13 minutes') at time zone 'America/Sao_Paulo', g % 2 = 0, g % 4 = 0,
       0, date '2026-11-18', g
from generate_series(1, 12) as g;

-- Registrations.
insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, utm_campaign,
  utm_term, utm_content, consent_language, lancamento, created_at, updated_at)
select x.name, x.email, case when x.g % 3 = 0 then 'already_programmed' else 'want_to_learn' end,
       case when x.g % 3 = 0 then 'intermediaria' else 'iniciante' end,
       x.utm_source, x.utm_medium, x.utm_campaign, x.utm_term, x.utm_content, 'pt-BR', l.lancamento, x.created_at, x.created_at
from demo_ad_leads x cross join public.launches l
where l.is_current
on conflict (email, lancamento) do nothing;

-- Purchase intents (every second lead, or every buyer), an hour after registering.
insert into public.purchase_leads (name, email, lancamento, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  status, redirected_to_payment, purchase_intent_timestamp, created_at, updated_at)
select x.name, x.email, l.lancamento, x.utm_source, x.utm_medium, x.utm_campaign, x.utm_term, x.utm_content, 'NOVO',
       x.buys, x.created_at + interval '1 hour', x.created_at + interval '1 hour', x.created_at + interval '1 hour'
from demo_ad_leads x cross join public.launches l
where l.is_current and (x.intends or x.buys)
on conflict (email, lancamento) do nothing;

-- Approved payments (R$ 997 or R$ 497), two hours after the intent, as the webhook records them.
insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
  product_id, offer_code, price, currency, payment_type, installments, lancamento, purchase_lead_id, matched_by, payload)
select 'demo-ads-approved-' || p.email, 'PURCHASE_APPROVED', p.created_at + interval '2 hours', 'HPADS' || p.id, 'APPROVED',
       p.email, p.name, '1234567', private.url_param(l.checkout_url_advanced, 'off'),
       case when x.g % 2 = 0 then 997 else 497 end, 'BRL', 'CREDIT_CARD', 1, p.lancamento, p.id, 'tracking',
       jsonb_build_object('id', 'demo-ads-approved-' || p.email, 'event', 'PURCHASE_APPROVED', 'version', '2.0.0', 'demo', true)
from demo_ad_leads x
join public.launches l on l.is_current
join public.purchase_leads p on p.email = x.email and p.lancamento = l.lancamento
where x.buys
on conflict (event_id) do nothing;

-- The first buyer of the Interesses "Carrossel salários Java" ad asked for a refund the next day.
insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
  product_id, offer_code, price, currency, payment_type, installments, lancamento, purchase_lead_id, matched_by, payload)
select 'demo-ads-refunded-' || e.buyer_email, 'PURCHASE_REFUNDED', e.event_at + interval '1 day', e.transaction, 'REFUNDED',
       e.buyer_email, e.buyer_name, e.product_id, e.offer_code, e.price, 'BRL', e.payment_type, 1, e.lancamento,
       e.purchase_lead_id, 'transaction',
       jsonb_build_object('id', 'demo-ads-refunded-' || e.buyer_email, 'event', 'PURCHASE_REFUNDED', 'version', '2.0.0', 'demo', true)
from public.checkout_events e
where e.event_id = 'demo-ads-approved-ads2-1118-4@example.com'
on conflict (event_id) do nothing;

-- The statuses the events imply (VENDIDO; REEMBOLSADO for the refund), through the webhook's own path.
select private.apply_checkout_status(e.purchase_lead_id, e.event_at, true)
from public.checkout_events e
where e.event_id like 'demo-ads-%' and e.event = 'PURCHASE_REFUNDED' or e.event_id in (
  select a.event_id from public.checkout_events a
  where a.event_id like 'demo-ads-approved-%'
    and not exists (select 1 from public.checkout_events r where r.event_id = 'demo-ads-refunded-' || a.buyer_email));
