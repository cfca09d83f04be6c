import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { Field } from '@funil/shared-ui/field';
import { Notice } from '@funil/shared-ui/notice';
import { RadioGroup } from '@funil/shared-ui/radio-group';
import { Textarea } from '@funil/shared-ui/textarea';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import {
  CANCELLING_LABEL,
  INVALID_TITLE,
  KEEP_LABEL,
  PROCEED_LABEL,
  REASON_OPTIONS,
  SUCCESS_TITLE,
  VALIDATING_LABEL,
} from '../unsubscribe-content';
import styles from './unsubscribe-page.module.css';

const ERROR_ID = 'descadastro-erro';
const HOME = '/';

/** /descadastro?hash=... (exposed as mfe_funnel/Unsubscribe): visitor-side.md §2, §4, §5, §8 'Unsubscribe'. */
export default function UnsubscribePage(_props: Record<string, unknown>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const flow = useUnsubscribe(searchParams.get('hash'));
  const { view } = flow;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void flow.submit();
  }

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        {view.kind === 'validating' && (
          <section className={styles.card} aria-busy="true">
            <div className={styles.spinner} aria-hidden="true" />
            <h1 className={styles.title} role="status">
              {VALIDATING_LABEL}
            </h1>
          </section>
        )}

        {view.kind === 'invalid' && (
          <section className={styles.card} aria-labelledby="descadastro-titulo">
            <div className={`${styles.icon} ${styles.iconDanger}`} aria-hidden="true">
              !
            </div>
            <h1 id="descadastro-titulo" className={styles.title}>
              {INVALID_TITLE}
            </h1>
            <p className={styles.message} role="alert">
              {view.message}
            </p>
            <CtaButton variant="primary" onClick={() => navigate(HOME)}>
              Voltar para a Página Inicial
            </CtaButton>
          </section>
        )}

        {view.kind === 'ready' && (
          <form
            className={styles.card}
            onSubmit={handleSubmit}
            aria-labelledby="descadastro-titulo"
            aria-busy={flow.submitting}
            noValidate
          >
            <h1 id="descadastro-titulo" className={styles.title}>
              Cancelar inscrição
            </h1>
            <p className={styles.message}>
              {view.firstName ? `Olá, ${view.firstName}!` : 'Olá!'} Sentiremos sua falta. Antes de cancelar, conte para
              nós por que você quer deixar de receber nossas mensagens.
            </p>
            <div className={styles.fields}>
              <RadioGroup
                legend="Motivo do cancelamento"
                appearance="card"
                idPrefix="descadastro-motivo"
                name="reason"
                options={REASON_OPTIONS}
                value={flow.reason === '' ? null : flow.reason}
                onChange={flow.chooseReason}
                disabled={flow.submitting}
                invalid={flow.error?.field === 'reason'}
                describedBy={flow.error?.field === 'reason' ? ERROR_ID : undefined}
              />
              {flow.reason === 'other' && (
                <Field id="descadastro-outro-motivo" label="Descreva o motivo">
                  {(control) => (
                    <Textarea
                      {...control}
                      name="other_reason"
                      rows={3}
                      required
                      value={flow.otherReason}
                      onChange={(e) => flow.changeOtherReason(e.target.value)}
                      disabled={flow.submitting}
                      aria-invalid={flow.error?.field === 'other_reason' || undefined}
                      aria-describedby={flow.error?.field === 'other_reason' ? ERROR_ID : undefined}
                      placeholder="Conte para nós o que aconteceu"
                    />
                  )}
                </Field>
              )}
            </div>
            {flow.error && (
              <div className={styles.fields}>
                <Notice id={ERROR_ID} tone="danger" role="alert">
                  {flow.error.message}
                </Notice>
              </div>
            )}
            <div className={styles.actions}>
              <CtaButton variant="secondary" onClick={() => navigate(HOME)} disabled={flow.submitting}>
                {KEEP_LABEL}
              </CtaButton>
              <CtaButton type="submit" variant="primary" disabled={flow.reason === '' || flow.submitting}>
                {flow.submitting ? CANCELLING_LABEL : PROCEED_LABEL}
              </CtaButton>
            </div>
          </form>
        )}

        {view.kind === 'done' && (
          <section className={styles.card} aria-labelledby="descadastro-titulo">
            <div className={`${styles.icon} ${styles.iconSuccess}`} aria-hidden="true">
              ✓
            </div>
            <h1 id="descadastro-titulo" className={styles.title}>
              {SUCCESS_TITLE}
            </h1>
            <p className={styles.message} role="status">
              {view.firstName ? `${view.firstName}, sua` : 'Sua'} inscrição foi cancelada com sucesso. Você não receberá
              mais nossas mensagens sobre este lançamento.
            </p>
            <CtaButton variant="secondary" onClick={() => navigate(HOME)}>
              Voltar para a Página Inicial
            </CtaButton>
          </section>
        )}
      </main>
    </div>
  );
}
