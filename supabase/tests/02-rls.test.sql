-- Row-level security and grants: anon reads only lessons, active routes and launches (their public columns); a
-- signed-in user who is not staff gets nothing; staff read and change what the dashboards need.

-- Fixture rows (as the superuser).
insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
values ('Lead Teste', 'lead.rls@example.com', 'want_to_learn', 'iniciante', 2);
insert into public.respostas_pesquisa (email, lancamento, experiencia_programacao, maior_dificuldade, atracao_carreira,
  fator_bloqueio, sonho_realizado, consumo_conteudo, faixa_salarial)
values ('lead.rls@example.com', 2, 'estudei_logica', 'falta_pratica', 'trabalho_remoto', 'falta_tempo', 'Ser dev', 'youtube', 'ate_3000');
insert into public.lista_espera (name, email, programming_experience, track)
values ('Espera Teste', 'espera.rls@example.com', 'already_programmed', 'intermediaria');
insert into public.purchase_leads (name, email, whatsapp, lancamento)
values ('Compra Teste', 'compra.rls@example.com', '5511999990000', 2), ('Compra Dois', 'compra2.rls@example.com', '5511999990001', 2);
insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name)
values ('55', '11977776666', '+55 11 97777-6666', 'Frio Teste');
insert into public.routes (path, component, is_active, priority) values ('/rota-inativa', 'Docs', false, 999);

create temporary table ids on commit drop as
select tests.create_user('nao.staff@example.com') as non_staff, tests.create_user('staff@example.com', true) as staff;
grant select on ids to public;

-- ---------------------------------------------------------------- anon
select tests.as_anon();
do $$
declare
  v_table text;
begin
  assert tests.count_rows('select * from public.lesson_catalog') >= 10, 'anon reads lessons';
  assert tests.count_rows('select id, title, is_available from public.lessons') >= 10, 'anon reads the lessons table without video ids';
  perform tests.throws('select video_id from public.lessons', '42501');
  perform tests.throws('select * from public.lessons', '42501');
  perform tests.throws('select * from private.registration_attempts', '42501');
  perform tests.throws('select * from private.further_contacts', '42501');
  perform tests.throws('select * from private.rate_limit_events', '42501');
  perform tests.throws('select public.lead_unsubscribe_tokens()', '42501');
  perform tests.throws($q$select public.lead_further_contacts('registration', array[1]::bigint[])$q$, '42501');
  assert tests.count_rows('select lancamento, name, checkout_url_advanced, is_current from public.launches') = 3, 'anon reads launches';
  perform tests.throws('select platform_fee_percent from public.launches', '42501');
  assert tests.count_rows('select * from public.routes') >= 20, 'anon reads routes';
  assert tests.count_rows($q$select * from public.routes where path = '/rota-inativa'$q$) = 0, 'anon does not see inactive routes';

  foreach v_table in array array['leads_lancamento', 'respostas_pesquisa', 'lista_espera', 'purchase_leads', 'cold_leads'] loop
    perform tests.throws(format('select * from public.%I', v_table), '42501');
    perform tests.throws(format('delete from public.%I', v_table), '42501');
    perform tests.throws(format('update public.%I set created_at = now()', v_table), '42501');
  end loop;
  perform tests.throws($q$insert into public.leads_lancamento (name, email, programming_experience, track) values ('X', 'x@x.com', 'want_to_learn', 'iniciante')$q$, '42501');
  perform tests.throws($q$insert into public.lista_espera (name, email, programming_experience, track) values ('X', 'x@x.com', 'want_to_learn', 'iniciante')$q$, '42501');
  perform tests.throws($q$insert into public.purchase_leads (name, email) values ('X', 'x@x.com')$q$, '42501');
  perform tests.throws($q$insert into public.cold_leads (country_code, phone_number) values ('55', '11900000000')$q$, '42501');
  perform tests.throws($q$insert into public.respostas_pesquisa (email) values ('x@x.com')$q$, '42501');
  perform tests.throws($q$insert into public.lessons ("order", level, title) values (99, 'beginner', 'X')$q$, '42501');
  perform tests.throws($q$update public.routes set is_active = false$q$, '42501');
  perform tests.throws($q$update public.launches set is_current = false$q$, '42501');
  perform tests.throws($q$delete from public.lessons$q$, '42501');
  perform tests.throws('select * from private.staff', '42501');
  perform tests.throws('select private.is_staff()', '42501');
  perform tests.throws('select public.is_staff()', '42501');
  perform tests.throws('select private.new_token()', '42501');
end
$$;
select tests.as_superuser();

-- ---------------------------------------------------------------- signed in, not staff
select tests.as_user((select non_staff from ids));
do $$
declare
  v_table text;
begin
  perform tests.eq(public.is_staff(), false, 'is_staff() for a non-staff user');
  assert tests.count_rows('select * from public.lesson_catalog') >= 10, 'signed-in users read lessons';
  foreach v_table in array array['leads_lancamento', 'respostas_pesquisa', 'lista_espera', 'purchase_leads', 'cold_leads'] loop
    perform tests.eq(tests.count_rows(format('select id from public.%I', v_table)), 0::bigint, 'non-staff reads nothing from ' || v_table);
  end loop;
  perform tests.throws('select public.lead_unsubscribe_tokens()', '42501');
  perform tests.throws($q$select public.lead_further_contacts('registration', array[1]::bigint[])$q$, '42501');
  perform tests.eq(tests.affected($q$update public.purchase_leads set status = 'VENDIDO'$q$), 0::bigint, 'non-staff updates no purchase lead');
  perform tests.eq(tests.affected('delete from public.purchase_leads'), 0::bigint, 'non-staff deletes no purchase lead');
  perform tests.eq(tests.affected('update public.cold_leads set is_active = false'), 0::bigint, 'non-staff updates no cold lead');
  perform tests.eq(tests.affected('delete from public.cold_leads'), 0::bigint, 'non-staff deletes no cold lead');
  perform tests.throws($q$insert into public.cold_leads (country_code, phone_number) values ('55', '11900000000')$q$, '42501');
  perform tests.throws($q$insert into public.purchase_leads (name, email) values ('X', 'x@x.com')$q$, '42501');
  perform tests.throws($q$update public.leads_lancamento set active = false$q$, '42501');
  perform tests.throws($q$delete from public.leads_lancamento$q$, '42501');
  perform tests.throws($q$insert into public.lista_espera (name, email, programming_experience, track) values ('X', 'x@x.com', 'want_to_learn', 'iniciante')$q$, '42501');
  perform tests.throws($q$insert into public.lessons ("order", level, title) values (99, 'beginner', 'X')$q$, '42501');
  perform tests.throws('select * from private.staff', '42501');
  perform tests.throws($q$insert into private.staff (user_id) select non_staff from ids$q$, '42501');
end
$$;
select tests.as_superuser();

-- A token without sub (anon key used as a bearer of role authenticated) is not staff either.
select set_config('request.jwt.claims', '{"role":"authenticated"}', true), set_config('role', 'authenticated', true);
do $$
begin
  perform tests.eq(public.is_staff(), false, 'is_staff() without sub');
  perform tests.eq(tests.count_rows('select id from public.purchase_leads'), 0::bigint, 'no sub reads nothing');
end
$$;
select tests.as_superuser();

-- ---------------------------------------------------------------- staff
select tests.as_user((select staff from ids));
do $$
declare
  v_table text;
  v_reference text;
begin
  perform tests.eq(public.is_staff(), true, 'is_staff() for staff');
  foreach v_table in array array['leads_lancamento', 'respostas_pesquisa', 'lista_espera', 'purchase_leads', 'cold_leads'] loop
    assert tests.count_rows(format('select id from public.%I', v_table)) >= 1, 'staff reads ' || v_table;
  end loop;
  -- Least privilege: tokens, references and consent fields are not selectable, so neither is the whole row.
  perform tests.throws('select * from public.leads_lancamento', '42501');
  perform tests.throws('select pesquisa_hash from public.leads_lancamento', '42501');
  perform tests.throws('select consent_ip from public.leads_lancamento', '42501');
  perform tests.throws('select consent_user_agent from public.leads_lancamento', '42501');
  perform tests.throws('select * from public.purchase_leads', '42501');
  perform tests.throws('select reference from public.purchase_leads', '42501');
  perform tests.throws('select * from private.registration_attempts', '42501');
  perform tests.throws('select * from private.further_contacts', '42501');
  assert tests.count_rows('select id, name, email, whatsapp, status, payment_url from public.purchase_leads') >= 1, 'staff reads the board columns';
  -- Only the status changes directly.
  perform tests.throws($q$update public.purchase_leads set name = 'Outro'$q$, '42501');
  perform tests.throws($q$update public.purchase_leads set redirected_to_payment = true$q$, '42501');
  assert tests.count_rows($q$select * from public.routes where path = '/rota-inativa'$q$) = 1, 'staff sees inactive routes';

  perform tests.eq(tests.affected($q$update public.purchase_leads set status = 'CONTATADO' where email = 'compra.rls@example.com'$q$), 1::bigint, 'staff updates a status');
  perform tests.eq(tests.affected($q$update public.purchase_leads set status = 'AGUARDANDO PAGAMENTO PARCELADO' where email like '%.rls@example.com'$q$), 2::bigint, 'staff updates statuses in bulk');
  perform tests.throws($q$update public.purchase_leads set status = 'vendido'$q$, '23514');
  perform tests.eq(tests.affected($q$delete from public.purchase_leads where email = 'compra2.rls@example.com'$q$), 1::bigint, 'staff deletes a purchase lead');

  -- Staff create purchase leads only through convert_cold_lead.
  perform tests.throws($q$insert into public.purchase_leads (name, email, whatsapp, lancamento) values ('Convertido', 'convertido@example.com', '5511977776666', 2)$q$, '42501');

  insert into public.cold_leads (country_code, phone_number, saved_name, group_name, group_id)
  values ('55', '21988887777', 'Novo Frio', 'Java Developers Iniciantes', 'java_dev_iniciantes_001');
  perform tests.eq(tests.affected($q$update public.cold_leads set is_active = false where phone_number in ('11977776666', '21988887777')$q$), 2::bigint, 'staff deactivates cold leads');
  perform tests.eq(tests.count_rows($q$select * from public.cold_leads where saved_name ilike '%frio teste%' or formatted_phone ilike '%97777-66%'$q$), 1::bigint, 'staff searches cold leads');
  perform tests.eq(tests.affected($q$delete from public.cold_leads where phone_number = '21988887777'$q$), 1::bigint, 'staff deletes a cold lead');

  -- Registered leads, survey answers and the waiting list are read-only for staff.
  perform tests.throws($q$update public.leads_lancamento set active = false$q$, '42501');
  perform tests.throws($q$delete from public.respostas_pesquisa$q$, '42501');
  perform tests.throws($q$delete from public.lista_espera$q$, '42501');
  perform tests.throws('select * from private.staff', '42501');
end
$$;
select tests.as_superuser();
