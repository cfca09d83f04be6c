-- A sender's report (email_report_results) finds its rows by id. Each of its four updates matched "id = the result's
-- and status = 'sending'", and the status test let the planner start from the lease index (private.email_outbox_lease_idx,
-- the rows being sent): when the table's statistics were taken before any row was leased, which is how every bulk send
-- starts (its rows inserted and analysed as pending), the planner expects one leased row and read every leased row for
-- every report (thousands at 200 messages a second) until autovacuum analysed the table again, minutes later
-- (docs/performance.md, "the reports' plan"). Written as `(o.status || '') = 'sending'`, the status test is the same
-- test but matches no index, so each result's row is found through the primary key whatever the statistics say.
create or replace function public.email_report_results(p_secret text, p_results jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_max integer := (select s.max_attempts from private.email_settings s);
  v_sent integer;
  v_retry integer;
  v_failed integer;
  v_unsent integer;
begin
  perform private.require_email_secret(p_secret);
  if p_results is null or jsonb_typeof(p_results) <> 'array' then
    raise exception using errcode = '22023', message = 'Resultados inválidos.';
  end if;
  if exists (select 1 from jsonb_array_elements(p_results) r
             where jsonb_typeof(r) <> 'object' or coalesce(r ->> 'id', '') !~ '^[0-9]{1,18}$'
                or coalesce(r ->> 'outcome', '') not in ('sent', 'temporary', 'permanent', 'unsent')) then
    raise exception using errcode = '22023', message = 'Resultado inválido: cada item precisa de id e de outcome sent, temporary, permanent ou unsent.';
  end if;

  update private.email_outbox o
  set status = 'sent', sent_at = now(), lease_until = null, link_token = null, last_error = null,
      provider_message_id = r.provider_id
  from private.email_results(p_results) r
  where o.id = r.id and r.outcome = 'sent' and (o.status || '') = 'sending';
  get diagnostics v_sent = row_count;

  update private.email_outbox o
  set status = 'pending', lease_until = null, last_error = coalesce(r.error, 'falha temporária'),
      next_attempt_at = now() + least(interval '30 seconds' * power(2, greatest(o.attempts - 1, 0)), interval '1 hour')
  from private.email_results(p_results) r
  where o.id = r.id and r.outcome = 'temporary' and (o.status || '') = 'sending' and o.attempts < v_max;
  get diagnostics v_retry = row_count;

  update private.email_outbox o
  set status = 'pending', lease_until = null, attempts = greatest(o.attempts - 1, 0),
      last_error = coalesce(r.error, 'remetente mal configurado'), next_attempt_at = now() + interval '1 minute'
  from private.email_results(p_results) r
  where o.id = r.id and r.outcome = 'unsent' and (o.status || '') = 'sending';
  get diagnostics v_unsent = row_count;

  update private.email_outbox o
  set status = 'failed', lease_until = null, link_token = null,
      last_error = coalesce(r.error, case when r.outcome = 'permanent' then 'falha permanente' else 'falha temporária' end)
  from private.email_results(p_results) r
  where o.id = r.id and (o.status || '') = 'sending' and (r.outcome = 'permanent' or (r.outcome = 'temporary' and o.attempts >= v_max));
  get diagnostics v_failed = row_count;

  return jsonb_build_object('sent', v_sent, 'retry', v_retry + v_unsent, 'failed', v_failed);
end
$$;
