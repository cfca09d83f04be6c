import { fetchLaunchAttendanceRows, type AttendanceRow } from '@funil/data-client/staff/class-attendance';
import type { CsvColumn } from '@funil/data-client/staff/exports';
import type { FunnelFilter } from '@funil/data-client/staff/insights';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import { Table } from '@funil/shared-ui/table';
import { LoadError } from '../../shared/components/load-error';
import { loadErrorText } from '../../shared/error-text';
import { ExportButton } from '../../shared/exports/export-button';
import { formatDateTime } from '../../shared/format';
import layout from '../../shared/components/dashboard.module.css';
import { useLaunchAttendanceQuery } from '../api/use-launch-attendance-query';

const ATTENDANCE_COLUMNS: CsvColumn<AttendanceRow>[] = [
  { header: 'Nome', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Fonte', value: (r) => r.utm_source },
  { header: 'Campanha', value: (r) => r.utm_campaign },
  { header: 'Anúncio', value: (r) => r.utm_content },
  { header: 'Aula', value: (r) => r.class_position },
  { header: 'Título da aula', value: (r) => r.class_title },
  { header: 'Minutos ao vivo', value: (r) => r.live_minutes },
  { header: 'Minutos no replay', value: (r) => r.replay_minutes },
  { header: 'Minutos na janela da oferta', value: (r) => r.offer_minutes },
  { header: 'Primeira vez', value: (r) => formatDateTime(r.first_seen_at) },
  { header: 'Última vez', value: (r) => formatDateTime(r.last_seen_at) },
];

/** Reads every row once, at the click (the export's page reader: one page holds them all). */
function attendanceRows(lancamento: number) {
  return async (page: number) => {
    if (page > 1) return { rows: [], total: null };
    const rows = await fetchLaunchAttendanceRows(lancamento);
    return { rows, total: rows.length };
  };
}

/**
 * The launch's classes: registrants who watched each class live or only the replay (at least a minute), who watched
 * in the offer window, the minutes, and the audience now and so far (the edge writes it every minute; read every
 * 30 s); then the attendance per source / campaign / ad, and the CSV of attendance per lead.
 */
export function AttendancePanel({ filter }: { filter: FunnelFilter }) {
  const attendance = useLaunchAttendanceQuery(filter, filter.lancamento > 0);
  const data = attendance.data;
  return (
    <section className={layout.panel} aria-labelledby="presenca-aulas">
      <h2 id="presenca-aulas" className={layout.panelTitle}>
        Presença nas aulas ao vivo
      </h2>
      {attendance.isError ? (
        <LoadError detail={loadErrorText(attendance.error)} onRetry={() => void attendance.refetch()} />
      ) : !data ? (
        <p role="status">Carregando dados...</p>
      ) : data.classes.length === 0 ? (
        <EmptyState title="Nenhuma aula cadastrada neste lançamento." />
      ) : (
        <>
          <Table>
            <caption>Inscritos que assistiram a cada aula ({formatNumber(data.registered)} inscritos)</caption>
            <thead>
              <tr>
                <th scope="col">Aula</th>
                <th scope="col">Ao vivo</th>
                <th scope="col">Só o replay</th>
                <th scope="col">Viram a oferta</th>
                <th scope="col">Minutos ao vivo</th>
                <th scope="col">Minutos no replay</th>
                <th scope="col">Assistindo agora</th>
                <th scope="col">Total de espectadores</th>
              </tr>
            </thead>
            <tbody>
              {data.classes.map((c) => (
                <tr key={c.class_id}>
                  <th scope="row">
                    Aula {c.position}: {c.title}
                  </th>
                  <td data-numeric>
                    {formatNumber(c.watched_live)}
                    {data.registered > 0 && ` (${formatPercent((100 * c.watched_live) / data.registered, 1)})`}
                  </td>
                  <td data-numeric>{formatNumber(c.watched_only_replay)}</td>
                  <td data-numeric>{formatNumber(c.saw_offer)}</td>
                  <td data-numeric>{formatNumber(c.live_minutes)}</td>
                  <td data-numeric>{formatNumber(c.replay_minutes)}</td>
                  <td data-numeric>{formatNumber(c.viewers_now)}</td>
                  <td data-numeric>{formatNumber(c.viewers_total)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className={layout.muted}>
            Conta quem assistiu pelo menos 1 minuto com o link pessoal da aula (e-mail ou página de obrigado).
            Espectadores contam todos, com ou sem link pessoal, e são atualizados a cada minuto durante a aula.
          </p>
          {data.campaigns.length > 0 && (
            <Table>
              <caption>Presença por fonte, campanha e anúncio</caption>
              <thead>
                <tr>
                  <th scope="col">Fonte</th>
                  <th scope="col">Campanha</th>
                  <th scope="col">Anúncio</th>
                  <th scope="col">Inscritos</th>
                  <th scope="col">Assistiram ao vivo</th>
                  <th scope="col">Assistiram ao replay</th>
                  <th scope="col">Taxa de presença</th>
                  <th scope="col">Intenções de compra</th>
                  <th scope="col">Vendidos</th>
                </tr>
              </thead>
              <tbody>
                {data.campaigns.map((row) => (
                  <tr key={`${row.utm_source}|${row.utm_campaign}|${row.utm_content}`}>
                    <th scope="row">{row.utm_source}</th>
                    <td>{row.utm_campaign}</td>
                    <td>{row.utm_content}</td>
                    <td data-numeric>{formatNumber(row.registered)}</td>
                    <td data-numeric>{formatNumber(row.watched_live)}</td>
                    <td data-numeric>{formatNumber(row.watched_replay)}</td>
                    <td data-numeric>{row.attendance_rate === null ? '—' : formatPercent(row.attendance_rate, 1)}</td>
                    <td data-numeric>{formatNumber(row.purchase_intent)}</td>
                    <td data-numeric>{formatNumber(row.sold)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <ExportButton
            fileBase={`presenca-aulas-lancamento-${data.lancamento}`}
            columns={ATTENDANCE_COLUMNS}
            rows={attendanceRows(data.lancamento)}
            label="Exportar CSV (presença por lead)"
          />
        </>
      )}
    </section>
  );
}
