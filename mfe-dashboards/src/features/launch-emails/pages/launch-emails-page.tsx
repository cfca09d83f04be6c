import { actionErrorText, loadErrorText } from '../../shared/error-text';
import { useState } from 'react';
import { EmptyState } from '@funil/shared-ui/empty-state';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LaunchSelect } from '../../shared/components/launch-select';
import { LoadError } from '../../shared/components/load-error';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { useLaunchEmailMessagesQuery } from '../api/use-launch-email-messages-query';
import { useLaunchEmailPlanQuery } from '../api/use-launch-email-plan-query';
import { usePauseEmailMessageMutation } from '../api/use-pause-email-message-mutation';
import { DeliveryRates } from '../components/delivery-rates';
import { HeldBackConfirmations } from '../components/held-back-confirmations';
import { MessageCard } from '../components/message-card';
import { MessageEditor } from '../components/message-editor';
import { SendPlan } from '../components/send-plan';
import { LAUNCH_EMAILS_TEXT, SEND_PLAN_TEXT } from '../launch-email-text';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import styles from '../components/launch-emails.module.css';

export function LaunchEmails() {
  const { options, launch, setLaunch } = useLaunchChoice();
  const messages = useLaunchEmailMessagesQuery(launch);
  const plan = useLaunchEmailPlanQuery(launch);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pause = usePauseEmailMessageMutation({
    onSuccess: (_, { paused }) =>
      setNotice(successNotice(paused ? LAUNCH_EMAILS_TEXT.paused_notice : LAUNCH_EMAILS_TEXT.resumed_notice)),
    onError: (error) =>
      setNotice(failureNotice(actionErrorText(error, 'Erro ao pausar ou retomar a mensagem. Tente novamente.'))),
  });
  const editing = messages.data?.find((m) => m.id === editingId) ?? null;

  function togglePause(message: EmailMessage) {
    setNotice(null);
    pause.mutate({ id: message.id, paused: !message.paused });
  }

  return (
    <>
      <p className={layout.muted}>{LAUNCH_EMAILS_TEXT.intro}</p>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <LaunchSelect
          options={options}
          value={launch}
          onChange={(value) => {
            setEditingId(null);
            setLaunch(value);
          }}
        />
      </div>
      <NoticeText notice={notice} />
      <section className={styles.plan} aria-labelledby="planejamento-envios">
        <h2 id="planejamento-envios" className={styles.cardTitle}>
          {SEND_PLAN_TEXT.title}
        </h2>
        <p className={layout.muted}>{SEND_PLAN_TEXT.intro}</p>
        {plan.isError ? (
          <LoadError detail={loadErrorText(plan.error)} onRetry={() => void plan.refetch()} />
        ) : !plan.data ? (
          <p role="status">{SEND_PLAN_TEXT.loading}</p>
        ) : (
          <SendPlan plans={plan.data} />
        )}
      </section>
      {messages.isError ? (
        <LoadError detail={loadErrorText(messages.error)} onRetry={() => void messages.refetch()} />
      ) : !messages.data ? (
        <p role="status">{LAUNCH_EMAILS_TEXT.loading}</p>
      ) : messages.data.length === 0 ? (
        <EmptyState title={LAUNCH_EMAILS_TEXT.noMessages} />
      ) : (
        <ul className={styles.list} aria-label="Mensagens">
          {messages.data.map((message) =>
            editing?.id === message.id ? (
              <li key={message.id}>
                <MessageEditor message={editing} onClose={() => setEditingId(null)} />
              </li>
            ) : (
              <MessageCard
                key={message.id}
                message={message}
                onEdit={(m) => {
                  setNotice(null);
                  setEditingId(m.id);
                }}
                onTogglePause={togglePause}
                pausing={pause.isPending && pause.variables?.id === message.id}
              />
            ),
          )}
        </ul>
      )}
      <DeliveryRates lancamento={launch} />
      <HeldBackConfirmations lancamento={launch} />
    </>
  );
}

/** The launch's e-mails for staff (/campanhas/emails): send times, counts, edit, preview, test, pause. */
export default function LaunchEmailsPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title={LAUNCH_EMAILS_TEXT.title}>
      <LaunchEmails />
    </DashboardPage>
  );
}
