import type { FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import { ALL_LAUNCHES, LaunchSelect, type LaunchSelectProps } from '../../shared/components/launch-select';
import { Field } from '../../shared/components/field';
import ui from '../../shared/components/ui.module.css';

const ALL = ALL_LAUNCHES;

/** The filters as typed, applied by Filtrar. */
export interface LeadSourceDraft {
  startDate: string;
  endDate: string;
  launch: string;
}

/** The period (two dates) and the launch ('Todos os Lançamentos' by default), with Filtrar and Limpar. */
export function LeadSourceFilters({
  launches,
  currentDraft,
  setDraft,
  submit,
  clear,
}: {
  launches: LaunchSelectProps['options'];
  currentDraft: LeadSourceDraft;
  setDraft: (draft: LeadSourceDraft) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  clear: () => void;
}) {
  return (
    <form className={ui.filters} onSubmit={submit} aria-label="Filtros">
      <Field label="Data inicial">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={currentDraft.startDate}
            onChange={(e) => setDraft({ ...currentDraft, startDate: e.target.value })}
          />
        )}
      </Field>
      <Field label="Data final">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={currentDraft.endDate}
            min={currentDraft.startDate || undefined}
            onChange={(e) => setDraft({ ...currentDraft, endDate: e.target.value })}
          />
        )}
      </Field>
      <LaunchSelect
        options={launches}
        allLabel="Todos os Lançamentos"
        value={currentDraft.launch === ALL ? null : Number(currentDraft.launch)}
        onChange={(n) => setDraft({ ...currentDraft, launch: n === null ? ALL : String(n) })}
      />
      <Button type="submit">Filtrar</Button>
      <Button type="button" variant="secondary" onClick={clear}>
        Limpar
      </Button>
    </form>
  );
}
