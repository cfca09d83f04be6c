import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLaunchSettings, makeLaunchCurrent, saveLaunchSettings, type LaunchSettings } from '@funil/data-client/src/staff/launch-settings';
import { DataError } from '@funil/data-client/src/errors';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { Field } from '../../shared/components/field';
import { fromLocalInput, LINK_FIELDS, nextLaunchDraft, TEXT_FIELDS, TIMESTAMP_FIELDS, toLocalInput, validateLaunch, type LaunchDraft } from '../launch-form';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';

function LaunchEditor({ initial, isNew, onSaved }: { initial: LaunchDraft; isNew: boolean; onSaved: (n: number) => void }) {
  const [draft, setDraft] = useState<LaunchDraft>(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateLaunch(draft);
    if (invalid) {
      setMessage({ ok: false, text: invalid });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      onSaved(await saveLaunchSettings(draft));
    } catch (e) {
      setMessage({ ok: false, text: e instanceof DataError ? e.message : 'Erro ao salvar o lançamento. Tente novamente.' });
    } finally {
      setSaving(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className={layout.panel} aria-label={isNew ? 'Novo lançamento' : `Editar lançamento ${draft.lancamento}`} noValidate>
      <h2 className={layout.panelTitle}>{isNew ? `Novo lançamento (${draft.lancamento})` : `Lançamento ${draft.lancamento}`}</h2>
      <div className={ui.filters}>
        {isNew && (
          <Field label="Número do lançamento">
            {(id) => <input id={id} className={ui.input} type="number" min={1} value={draft.lancamento}
              onChange={(e) => setDraft({ ...draft, lancamento: Number(e.target.value) })} />}
          </Field>
        )}
        {TEXT_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            {(id) => <input id={id} className={ui.input} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />}
          </Field>
        ))}
      </div>
      <fieldset className={ui.filters}>
        <legend>Datas (horário de Brasília)</legend>
        {TIMESTAMP_FIELDS.map(([key, label]) => (
          <Field key={key} label={label}>
            {(id) => <input id={id} className={ui.input} type="datetime-local" value={toLocalInput(draft[key])}
              onChange={(e) => setDraft({ ...draft, [key]: fromLocalInput(e.target.value) })} />}
          </Field>
        ))}
      </fieldset>
      <fieldset className={ui.filters}>
        <legend>Links de grupos e checkout</legend>
        {LINK_FIELDS.map(([key, label, required]) => (
          <Field key={key} label={required ? label : `${label} (opcional)`}>
            {(id) => <input id={id} className={ui.input} type="url" value={draft[key] ?? ''}
              onChange={(e) => setDraft({ ...draft, [key]: required ? e.target.value : e.target.value || null })} />}
          </Field>
        ))}
      </fieldset>
      <button type="submit" className={ui.button} disabled={saving}>{saving ? 'Salvando...' : isNew ? 'Criar lançamento' : 'Salvar alterações'}</button>
      {message && <p role={message.ok ? 'status' : 'alert'} className={message.ok ? ui.success : ui.failure}>{message.text}</p>}
    </form>
  );
}

function LaunchSettingsScreen() {
  const client = useQueryClient();
  const launches = useQuery({ queryKey: ['launch-settings'], queryFn: fetchLaunchSettings });
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [currentMessage, setCurrentMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Kept here: saving a new launch re-opens the editor on it, and the confirmation must survive that.
  const [saved, setSaved] = useState<string | null>(null);

  if (launches.isError) return <LoadError detail={launches.error.message} onRetry={() => void launches.refetch()} />;
  if (!launches.data) return <p role="status">Carregando dados...</p>;
  const list: LaunchSettings[] = launches.data;
  const current = list.find((l) => l.is_current);
  const editing = selected === 'new' ? nextLaunchDraft(list) : list.find((l) => l.lancamento === (selected ?? current?.lancamento ?? list[0]?.lancamento));

  async function makeCurrent(n: number) {
    setCurrentMessage(null);
    try {
      await makeLaunchCurrent(n);
      setCurrentMessage({ ok: true, text: `Lançamento ${n} agora é o atual. As páginas públicas já usam as novas datas e links.` });
      await client.invalidateQueries({ queryKey: ['launch-settings'] });
    } catch (e) {
      setCurrentMessage({ ok: false, text: e instanceof DataError ? e.message : 'Erro ao tornar o lançamento atual. Tente novamente.' });
    }
  }

  return (
    <div className={layout.stack}>
      <div className={ui.tableWrap}>
        <table className={ui.table}>
          <caption>Lançamentos</caption>
          <thead>
            <tr><th scope="col">Lançamento</th><th scope="col">Nome</th><th scope="col">Evento</th><th scope="col">Situação</th><th scope="col">Ações</th></tr>
          </thead>
          <tbody>
            {list.map((l) => (
              <tr key={l.lancamento}>
                <td className={ui.numeric}>{l.lancamento}</td>
                <td>{l.name}</td>
                <td>{l.event_date_text}</td>
                <td>{l.is_current ? <span className={ui.badge}>Atual</span> : '—'}</td>
                <td>
                  <button type="button" className={ui.button} onClick={() => { setSaved(null); setSelected(l.lancamento); }} aria-label={`Editar lançamento ${l.lancamento}`}>Editar</button>{' '}
                  {!l.is_current && (
                    <button type="button" className={ui.button} onClick={() => void makeCurrent(l.lancamento)} aria-label={`Tornar atual o lançamento ${l.lancamento}`}>Tornar atual</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {currentMessage && <p role={currentMessage.ok ? 'status' : 'alert'} className={currentMessage.ok ? ui.success : ui.failure}>{currentMessage.text}</p>}
      <div className={ui.toolbar}>
        <button type="button" className={ui.button} onClick={() => { setSaved(null); setSelected('new'); }}>Criar próximo lançamento</button>
      </div>
      {saved && <p role="status" className={ui.success}>{saved}</p>}
      {editing && (
        <LaunchEditor key={`${selected === 'new' ? 'new' : editing.lancamento}`} initial={'is_current' in editing ? (({ is_current: _c, ...rest }) => rest)(editing) : editing}
          isNew={selected === 'new'}
          onSaved={(n) => { setSaved(`Lançamento ${n} salvo com sucesso!`); setSelected(n); void client.invalidateQueries({ queryKey: ['launch-settings'] }); }} />
      )}
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
