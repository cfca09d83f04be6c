import { actionErrorText, loadErrorText } from '../../shared/error-text';
import { Notice as NoticeBox } from '@funil/shared-ui/notice';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useState, type FormEvent } from 'react';
import type { LaunchSettings } from '@funil/data-client/staff/launch-settings';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { PlatformFeePanel } from '../components/platform-fee-panel';
import { ConfirmDialog, type ConfirmRequest } from '../../shared/components/confirm-dialog';
import { LoadError } from '../../shared/components/load-error';
import { Field } from '../../shared/components/field';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { useLaunchSettingsQuery } from '../api/use-launch-settings-query';
import { useSaveLaunchMutation } from '../api/use-save-launch-mutation';
import { useMakeLaunchCurrentMutation } from '../api/use-make-launch-current-mutation';
import { LaunchClassesEditor } from '../components/launch-classes-editor';
import { LaunchListTable } from '../components/launch-list-table';
import {
  duplicateLaunchMessage,
  fromLocalInput,
  isDraftDirty,
  LAUNCH_SETTINGS_TEXT,
  LINK_FIELDS,
  nextLaunchDraft,
  TEXT_FIELDS,
  TIMESTAMP_FIELDS,
  toLocalInput,
  validateLaunch,
  type LaunchDraft,
} from '../launch-form';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';

function LaunchEditor({
  initial,
  isNew,
  existing,
  onSaved,
  onDirtyChange,
}: {
  initial: LaunchDraft;
  isNew: boolean;
  /** Every launch (a new one may not reuse a number). */
  existing: readonly LaunchSettings[];
  onSaved: (n: number) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [draft, setDraftState] = useState<LaunchDraft>(initial);
  const [message, setMessage] = useState<Notice | null>(null);
  const save = useSaveLaunchMutation({
    onMutate: () => setMessage(null),
    onSuccess: (saved) => {
      onDirtyChange(false);
      onSaved(saved);
    },
    onError: (e) => setMessage(failureNotice(actionErrorText(e, 'Erro ao salvar o lançamento. Tente novamente.'))),
  });
  const saving = save.isPending;
  function setDraft(next: LaunchDraft) {
    setDraftState(next);
    onDirtyChange(isNew || isDraftDirty(initial, next));
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = (isNew ? duplicateLaunchMessage(draft.lancamento, existing) : null) ?? validateLaunch(draft);
    if (invalid) {
      setMessage(failureNotice(invalid));
      return;
    }
    save.mutate({ launch: draft, isNew });
  }
  return (
    <form
      onSubmit={submit}
      className={layout.panel}
      aria-label={isNew ? 'Novo lançamento' : `Editar lançamento ${draft.lancamento}`}
      noValidate
    >
      <h2 className={layout.panelTitle}>
        {isNew ? `Novo lançamento (${draft.lancamento})` : `Lançamento ${draft.lancamento}`}
      </h2>
      <div className={ui.filters}>
        {isNew && (
          <Field label="Número do lançamento">
            {(id) => (
              <Input
                id={id}
                type="number"
                min={1}
                value={draft.lancamento}
                onChange={(e) => setDraft({ ...draft, lancamento: Number(e.target.value) })}
              />
            )}
          </Field>
        )}
        {TEXT_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            {(id) => (
              <Input id={id} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
            )}
          </Field>
        ))}
      </div>
      <fieldset className={ui.filters}>
        <legend>Datas (horário de Brasília)</legend>
        {TIMESTAMP_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            {(id) => (
              <Input
                id={id}
                type="datetime-local"
                value={toLocalInput(draft[key])}
                onChange={(e) => setDraft({ ...draft, [key]: fromLocalInput(e.target.value) })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset className={ui.filters} aria-describedby="links-exemplo">
        <legend>Links de grupos e checkout</legend>
        <p id="links-exemplo" className={layout.muted}>
          {LAUNCH_SETTINGS_TEXT.exampleLinks}
        </p>
        {LINK_FIELDS.map(([key, label, required]) => (
          <Field key={key} label={required ? label : `${label} (opcional)`}>
            {(id) => (
              <Input
                id={id}
                type="url"
                value={draft[key] ?? ''}
                onChange={(e) => setDraft({ ...draft, [key]: required ? e.target.value : e.target.value || null })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Button variant="secondary" type="submit" disabled={saving}>
        {saving ? 'Salvando...' : isNew ? 'Criar lançamento' : 'Salvar alterações'}
      </Button>
      <NoticeText notice={message} />
    </form>
  );
}

function withoutCurrent(launch: LaunchSettings): LaunchDraft {
  const { is_current: _current, ...rest } = launch;
  return rest;
}

function LaunchSettingsScreen() {
  const launches = useLaunchSettingsQuery();
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [currentMessage, setCurrentMessage] = useState<Notice | null>(null);
  // Kept here: saving a new launch re-opens the editor on it, and the confirmation must survive that.
  const [saved, setSaved] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const makeCurrent = useMakeLaunchCurrentMutation({
    onMutate: () => setCurrentMessage(null),
    onSuccess: (_done, n) =>
      setCurrentMessage(
        successNotice(`Lançamento ${n} agora é o atual. As páginas públicas já usam as novas datas e links.`),
      ),
    onError: (e) =>
      setCurrentMessage(failureNotice(actionErrorText(e, 'Erro ao tornar o lançamento atual. Tente novamente.'))),
  });

  if (launches.isError)
    return <LoadError detail={loadErrorText(launches.error)} onRetry={() => void launches.refetch()} />;
  if (!launches.data) return <p role="status">Carregando dados...</p>;
  const list: LaunchSettings[] = launches.data;
  const current = list.find((l) => l.is_current);
  const editingLaunch =
    selected === 'new'
      ? null
      : list.find((l) => l.lancamento === (selected ?? current?.lancamento ?? list[0]?.lancamento));
  const editing: LaunchDraft | null =
    selected === 'new' ? nextLaunchDraft(list) : editingLaunch ? withoutCurrent(editingLaunch) : null;

  /** Opens another launch (or a new one) in the editor; unsaved edits are only discarded after a confirmation. */
  function open(next: number | 'new') {
    const go = () => {
      setDirty(false);
      setSaved(null);
      setSelected(next);
    };
    if (!dirty || !editing) return go();
    setConfirm({
      message: LAUNCH_SETTINGS_TEXT.discardConfirm(editing.lancamento),
      confirmLabel: 'Descartar alterações',
      onConfirm: go,
    });
  }

  return (
    <div className={layout.stack}>
      {list.length === 0 ? (
        <EmptyState
          title="Nenhum lançamento cadastrado."
          description={<>Crie o primeiro com &quot;Criar próximo lançamento&quot;.</>}
        />
      ) : (
        <LaunchListTable
          list={list}
          onEdit={open}
          onMakeCurrent={(n) =>
            setConfirm({
              message: LAUNCH_SETTINGS_TEXT.makeCurrentConfirm(n),
              confirmLabel: 'Tornar atual',
              onConfirm: () => makeCurrent.mutate(n),
            })
          }
        />
      )}
      <NoticeText notice={currentMessage} />
      <div className={ui.toolbar}>
        <Button variant="secondary" onClick={() => open('new')}>
          Criar próximo lançamento
        </Button>
      </div>
      {saved && (
        <NoticeBox tone="success" role="status">
          {saved}
        </NoticeBox>
      )}
      {editing && (
        <LaunchEditor
          key={selected === 'new' ? 'new' : editing.lancamento}
          initial={editing}
          isNew={selected === 'new'}
          existing={list}
          onDirtyChange={setDirty}
          onSaved={(n) => {
            setSaved(`Lançamento ${n} salvo com sucesso!`);
            setSelected(n);
          }}
        />
      )}
      {editing && selected !== 'new' && <PlatformFeePanel lancamento={editing.lancamento} />}
      {editing && selected !== 'new' && <LaunchClassesEditor lancamento={editing.lancamento} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** Launch settings (/campanhas/lancamentos). */
export default function LaunchSettingsPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Configurações de Lançamento">
      <LaunchSettingsScreen />
    </DashboardPage>
  );
}
