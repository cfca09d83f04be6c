import { loadErrorText } from '../../shared/error-text';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useState, type FormEvent } from 'react';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { LoadError } from '../../shared/components/load-error';
import { StatCard } from '../../shared/components/stat-card';
import { Field } from '../../shared/components/field';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { LaunchSelect } from '../../shared/components/launch-select';
import { PaginationNav } from '../../shared/components/pagination-nav';
import { DEFAULT_PAGE_SIZE } from '../../shared/pagination';
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import { formatDateTime } from '../../shared/format';
import { PerDayChart } from '../../shared/components/per-day-chart';
import { ExportButton } from '../../shared/exports/export-button';
import { SURVEY_ANSWER_COLUMNS } from '../../shared/exports/export-columns';
import { surveyAnswersReader } from '../../shared/exports/api/page-readers';
import { useSurveyDreamsQuery } from '../api/use-survey-dreams-query';
import { useSurveyResultsQuery } from '../api/use-survey-results-query';
import { DREAM_QUESTION, optionLabel, SURVEY_QUESTIONS } from '../../shared/survey-labels';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import { Table } from '@funil/shared-ui/table';

function Dreams({ lancamento }: { lancamento: number }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const dreams = useSurveyDreamsQuery(lancamento, search, page, perPage);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  }
  return (
    <section className={layout.panel} aria-labelledby="dreams-title">
      <h2 id="dreams-title" className={layout.panelTitle}>
        {DREAM_QUESTION}
      </h2>
      <form className={ui.filters} onSubmit={submit} role="search" aria-label="Buscar sonhos">
        <Field label="Buscar">
          {(id) => <Input id={id} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />}
        </Field>
        <Button variant="secondary" type="submit">
          Buscar
        </Button>
        {search && (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft('');
              setSearch('');
              setPage(1);
            }}
          >
            Limpar busca
          </Button>
        )}
        <ExportButton
          fileBase={`respostas-pesquisa-lancamento-${lancamento}`}
          columns={SURVEY_ANSWER_COLUMNS}
          rows={surveyAnswersReader(lancamento, search || null)}
          label="Exportar respostas (CSV)"
        />
      </form>
      {dreams.isError ? (
        <LoadError detail={loadErrorText(dreams.error)} onRetry={() => void dreams.refetch()} />
      ) : !dreams.data ? (
        <p role="status">Carregando dados...</p>
      ) : dreams.data.rows.length === 0 ? (
        <EmptyState title="Nenhuma resposta encontrada" />
      ) : (
        <>
          <ul className={layout.stack} aria-label="Respostas">
            {dreams.data.rows.map((row) => (
              <li key={row.id} className={ui.card}>
                <p>{row.sonho}</p>
                <span className={layout.muted}>
                  {row.email} · {formatDateTime(row.created_at)}
                </span>
              </li>
            ))}
          </ul>
          <PaginationNav
            page={dreams.data.page}
            totalPages={dreams.data.total_pages}
            perPage={perPage}
            total={dreams.data.total}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
          />
        </>
      )}
    </section>
  );
}

function SurveyResults() {
  const { options: launches, launch, setLaunch } = useLaunchChoice();
  const lancamento = launch ?? 0;
  const results = useSurveyResultsQuery(launch);
  return (
    <>
      <div className={ui.filters} role="group" aria-label="Filtros">
        <LaunchSelect options={launches} value={launch} onChange={setLaunch} />
      </div>
      {launches.isError ? (
        <LoadError detail={loadErrorText(launches.error)} onRetry={() => void launches.refetch()} />
      ) : launches.isSuccess && launch === null ? (
        <EmptyState title="Nenhum lançamento cadastrado." />
      ) : results.isError ? (
        <LoadError detail={loadErrorText(results.error)} onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <div className={layout.stack}>
          <section className={layout.statGrid} aria-label="Totais">
            <StatCard label="Respostas" value={formatNumber(results.data.total)} />
            <StatCard label="Lançamento" value={String(results.data.lancamento)} />
          </section>
          <PerDayChart title="Respostas por dia" days={results.data.per_day} unit="respostas" />
          <ul className={ui.cardGrid}>
            {results.data.questions.map((q) => (
              <li key={q.field} className={ui.card}>
                <Table scrollLabel={`Tabela: ${SURVEY_QUESTIONS[q.field].question}`}>
                  <caption>{SURVEY_QUESTIONS[q.field].question}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Opção</th>
                      <th scope="col">Respostas</th>
                      <th scope="col">Porcentagem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {q.options.map((o) => (
                      <tr key={o.value}>
                        <td>{optionLabel(q.field, o.value)}</td>
                        <td data-numeric>{formatNumber(o.count)}</td>
                        <td data-numeric>{formatPercent(o.percentage, 1)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </li>
            ))}
          </ul>
          <Dreams key={lancamento} lancamento={lancamento} />
        </div>
      )}
    </>
  );
}

/** Survey results (/campanhas/pesquisa). */
export default function SurveyResultsPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Resultados da Pesquisa">
      <SurveyResults />
    </DashboardPage>
  );
}
