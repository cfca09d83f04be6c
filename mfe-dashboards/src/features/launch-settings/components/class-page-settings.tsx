import { actionErrorText } from '../../shared/error-text';
import { useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import type { StaffClassWithPage } from '@funil/data-client/staff/launch-classes';
import { Field } from '../../shared/components/field';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { useSaveClassPageMutation } from '../api/use-save-class-page-mutation';
import { fromLocalInput, toLocalInput } from '../launch-form';
import ui from '../../shared/components/ui.module.css';

export const CLASS_PAGE_SETTINGS_TEXT = {
  legend: 'Página da aula',
  intro:
    'A página /aula desta aula: quanto dura a transmissão (depois dela fica o replay), quando aparece a chamada para a oferta (em minutos desde o início) e até quando o replay fica no ar (vazio: até o fim das condições especiais).',
  save: 'Salvar página da aula',
  saved: 'Página da aula salva.',
} as const;

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** One saved class's page: duration, offer window, replay end (public.save_class_page). */
export function ClassPageSettings({ aula, index }: { aula: StaffClassWithPage; index: number }) {
  const [duration, setDuration] = useState(String(aula.duration_minutes));
  const [offerFrom, setOfferFrom] = useState(aula.offer_from_minute === null ? '' : String(aula.offer_from_minute));
  const [offerTo, setOfferTo] = useState(aula.offer_to_minute === null ? '' : String(aula.offer_to_minute));
  const [replayUntil, setReplayUntil] = useState(aula.replay_until ? toLocalInput(aula.replay_until) : '');
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useSaveClassPageMutation({
    onMutate: () => setNotice(null),
    onSuccess: () => setNotice(successNotice(CLASS_PAGE_SETTINGS_TEXT.saved)),
    onError: (error) =>
      setNotice(failureNotice(actionErrorText(error, 'Erro ao salvar a página da aula. Tente novamente.'))),
  });
  const n = index + 1;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      classId: aula.id,
      settings: {
        duration_minutes: Number(duration),
        offer_from_minute: numberOrNull(offerFrom),
        offer_to_minute: numberOrNull(offerTo),
        replay_until: replayUntil ? fromLocalInput(replayUntil) : null,
      },
    });
  }

  return (
    <form onSubmit={submit} aria-label={`${CLASS_PAGE_SETTINGS_TEXT.legend} ${n}`} noValidate>
      <fieldset className={ui.filters}>
        <legend>
          {CLASS_PAGE_SETTINGS_TEXT.legend} {n} (<a href={`/aula?aula=${aula.id}`}>abrir</a>)
        </legend>
        <Field label={`Duração da aula ${n} (minutos)`}>
          {(id) => (
            <Input
              id={id}
              type="number"
              min={10}
              max={600}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
            />
          )}
        </Field>
        <Field label={`Oferta da aula ${n}: início (minuto)`}>
          {(id) => (
            <Input id={id} type="number" min={0} value={offerFrom} onChange={(e) => setOfferFrom(e.target.value)} />
          )}
        </Field>
        <Field label={`Oferta da aula ${n}: fim (minuto)`}>
          {(id) => <Input id={id} type="number" min={1} value={offerTo} onChange={(e) => setOfferTo(e.target.value)} />}
        </Field>
        <Field label={`Replay da aula ${n} no ar até (horário de Brasília)`}>
          {(id) => (
            <Input id={id} type="datetime-local" value={replayUntil} onChange={(e) => setReplayUntil(e.target.value)} />
          )}
        </Field>
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : `${CLASS_PAGE_SETTINGS_TEXT.save} ${n}`}
        </Button>
      </fieldset>
      <NoticeText notice={notice} />
    </form>
  );
}
