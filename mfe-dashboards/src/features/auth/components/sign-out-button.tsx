import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '@funil/data-client/src/staff/auth';
import { SESSION_QUERY_KEY } from '../hooks/use-staff-session';
import styles from './auth.module.css';

/** 'Sair': ends the session and drops every cached dashboard figure. */
export function SignOutButton() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button type="button" className={styles.signOut} disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await signOut();
            client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
            await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          } catch (caught) {
            setError(caught instanceof Error ? caught.message : 'Erro ao sair. Tente novamente.');
          } finally {
            setBusy(false);
          }
        }}>
        Sair
      </button>
      {error && <span role="alert" className={styles.error}>{error}</span>}
    </>
  );
}
