import { formatNumber } from '@funil/shared-ui/format/numbers';
import { StatusBadge } from '@funil/shared-ui/badge';
import { Table } from '@funil/shared-ui/table';
import type { EmailSendPlan } from '@funil/data-client/staff/launch-emails';
import { emailMessageLabel } from '../../shared/email-labels';
import { formatDateTime } from '../../shared/format';
import { formatDuration, formatRate, planProblem, planStatus, SEND_PLAN_TEXT } from '../launch-email-text';
import styles from './launch-emails.module.css';

const TONE = { ok: 'success', early: 'info', late: 'danger' } as const;

/** Every scheduled send of the launch against its deadline: problems first, in words, then the table. */
export function SendPlan({ plans }: { plans: EmailSendPlan[] }) {
  if (plans.length === 0) return <p>{SEND_PLAN_TEXT.empty}</p>;
  const problems = plans
    .map((plan) => planProblem(plan, emailMessageLabel(plan.message_key)))
    .filter((problem): problem is string => problem !== null);
  return (
    <>
      {problems.length > 0 ? (
        <ul className={styles.planProblems} aria-label={SEND_PLAN_TEXT.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <Table caption={SEND_PLAN_TEXT.caption} captionHidden scrollLabel={SEND_PLAN_TEXT.caption}>
        <thead>
          <tr>
            <th scope="col">{SEND_PLAN_TEXT.message}</th>
            <th scope="col">{SEND_PLAN_TEXT.recipients}</th>
            <th scope="col">{SEND_PLAN_TEXT.rate}</th>
            <th scope="col">{SEND_PLAN_TEXT.duration}</th>
            <th scope="col">{SEND_PLAN_TEXT.start}</th>
            <th scope="col">{SEND_PLAN_TEXT.last}</th>
            <th scope="col">{SEND_PLAN_TEXT.status}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const status = planStatus(plan);
            return (
              <tr key={`${plan.message_key}:${plan.class_id ?? 0}`} data-message-key={plan.message_key}>
                <th scope="row">
                  {emailMessageLabel(plan.message_key)}
                  {plan.class_title ? ` (${plan.class_title})` : ''}
                </th>
                <td>{formatNumber(plan.recipients)}</td>
                <td>{formatRate(plan.messages_per_second)}</td>
                <td>{formatDuration(plan.duration_seconds)}</td>
                <td>{formatDateTime(plan.start_at)}</td>
                <td>{formatDateTime(plan.last_leaves_at)}</td>
                <td>
                  <StatusBadge tone={TONE[status]}>{SEND_PLAN_TEXT[status]}</StatusBadge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
