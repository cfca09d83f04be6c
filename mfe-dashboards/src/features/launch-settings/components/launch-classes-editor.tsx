import { actionErrorText, loadErrorText } from '../../shared/error-text';
import { useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import type { StaffClassWithPage, StaffLaunchClass } from '@funil/data-client/staff/launch-classes';
import { CLASS_PAGE_SETTINGS_TEXT, ClassPageSettings } from './class-page-settings';
import { Field } from '../../shared/components/field';
import { LoadError } from '../../shared/components/load-error';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { useLaunchClassesQuery } from '../api/use-launch-classes-query';
import { useSaveLaunchClassesMutation } from '../api/use-save-launch-classes-mutation';
import { fromLocalInput, toLocalInput } from '../launch-form';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';

interface ClassDraft {
  key: string;
  id: number | null;
  title: string;
  /** datetime-local value, Brasília time. */
  startsAt: string;
  liveUrl: string;
}

export const LAUNCH_CLASSES_TEXT = {
  legend: 'Aulas ao vivo',
  intro:
    'As aulas do lançamento: a programação e o link de agenda das páginas de obrigado e os horários dos e-mails (lembrete 1 hora antes e "estamos ao vivo" no início de cada aula) vêm daqui.',
  none: 'Nenhuma aula cadastrada: as páginas usam o início do evento.',
  add: 'Adicionar aula',
  save: 'Salvar aulas',
  saved: 'Aulas salvas.',
  incomplete: 'Preencha o título e a data de cada aula.',
} as const;

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `c${nextKey}`;
}

function toDraft(c: StaffLaunchClass): ClassDraft {
  return { key: newKey(), id: c.id, title: c.title, startsAt: toLocalInput(c.starts_at), liveUrl: c.live_url ?? '' };
}

function ClassesForm({ lancamento, initial }: { lancamento: number; initial: StaffLaunchClass[] }) {
  const [drafts, setDrafts] = useState<ClassDraft[]>(() => initial.map(toDraft));
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useSaveLaunchClassesMutation({
    onMutate: () => setNotice(null),
    onSuccess: (saved) => {
      setDrafts(saved.map(toDraft));
      setNotice(successNotice(LAUNCH_CLASSES_TEXT.saved));
    },
    onError: (error) => setNotice(failureNotice(actionErrorText(error, 'Erro ao salvar as aulas. Tente novamente.'))),
  });

  function update(key: string, patch: Partial<ClassDraft>) {
    setDrafts(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (drafts.some((d) => !d.title.trim() || !d.startsAt)) {
      setNotice(failureNotice(LAUNCH_CLASSES_TEXT.incomplete));
      return;
    }
    save.mutate({
      lancamento,
      classes: drafts.map((d) => ({
        id: d.id,
        title: d.title.trim(),
        starts_at: fromLocalInput(d.startsAt),
        live_url: d.liveUrl.trim() || null,
      })),
    });
  }

  return (
    <form onSubmit={submit} className={layout.panel} aria-label={`Aulas do lançamento ${lancamento}`} noValidate>
      <h2 className={layout.panelTitle}>{LAUNCH_CLASSES_TEXT.legend}</h2>
      <p className={layout.muted}>{LAUNCH_CLASSES_TEXT.intro}</p>
      {drafts.length === 0 && <p>{LAUNCH_CLASSES_TEXT.none}</p>}
      {drafts.map((d, i) => (
        <fieldset key={d.key} className={ui.filters}>
          <legend>Aula {i + 1}</legend>
          <Field label={`Título da aula ${i + 1}`}>
            {(id) => <Input id={id} value={d.title} onChange={(e) => update(d.key, { title: e.target.value })} />}
          </Field>
          <Field label={`Início da aula ${i + 1} (horário de Brasília)`}>
            {(id) => (
              <Input
                id={id}
                type="datetime-local"
                value={d.startsAt}
                onChange={(e) => update(d.key, { startsAt: e.target.value })}
              />
            )}
          </Field>
          <Field label={`Link da transmissão da aula ${i + 1} (opcional)`}>
            {(id) => (
              <Input
                id={id}
                type="url"
                value={d.liveUrl}
                onChange={(e) => update(d.key, { liveUrl: e.target.value })}
              />
            )}
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setDrafts(drafts.filter((x) => x.key !== d.key))}
            aria-label={`Remover a aula ${i + 1}`}
          >
            Remover
          </Button>
        </fieldset>
      ))}
      <div className={ui.toolbar}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setDrafts([...drafts, { key: newKey(), id: null, title: '', startsAt: '', liveUrl: '' }])}
        >
          {LAUNCH_CLASSES_TEXT.add}
        </Button>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : LAUNCH_CLASSES_TEXT.save}
        </Button>
      </div>
      <NoticeText notice={notice} />
    </form>
  );
}

/** The live classes of a saved launch, edited as a list and saved together. */
export function LaunchClassesEditor({ lancamento }: { lancamento: number }) {
  const classes = useLaunchClassesQuery(lancamento);
  if (classes.isError)
    return <LoadError detail={loadErrorText(classes.error)} onRetry={() => void classes.refetch()} />;
  if (!classes.data) return <p role="status">Carregando aulas...</p>;
  return (
    <>
      <ClassesForm key={lancamento} lancamento={lancamento} initial={classes.data} />
      {classes.data.length > 0 && (
        <section className={layout.panel} aria-labelledby="paginas-das-aulas">
          <h2 id="paginas-das-aulas" className={layout.panelTitle}>
            Páginas das aulas
          </h2>
          <p className={layout.muted}>{CLASS_PAGE_SETTINGS_TEXT.intro}</p>
          {classes.data.map((aula: StaffClassWithPage, i) => (
            <ClassPageSettings
              key={`${aula.id}-${aula.duration_minutes}-${aula.offer_from_minute}`}
              aula={aula}
              index={i}
            />
          ))}
        </section>
      )}
    </>
  );
}
