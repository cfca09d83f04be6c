-- get_unsubscribe_context and cancel_subscription as a visitor.

-- The unsubscribe token is the lead's own (what the mailing's links carry), never what register_lead returns.
create temporary table t on commit drop as
select (public.register_lead('Patrícia Gomes', 'patricia@exemplo.com', '5511912345678', 'want_to_learn')).token as attempt_a,
       (public.register_lead('Roberto Dias', 'roberto@exemplo.com', '5511912345679', 'already_programmed')).token as attempt_b;
alter table t add column a text, add column b text;
update t set a = (select pesquisa_hash from public.leads_lancamento where email = 'patricia@exemplo.com'),
  b = (select pesquisa_hash from public.leads_lancamento where email = 'roberto@exemplo.com');
grant select on t to public;

select tests.as_anon();
do $$
declare
  v_a text := (select a from t);
  v_b text := (select b from t);
  v_ctx record;
begin
  perform tests.eq(tests.count_rows($q$select * from public.get_unsubscribe_context('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')$q$), 0::bigint, 'unknown token');
  perform tests.eq(tests.count_rows($q$select * from public.get_unsubscribe_context('')$q$), 0::bigint, 'empty token');
  perform tests.eq(tests.count_rows(format('select * from public.get_unsubscribe_context(%L)', (select attempt_a from t))), 0::bigint,
    'a registration token does not unsubscribe');
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', (select attempt_a from t), 'not_interested'), '22023',
    'Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  select * into v_ctx from public.get_unsubscribe_context(v_a);
  perform tests.eq(v_ctx.first_name, 'Patrícia', 'first name');
  perform tests.eq(v_ctx.active, true, 'active');

  perform tests.throws($q$select public.cancel_subscription(null, 'not_interested')$q$, '22023', 'Link inválido. Parâmetro de identificação não encontrado.');
  perform tests.throws($q$select public.cancel_subscription('  ', 'not_interested')$q$, '22023', 'Link inválido. Parâmetro de identificação não encontrado.');
  perform tests.throws($q$select public.cancel_subscription('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not_interested')$q$, '22023', 'Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  perform tests.throws($q$select public.cancel_subscription('curto', 'not_interested')$q$, '22023', 'Link inválido ou expirado. Não foi possível encontrar sua inscrição.');
  perform tests.throws(format('select public.cancel_subscription(%L, null)', v_a), '22023', 'Por favor, selecione um motivo para o cancelamento.');
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', v_a, 'spam'), '22023', 'Por favor, selecione um motivo para o cancelamento.');
  perform tests.throws(format('select public.cancel_subscription(%L, %L)', v_a, 'other'), '22023', 'Por favor, descreva o motivo do cancelamento.');
  perform tests.throws(format('select public.cancel_subscription(%L, %L, %L)', v_a, 'other', '   '), '22023', 'Por favor, descreva o motivo do cancelamento.');

  perform tests.eq(public.cancel_subscription(v_a, 'other', '  Mudei de área  '), 'cancelled', 'first cancel');
  perform tests.eq(public.cancel_subscription(v_a, 'other', 'de novo'), 'already_cancelled', 'second cancel');
  perform tests.eq(public.cancel_subscription(v_a, null), 'already_cancelled', 'already cancelled wins over a missing reason');
  select * into v_ctx from public.get_unsubscribe_context(v_a);
  perform tests.eq(v_ctx.active, false, 'inactive after cancelling');

  perform tests.eq(public.cancel_subscription(v_b, 'too_many_emails', 'ignorado'), 'cancelled', 'cancel with a listed reason');
end
$$;

select tests.as_superuser();
do $$
declare
  v_lead public.leads_lancamento;
begin
  select * into v_lead from public.leads_lancamento where email = 'patricia@exemplo.com';
  perform tests.eq(v_lead.active, false, 'active false');
  perform tests.eq(v_lead.cancellation_reason, 'other', 'reason');
  perform tests.eq(v_lead.cancellation_other_reason, 'Mudei de área', 'other reason trimmed, first one kept');
  perform tests.eq(v_lead.cancelled_by, 'unsubscribe_form', 'cancelled_by');
  perform tests.eq(v_lead.last_updated_by, 'unsubscribe_form', 'last_updated_by');
  assert v_lead.cancelled_at is not null, 'cancelled_at';
  select * into v_lead from public.leads_lancamento where email = 'roberto@exemplo.com';
  perform tests.eq(v_lead.cancellation_reason, 'too_many_emails', 'listed reason');
  perform tests.eq(v_lead.cancellation_other_reason, null::text, 'free text only with other');
end
$$;
