import { useEffect, useRef, useState } from 'react';
import { DataError, MESSAGES } from '@funil/data-client/src/errors';
import { cancelSubscription, getUnsubscribeContext, type UnsubscribeReason } from '@funil/data-client/src/public/unsubscribe';

// The zod schema is fetched once the form is shown (or on submit), not with the page.
const loadSchema = () => import('@funil/data-client/src/schemas/unsubscribe');

export type UnsubscribeView =
  | { kind: 'validating' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; firstName: string }
  | { kind: 'done'; firstName: string };

/** A thrown DataError carries the spec's message; anything else is 'Erro interno. Tente novamente mais tarde.'. */
function messageOf(cause: unknown): string {
  return cause instanceof DataError ? cause.message : MESSAGES.unsubscribeInternal;
}

/**
 * The unsubscribe flow (visitor-side.md §4): validating -> invalid, or ready -> submitting -> done.
 * The reason and text are kept on any error; a second submit while one is in flight is ignored.
 */
export function useUnsubscribe(hash: string | null) {
  const [view, setView] = useState<UnsubscribeView>({ kind: 'validating' });
  const [reason, setReason] = useState<UnsubscribeReason | ''>('');
  const [otherReason, setOtherReason] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'other_reason' | null; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let current = true;
    setView({ kind: 'validating' });
    getUnsubscribeContext(hash)
      .then((context) => {
        if (!current) return;
        if (!context) setView({ kind: 'invalid', message: MESSAGES.unsubscribeNotFound });
        else if (!context.active) setView({ kind: 'invalid', message: MESSAGES.unsubscribeAlreadyCancelled });
        else {
          setView({ kind: 'ready', firstName: context.firstName });
          void loadSchema().catch(() => undefined);
        }
      })
      .catch((cause: unknown) => {
        if (!current) return;
        console.error('Erro ao validar link de descadastro', cause);
        setView({ kind: 'invalid', message: messageOf(cause) });
      });
    return () => {
      current = false;
    };
  }, [hash]);

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
      setError({ field: null, message: MESSAGES.unsubscribeInternal });
      inFlight.current = false;
      return;
    }
    const parsed = unsubscribeSchema.safeParse({ reason, other_reason: otherReason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'other_reason' ? 'other_reason' : 'reason';
      setError({ field, message: issue?.message ?? MESSAGES.unsubscribeInternal });
      inFlight.current = false;
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await cancelSubscription(hash, parsed.data.reason, parsed.data.reason === 'other' ? parsed.data.other_reason : null);
      if (result === 'already_cancelled') setView({ kind: 'invalid', message: MESSAGES.unsubscribeAlreadyCancelled });
      else setView({ kind: 'done', firstName: view.firstName });
    } catch (cause) {
      console.error('Erro ao cancelar inscrição', cause);
      setError({ field: null, message: messageOf(cause) });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { view, reason, otherReason, error, submitting, chooseReason, changeOtherReason, submit };
}
