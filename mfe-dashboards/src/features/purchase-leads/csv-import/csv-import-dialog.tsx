import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@funil/shared-ui/modal';
import { Button } from '@funil/shared-ui/button';
import {
  COLD_IMPORT_CATEGORIES,
  isColdImportCategory,
  type ColdLeadImportResult,
} from '@funil/data-client/staff/cold-leads';
import { CSV_MESSAGES, readColdLeadCsvFile, type ColdLeadCsvRow } from './cold-lead-csv';
import { CsvDropzone } from './csv-dropzone';
import { CsvPreviewTable } from './csv-preview-table';
import { ImportOutcome, type Phase } from './import-outcome';
import { importSummary } from './import-summary';
import layout from '../../shared/components/dashboard.module.css';
import { Field } from '../../shared/components/field';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { LaunchSelect } from '../../shared/components/launch-select';
import { useImportColdLeadsMutation } from '../api/use-import-cold-leads-mutation';
import { Select } from '@funil/shared-ui/select';

export const IMPORT_AUTO_CLOSE_MS = 2000;

/**
 * Cold-lead CSV import: file by click or drag and drop, category, validation with the spec's messages, preview of
 * the first 5 records, import in batches of 50 with a percentage. A clean import closes itself after 2 s.
 */
export function CsvImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (result: ColdLeadImportResult) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<ColdLeadCsvRow[] | null>(null);
  const [category, setCategory] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  // The launch the contacts are imported into: the current launch unless staff choose another (kept while the page is
  // open, like the category list).
  const { options: launchOptions, launch, setLaunch } = useLaunchChoice();
  const importing = useImportColdLeadsMutation({
    onSuccess: (result) => onImported(result),
    onError: (caught) => console.error('[mfe-dashboards] importação de leads frios', caught),
  });
  const phase: Phase = importing.isPending
    ? { kind: 'processing', percent }
    : importing.isSuccess
      ? { kind: 'success', result: importing.data }
      : importing.isError
        ? { kind: 'error', message: CSV_MESSAGES.importError }
        : invalid
          ? { kind: 'error', message: invalid }
          : { kind: 'idle' };

  /** A message about the file or the form (clears the outcome of an earlier import). */
  function setPhaseError(message: string | null) {
    importing.reset();
    setInvalid(message);
  }

  function reset() {
    setFileName(null);
    setRows(null);
    setCategory('');
    setPhaseError(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function close() {
    if (phase.kind === 'processing') return;
    reset();
    onClose();
  }

  const busy = phase.kind === 'processing';

  const imported = importing.data;
  const closeAfterImport = useEffectEvent(() => {
    reset();
    onClose();
  });
  useEffect(() => {
    if (!imported || !importSummary(imported).ok) return;
    const timer = window.setTimeout(closeAfterImport, IMPORT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [imported]);

  async function chooseFile(file: File | undefined) {
    // A file chosen or dropped while an import runs is ignored: the import goes on with the file it started with.
    if (!file || busy) return;
    setFileName(file.name);
    setRows(null);
    const parsed = await readColdLeadCsvFile(file);
    if (parsed.ok) {
      setRows(parsed.rows);
      setPhaseError(null);
    } else {
      setPhaseError(parsed.error);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rows || !category) {
      setPhaseError(CSV_MESSAGES.missingFileOrCategory);
      return;
    }
    if (!isColdImportCategory(category)) {
      setPhaseError(CSV_MESSAGES.invalidCategory);
      return;
    }
    if (launch === null) {
      setPhaseError(CSV_MESSAGES.missingLaunch);
      return;
    }
    setInvalid(null);
    setPercent(0);
    importing.mutate({ rows, category, lancamento: launch, onProgress: setPercent });
  }

  return (
    <Modal open={open} title="Importar leads frios (CSV)" onClose={close} size="lg">
      <form className={layout.stack} onSubmit={submit} noValidate>
        <p className={layout.muted}>
          Cabeçalho esperado: <code>country_code,phone_number,formatted_phone,saved_name</code>
        </p>
        <CsvDropzone inputRef={inputRef} busy={busy} fileName={fileName} onFile={(file) => void chooseFile(file)} />
        <Field label="Categoria">
          {(id) => (
            <Select id={id} value={category} disabled={busy} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Selecione uma categoria</option>
              {Object.entries(COLD_IMPORT_CATEGORIES).map(([key, value]) => (
                <option key={key} value={key}>
                  {value.label} — {value.groupName}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <LaunchSelect
          label="Lançamento de destino"
          options={launchOptions}
          value={launch}
          onChange={setLaunch}
          disabled={busy}
        />

        {rows && <CsvPreviewTable rows={rows} />}

        <ImportOutcome phase={phase} />

        <div className={layout.row}>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {phase.kind === 'success' ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button type="submit" disabled={busy || phase.kind === 'success'}>
            Importar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
