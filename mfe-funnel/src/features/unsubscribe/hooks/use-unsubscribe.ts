import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoad } from '@funil/shared-ui/load/use-load';
import { dataErrorKind, errorText } from '@funil/data-client/error-text';
import {
  cancelSubscription,
  getUnsubscribeContext,
  type UnsubscribeReason,
} from '@funil/data-client/public/unsubscribe';

// The zod schema is fetched once the form is shown (or on submit), not with the page.
const loadSchema = () => import('@funil/data-client/schemas/unsubscribe');

export type UnsubscribeView =
  | { kind: 'validating' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; firstName: string }
  | { kind: 'done'; firstName: string };

/** The page's texts (visitor-side.md §8, 'Unsubscribe'). */
export const UNSUBSCRIBE_TEXTS = {
  noHash: 'Link inválido. Parâmetro de identificação não encontrado.',
  notFound: 'Link inválido ou expirado. Não foi possível encontrar sua inscrição.',
  validateFailed: 'Erro ao validar o link. Tente novamente mais tarde.',
  alreadyCancelled: 'Esta inscrição já foi cancelada anteriormente.',
  internal: 'Erro interno. Tente novamente mais tarde.',
  cancelFailed: 'Erro ao cancelar inscrição. Tente novamente mais tarde.',
} as const;

/** What a submit ended in, for the link it was made with. */
type Outcome = { hash: string | null; view: Extract<UnsubscribeView, { kind: 'invalid' | 'done' }> };

/**
 * The unsubscribe flow (visitor-side.md §4): validating (the link's check loading) -> invalid, or ready -> submitting
 * -> done.
 * The reason and text are kept on any error; a second submit while one is in flight is ignored.
 */
export function useUnsubscribe(hash: string | null) {
  const load = useCallback(() => getUnsubscribeContext(hash), [hash]);
  const context = useLoad(load, { errorLog: 'Erro ao validar link de descadastro' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState<UnsubscribeReason | ''>('');
  const [otherReason, setOtherReason] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'other_reason' | null; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const view: UnsubscribeView =
    outcome && outcome.hash === hash
      ? outcome.view
      : context.status === 'loading'
        ? { kind: 'validating' }
        : context.status === 'error'
          ? {
              kind: 'invalid',
              // No token in the link: data-client refuses before asking ('not_found'); anything else: the check failed.
              message:
                dataErrorKind(context.error) === null
                  ? UNSUBSCRIBE_TEXTS.internal
                  : errorText(context.error, {
                      fallback: UNSUBSCRIBE_TEXTS.validateFailed,
                      notFound: UNSUBSCRIBE_TEXTS.noHash,
                    }),
            }
          : !context.data
            ? { kind: 'invalid', message: UNSUBSCRIBE_TEXTS.notFound }
            : !context.data.active
              ? { kind: 'invalid', message: UNSUBSCRIBE_TEXTS.alreadyCancelled }
              : { kind: 'ready', firstName: context.data.firstName };

  const ready = view.kind === 'ready';
  useEffect(() => {
    if (ready) void loadSchema().catch(() => undefined);
  }, [ready]);

  function chooseReason(next: UnsubscribeReason) {
    setReason(next);
    setError(null);
  }

  function changeOtherReason(text: string) {
    setOtherReason(text);
    if (error?.field === 'other_reason') setError(null);
  }

  async function submit() {
    if (inFlight.current || view.kind !== 'ready' || hash === null) return;
    inFlight.current = true;
    let unsubscribeSchema: Awaited<ReturnType<typeof loadSchema>>['unsubscribeSchema'];
    try {
      ({ unsubscribeSchema } = await loadSchema());
    } catch (cause) {
      console.error('Erro ao carregar a validação do formulário', cause);
      setError({ field: null, message: UNSUBSCRIBE_TEXTS.internal });
      inFlight.current = false;
      return;
    }
    const parsed = unsubscribeSchema.safeParse({ reason, other_reason: otherReason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'other_reason' ? 'other_reason' : 'reason';
      setError({ field, message: issue?.message ?? UNSUBSCRIBE_TEXTS.internal });
      inFlight.current = false;
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await cancelSubscription(
        hash,
        parsed.data.reason,
        parsed.data.reason === 'other' ? parsed.data.other_reason : null,
      );
      if (result === 'already_cancelled')
        setOutcome({ hash, view: { kind: 'invalid', message: UNSUBSCRIBE_TEXTS.alreadyCancelled } });
      else setOutcome({ hash, view: { kind: 'done', firstName: view.firstName } });
    } catch (cause) {
      console.error('Erro ao cancelar inscrição', cause);
      setError({
        field: null,
        message:
          dataErrorKind(cause) === null
            ? UNSUBSCRIBE_TEXTS.internal
            : errorText(cause, { fallback: UNSUBSCRIBE_TEXTS.cancelFailed }),
      });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { view, reason, otherReason, error, submitting, chooseReason, changeOtherReason, submit };
}
