import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import { Notice } from '@funil/shared-ui/notice';
import { ProgressBar } from '@funil/shared-ui/progress-bar';
import { DataError } from '@funil/data-client/errors';
import { downloadCsv } from '@funil/data-client/staff/exports';
import { Field } from '../../shared/components/field';
import { formatIsoDate } from '../../shared/format';
import layout from '../../shared/components/dashboard.module.css';
import { useImportAdSpendMutation } from '../api/use-import-ad-spend-mutation';
import { genericTemplateCsv, TEMPLATE_FILE_NAME } from '../spend-template';
import { count } from '../spend-text';
import { SpendFileSummary, type ParsedSpendFile } from './spend-file-summary';

/**
 * Spend import: a CSV of the ad platform (Meta's daily export, or the generic template), a preview of its first rows,
 * every problem by line and column, then the import into the chosen launch. Importing the file again replaces the
 * rows of the same day and ad, never adds them twice.
 */
export function SpendImportPanel({ lancamento, launchName }: { lancamento: number; launchName: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedSpendFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const importing = useImportAdSpendMutation();
  const busy = importing.isPending;

  /** A failed import that is not a refused line ('Linha N: ...' is the server's own text). */
  // An import is all or nothing (data-client importAdSpend): a failure leaves the launch's spend as it was.
  const IMPORT_FAILED = 'Erro ao importar o investimento: nada foi importado. Tente novamente.';

  async function chooseFile(file: File | undefined) {
    if (!file || busy) return;
    importing.reset();
    setFileName(file.name);
    setParsed(null);
    // The CSV reader (and papaparse) load when a file is chosen, not with the page.
    const { describeSpendCsvError, readSpendCsvFile, toImportRows } = await import('../spend-csv');
    const result = await readSpendCsvFile(file);
    if (result.ok) {
      setParsed({
        ...result,
        messages: result.errors.map((e) => ({ key: `${e.line}-${e.column}`, text: describeSpendCsvError(e) })),
        importRows: toImportRows(result.rows),
      });
      setFileError(null);
    } else {
      setFileError(result.error);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed || parsed.errors.length > 0 || parsed.rows.length === 0) return;
    setPercent(0);
    importing.mutate({ lancamento, rows: parsed.importRows, onProgress: setPercent });
  }

  const canImport = !!parsed && parsed.errors.length === 0 && parsed.rows.length > 0 && !busy;
  const result = importing.data;
  const failure = importing.isError
    ? importing.error instanceof DataError && importing.error.validation
      ? `${importing.error.validation} Nada foi importado.`
      : IMPORT_FAILED
    : null;

  return (
    <section className={layout.panel} aria-labelledby="spend-import-title">
      <h2 id="spend-import-title" className={layout.panelTitle}>
        Importar investimento (CSV)
      </h2>
      <p className={layout.muted}>
        Exporte do Gerenciador de Anúncios da Meta com divisão por dia e as colunas Dia, Nome da campanha, Identificação
        da campanha, Nome do conjunto de anúncios, Identificação do conjunto de anúncios, Nome do anúncio, Identificação
        do anúncio, Valor usado (BRL), Impressões e Cliques no link (em português ou inglês, separado por vírgula ou
        ponto e vírgula). Para outras plataformas, preencha o modelo genérico. Importar o mesmo arquivo de novo
        substitui as linhas do mesmo dia e anúncio, sem duplicar.
      </p>
      <div className={layout.row}>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(TEMPLATE_FILE_NAME, genericTemplateCsv())}>
          Baixar modelo genérico (CSV)
        </Button>
      </div>
      <form className={layout.stack} onSubmit={submit} noValidate>
        <Field label="Arquivo CSV de investimento">
          {(id) => (
            <Input
              id={id}
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(e) => void chooseFile(e.target.files?.[0])}
            />
          )}
        </Field>
        {fileError && (
          <Notice tone="danger" role="alert">
            {fileError}
          </Notice>
        )}
        {parsed && <SpendFileSummary fileName={fileName} parsed={parsed} />}
        {busy && (
          <div role="status">
            <ProgressBar value={percent} label={`Importando... ${percent}%`} />
          </div>
        )}
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        {result && (
          <Notice tone="success" role="status">
            Importação concluída em {launchName}: {count(result.inserted)}{' '}
            {result.inserted === 1 ? 'linha nova' : 'linhas novas'}, {count(result.updated)}{' '}
            {result.updated === 1 ? 'atualizada' : 'atualizadas'} e {count(result.unchanged)} sem mudança
            {result.firstDay && result.lastDay
              ? ` (de ${formatIsoDate(result.firstDay)} a ${formatIsoDate(result.lastDay)})`
              : ''}
            .
          </Notice>
        )}
        <div className={layout.row}>
          <Button type="submit" disabled={!canImport}>
            {parsed && parsed.rows.length > 0
              ? `Importar ${count(parsed.rows.length)} ${parsed.rows.length === 1 ? 'linha' : 'linhas'} em ${launchName}`
              : 'Importar'}
          </Button>
        </div>
      </form>
    </section>
  );
}
