import { actionErrorText, STAFF_LOAD_FAILED } from '../../shared/error-text';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { useState, type FormEvent } from 'react';
import { countRecords, type SubjectFindResult, type SubjectQuery } from '@funil/data-client/staff/data-requests';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { Field } from '../../shared/components/field';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { useFindSubjectMutation } from '../api/use-find-subject-mutation';
import { useExportSubjectMutation } from '../api/use-export-subject-mutation';
import { useAnonymiseSubjectMutation } from '../api/use-anonymise-subject-mutation';
import { DataRequestAudit } from '../components/data-request-audit';
import { SubjectRecordsPanel } from '../components/subject-records-panel';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';

const DATA_REQUEST_TEXTS = {
  anonymiseFailed: 'Erro ao anonimizar os dados. Tente novamente.',
  /** A search with neither an e-mail nor a phone: data-client refuses it (public.find_data_subject says the same). */
  subjectMissing: 'Informe um e-mail ou um telefone (com DDD).',
} as const;

/** The words for the refusals data-client makes before calling, on this page. */
const REFUSALS = { reasons: { no_identifier: DATA_REQUEST_TEXTS.subjectMissing } } as const;

export function DataRequests() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [query, setQuery] = useState<SubjectQuery | null>(null);
  const [found, setFound] = useState<SubjectFindResult | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onError = (e: Error) => setMessage(failureNotice(actionErrorText(e, STAFF_LOAD_FAILED, REFUSALS)));
  const find = useFindSubjectMutation({
    onMutate: () => setMessage(null),
    onSuccess: (result, q) => {
      setQuery(q);
      setFound(result);
    },
    onError,
  });
  const exportFile = useExportSubjectMutation({
    onMutate: () => setMessage(null),
    onSuccess: () => setMessage(successNotice('Dados exportados.')),
    onError,
  });
  const anonymiseMutation = useAnonymiseSubjectMutation({
    onMutate: () => setMessage(null),
    onSuccess: ({ counts, found: after }) => {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      setMessage(
        successNotice(`Dados anonimizados: ${formatNumber(total)} registro(s). Os totais dos painéis foram mantidos.`),
      );
      setFound(after);
    },
    onError: (e) => setMessage(failureNotice(actionErrorText(e, DATA_REQUEST_TEXTS.anonymiseFailed, REFUSALS))),
  });
  const busy = find.isPending || exportFile.isPending || anonymiseMutation.isPending;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    find.mutate({ email, phone });
  }

  function exportRecords() {
    if (!query) return;
    exportFile.mutate(query);
  }

  function anonymise() {
    if (!query) return;
    setConfirming(false);
    anonymiseMutation.mutate(query);
  }

  const total = found ? countRecords(found.records) : 0;
  return (
    <div className={layout.stack}>
      <p className={layout.muted}>
        Atenda às solicitações de titulares (LGPD): encontre todos os registros de um e-mail ou telefone, exporte-os ou
        anonimize-os. Cada busca, exportação e anonimização fica registrada.
      </p>
      <form className={ui.filters} onSubmit={search} role="search" aria-label="Buscar titular">
        <Field label="E-mail">
          {(id) => <Input id={id} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        <Field label="Telefone (com DDD)">
          {(id) => <Input id={id} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />}
        </Field>
        <Button variant="secondary" type="submit" disabled={busy}>
          Buscar registros
        </Button>
      </form>
      <NoticeText notice={message} />
      {found && (
        <SubjectRecordsPanel
          found={found}
          busy={busy}
          onExport={exportRecords}
          onAnonymise={() => setConfirming(true)}
        />
      )}
      <ConfirmDialog
        request={
          confirming
            ? {
                message: `Anonimizar ${formatNumber(total)} registro(s)? Nomes, e-mails, telefones e textos livres serão apagados; os totais continuam. Esta ação não pode ser desfeita.`,
                confirmLabel: 'Anonimizar',
                onConfirm: anonymise,
              }
            : null
        }
        onClose={() => setConfirming(false)}
      />
      <DataRequestAudit />
    </div>
  );
}

/** Data-subject requests (/campanhas/lgpd). */
export default function DataRequestsPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Solicitações de Titulares (LGPD)">
      <DataRequests />
    </DashboardPage>
  );
}
