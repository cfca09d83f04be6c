-- join_waitlist as a visitor: validation, a repeat e-mail is success and duplicates nothing.

select tests.as_anon();
select tests.throws($$select public.join_waitlist('', 'a@b.com', null, 'want_to_learn')$$, '22023', 'Por favor, preencha seu nome completo.');
select tests.throws($$select public.join_waitlist('Ana', ' ', null, 'want_to_learn')$$, '22023', 'Por favor, preencha seu e-mail.');
select tests.throws($$select public.join_waitlist('Ana', 'ana.exemplo.com', null, 'want_to_learn')$$, '22023', 'Por favor, informe um e-mail válido.');
select tests.throws($$select public.join_waitlist('Ana', 'ana@exemplo.com', '+55 119', 'want_to_learn')$$, '22023', 'Por favor, digite um número de WhatsApp válido.');
select tests.throws($$select public.join_waitlist('Ana', 'ana@exemplo.com', null, null)$$, '22023', 'Por favor, selecione sua experiência em programação.');
select tests.throws($$select public.join_waitlist('Ana', 'ana@exemplo.com', null, 'sim')$$, '22023', 'Por favor, selecione sua experiência em programação.');

select public.join_waitlist(' Ana Paula ', ' Ana.Paula@Exemplo.com ', '+55 (11) 91234-5678', 'already_programmed');
select public.join_waitlist('Ana P.', 'ana.paula@exemplo.com', '', 'want_to_learn');
select public.join_waitlist('Ana Paula', 'ANA.PAULA@EXEMPLO.COM', null, 'want_to_learn');
select public.join_waitlist('Bruno', 'bruno@exemplo.com', '', 'want_to_learn');

select tests.as_superuser();
do $$
declare
  v_row public.lista_espera;
begin
  perform tests.eq((select count(*) from public.lista_espera where email = 'ana.paula@exemplo.com'), 1::bigint, 'one entry per e-mail');
  select * into v_row from public.lista_espera where email = 'ana.paula@exemplo.com';
  perform tests.eq(v_row.name, 'Ana Paula', 'first entry kept, name trimmed');
  perform tests.eq(v_row.whatsapp, '5511912345678', 'WhatsApp digits only');
  perform tests.eq(v_row.programming_experience, 'already_programmed', 'experience');
  perform tests.eq(v_row.track, 'intermediaria', 'track from experience');
  perform tests.eq(v_row.consent_given, true, 'consent');
  perform tests.eq(v_row.status, 'active', 'status');
  select * into v_row from public.lista_espera where email = 'bruno@exemplo.com';
  perform tests.eq(v_row.whatsapp, null::text, 'empty WhatsApp stored as null');
  perform tests.eq(v_row.track, 'iniciante', 'want_to_learn -> iniciante');
end
$$;
