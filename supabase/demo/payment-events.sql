-- Demo checkout events, loaded by `npm start` after demo-data.sql (name order): what the Hotmart webhook
-- would have recorded for some demo purchase leads, so /campanhas and the funnel show revenue, the board shows a
-- REEMBOLSADO lead and /campanhas/pagamentos lists two unmatched events. Deterministic and idempotent (event ids are
-- fixed; ON CONFLICT DO NOTHING). Local use only.

-- Approved purchases for the first eight VENDIDO leads of each launch (R$ 997 or R$ 497, 1x or 12x).
insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
  buyer_phone, product_id, offer_code, price, currency, payment_type, installments, src, sck, xcod, lancamento,
  purchase_lead_id, matched_by, payload)
select 'demo-approved-' || p.id, 'PURCHASE_APPROVED', p.updated_at, 'HPDEMO' || p.id, 'APPROVED', p.email, p.name, p.whatsapp,
  '1234567', private.url_param(l.checkout_url_advanced, 'off'),
  case when p.id % 2 = 0 then 997 else 497 end, 'BRL', 'CREDIT_CARD', case when p.id % 3 = 0 then 12 else 1 end,
  p.utm_source, p.utm_source, p.reference, p.lancamento, p.id, 'tracking',
  jsonb_build_object('id', 'demo-approved-' || p.id, 'event', 'PURCHASE_APPROVED', 'version', '2.0.0', 'demo', true)
from (
  select p.*, row_number() over (partition by p.lancamento order by p.id) as rn
  from public.purchase_leads p where p.status = 'VENDIDO'
) p
join public.launches l on l.lancamento = p.lancamento
where p.rn <= 8
on conflict (event_id) do nothing;

-- One of them asked for a refund two days later: REEMBOLSADO through the same path the webhook takes.
insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
  product_id, offer_code, price, currency, payment_type, installments, lancamento, purchase_lead_id, matched_by, payload)
select 'demo-refunded-' || e.purchase_lead_id, 'PURCHASE_REFUNDED', e.event_at + interval '2 days', e.transaction, 'REFUNDED',
  e.buyer_email, e.buyer_name, e.product_id, e.offer_code, e.price, 'BRL', e.payment_type, e.installments, e.lancamento,
  e.purchase_lead_id, 'transaction',
  jsonb_build_object('id', 'demo-refunded-' || e.purchase_lead_id, 'event', 'PURCHASE_REFUNDED', 'version', '2.0.0', 'demo', true)
from public.checkout_events e
where e.event_id = (select min(x.event_id) from public.checkout_events x where x.event_id like 'demo-approved-%')
on conflict (event_id) do nothing;

select private.apply_checkout_status(e.purchase_lead_id, e.event_at, true)
from public.checkout_events e where e.event_id like 'demo-refunded-%';

-- Two events nobody matched: a buyer who paid with another e-mail, and an offer of no launch.
insert into public.checkout_events (event_id, event, event_at, transaction, purchase_status, buyer_email, buyer_name,
  buyer_phone, product_id, offer_code, price, currency, payment_type, installments, src, lancamento, payload)
select v.event_id, v.event, now() - v.age, v.tx, v.status, v.email, v.name, '5511987650000', '1234567', v.offer, v.price, 'BRL',
  v.payment, v.installments, 'instagram', private.checkout_launch_for_offer(v.offer),
  jsonb_build_object('id', v.event_id, 'event', v.event, 'version', '2.0.0', 'demo', true)
from (values
  ('demo-unmatched-1', 'PURCHASE_APPROVED', interval '5 hours', 'HPDEMOU1', 'APPROVED', 'joao.pessoal@example.com', 'João Pessoal',
   (select private.url_param(l.checkout_url_advanced, 'off') from public.launches l where l.is_current), 997::numeric, 'CREDIT_CARD', 1),
  ('demo-unmatched-2', 'PURCHASE_BILLET_PRINTED', interval '1 day', 'HPDEMOU2', 'BILLET_PRINTED', 'ana.boleto@example.com', 'Ana Boleto',
   'oferta-antiga', 497::numeric, 'BILLET', 1)
) as v(event_id, event, age, tx, status, email, name, offer, price, payment, installments)
on conflict (event_id) do nothing;
