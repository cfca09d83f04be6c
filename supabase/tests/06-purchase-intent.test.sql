-- save_purchase_intent and mark_purchase_redirected as a visitor.

select tests.as_anon();
select tests.throws($$select public.save_purchase_intent(' ', 'a@b.com', '11999990000', 2)$$, '22023', 'Nome é obrigatório');
select tests.throws($$select public.save_purchase_intent(null, 'a@b.com', '11999990000', 2)$$, '22023', 'Nome é obrigatório');
select tests.throws($$select public.save_purchase_intent(' A ', 'a@b.com', '11999990000', 2)$$, '22023', 'Nome deve ter pelo menos 2 caracteres');
select tests.throws($$select public.save_purchase_intent('Ana', '', '11999990000', 2)$$, '22023', 'Email é obrigatório');
select tests.throws($$select public.save_purchase_intent('Ana', 'ana@', '11999990000', 2)$$, '22023', 'Email inválido');
select tests.throws($$select public.save_purchase_intent('Ana', 'ana@b.com', ' ', 2)$$, '22023', 'WhatsApp é obrigatório');
select tests.throws($$select public.save_purchase_intent('Ana', 'ana@b.com', '(11) 9999', 2)$$, '22023', 'WhatsApp deve ter pelo menos 8 dígitos');
select tests.throws($$select public.save_purchase_intent('Ana', 'ana@b.com', '11999990000', null)$$, '22023', 'Lançamento inválido.');
select tests.throws($$select public.save_purchase_intent('Ana', 'ana@b.com', '11999990000', 42)$$, '22023', 'Lançamento inválido.');
select tests.throws($$select public.save_purchase_intent('Ana', 'ana@b.com', '11999990000', 2, '{}', 'paypal')$$, '22023', 'Processador de pagamento inválido.');

create temporary table refs (label text primary key, reference text) on commit drop;
grant select, insert on refs to public;

insert into refs
select 'first', public.save_purchase_intent('  Fernanda Alves ', ' Fernanda@Exemplo.com ', '+55 (11) 98888-7777', 2,
  '{"utm_source": "youtube", "utm_medium": "video", "utm_campaign": "lancamento-2", "utm_term": "java", "utm_content": "cta", "utm_id": "yt1"}');

select tests.as_superuser();
do $$
declare
  v_row public.purchase_leads;
begin
  select * into v_row from public.purchase_leads where email = 'fernanda@exemplo.com';
  assert (select reference from refs where label = 'first') ~ '^[A-Za-z0-9_-]{32}$', 'reference: 32 URL-safe characters';
  assert v_row.reference <> (select reference from refs where label = 'first'), 'the attempt reference is not the row''s own';
  perform tests.eq(v_row.name, 'Fernanda Alves', 'name trimmed');
  perform tests.eq(v_row.whatsapp, '5511988887777', 'WhatsApp digits');
  perform tests.eq(v_row.status, 'NOVO', 'created NOVO');
  perform tests.eq(v_row.redirected_to_payment, false, 'not redirected on insert');
  perform tests.eq(v_row.payment_processor, 'hotmart', 'default processor');
  perform tests.eq(v_row.utm_source, 'youtube', 'utm_source');
  perform tests.eq(v_row.utm_id, 'yt1', 'utm_id');
  -- Staff moved it along meanwhile.
  update public.purchase_leads set status = 'CONTATADO', purchase_intent_timestamp = '2020-01-01' where id = v_row.id;
end
$$;

-- A repeat for the same e-mail and launch keeps the row (no 23505 reaches the visitor) and records a further contact.
select tests.as_anon();
insert into refs select 'repeat', public.save_purchase_intent('Fernanda A. Alves', 'FERNANDA@exemplo.com', '11 97777-6666', 2,
  '{"utm_source": "instagram"}', 'stripe');
insert into refs select 'launch 1', public.save_purchase_intent('Fernanda', 'fernanda@exemplo.com', '11 97777-6666', 1);

select tests.throws($$select public.mark_purchase_redirected('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'https://pay.hotmart.com/X?off=1')$$, '22023', 'Referência de compra inválida.');
select tests.throws($$select public.mark_purchase_redirected(null, 'https://pay.hotmart.com/X?off=1')$$, '22023', 'Referência de compra inválida.');
select tests.throws(format('select public.mark_purchase_redirected(%L, %L)', (select reference from refs where label = 'first'), 'javascript:alert(1)'), '22023', 'URL de pagamento inválida.');
select tests.throws(format('select public.mark_purchase_redirected(%L, null)', (select reference from refs where label = 'first')), '22023', 'URL de pagamento inválida.');
select tests.throws(format('select public.mark_purchase_redirected(%L, %L)', (select reference from refs where label = 'first'), 'https://phishing.example.com/pay.hotmart.com/T98465312J'), '22023', 'URL de pagamento inválida.');
select tests.throws(format('select public.mark_purchase_redirected(%L, %L)', (select reference from refs where label = 'first'), 'https://pay.hotmart.com.evil.example/T98465312J'), '22023', 'URL de pagamento inválida.');
select tests.throws($$select public.mark_purchase_redirected('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'javascript:alert(1)')$$, '22023', 'Referência de compra inválida.');
select public.mark_purchase_redirected((select reference from refs where label = 'first'), 'https://pay.hotmart.com/T98465312J?off=w7x3c9vb&email=fernanda%40exemplo.com');
select public.mark_purchase_redirected((select reference from refs where label = 'first'), 'https://pay.hotmart.com/T98465312J?off=w7x3c9vb&email=fernanda%40exemplo.com');

select tests.as_superuser();
do $$
declare
  v_row public.purchase_leads;
begin
  perform tests.eq((select count(*) from public.purchase_leads where email = 'fernanda@exemplo.com' and lancamento = 2), 1::bigint, 'one purchase lead per e-mail and launch');
  perform tests.eq((select count(*) from public.purchase_leads where email = 'fernanda@exemplo.com'), 2::bigint, 'another launch is another lead');
  assert (select reference from refs where label = 'repeat') <> (select reference from refs where label = 'first'), 'a repeat gets its own reference';
  assert (select reference from refs where label = 'launch 1') <> (select reference from refs where label = 'first'), 'references are unique';
  select * into v_row from public.purchase_leads where email = 'fernanda@exemplo.com' and lancamento = 2;
  perform tests.eq(v_row.name, 'Fernanda Alves', 'name kept');
  perform tests.eq(v_row.whatsapp, '5511988887777', 'WhatsApp kept');
  perform tests.eq(v_row.utm_source, 'youtube', 'utm kept');
  perform tests.eq(v_row.utm_id, 'yt1', 'utm kept together');
  perform tests.eq(v_row.payment_processor, 'hotmart', 'processor kept');
  perform tests.eq(v_row.status, 'CONTATADO', 'a repeat keeps the status staff set');
  perform tests.eq(v_row.purchase_intent_timestamp, '2020-01-01'::timestamptz, 'intent timestamp kept');
  perform tests.eq((select count(*) from private.further_contacts f where f.purchase_lead_id = v_row.id), 1::bigint, 'the repeat is a further contact');
  perform tests.eq((select f.name || ' ' || f.whatsapp || ' ' || (f.utm ->> 'utm_source') from private.further_contacts f where f.purchase_lead_id = v_row.id),
    'Fernanda A. Alves 11977776666 instagram', 'with what it typed');
  perform tests.eq(v_row.redirected_to_payment, true, 'marked redirected');
  perform tests.eq(v_row.payment_url, 'https://pay.hotmart.com/T98465312J?off=w7x3c9vb&email=fernanda%40exemplo.com', 'payment_url');
  select * into v_row from public.purchase_leads where email = 'fernanda@exemplo.com' and lancamento = 1;
  perform tests.eq(v_row.redirected_to_payment, false, 'the other launch is untouched');
end
$$;
