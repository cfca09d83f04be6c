import { useEffect, type ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { hasStoredSession } from '@funil/data-client/staff/auth';
import { useStaffAccess } from '../api/use-staff-access-query';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';
import styles from './auth.module.css';

/**
 * Every dashboard page sits behind this: signed out -> the sign-in form (then the page asked for, same URL; its code,
 * split from the gate's, is asked for by preparePage when a session is stored or the sign-in is submitted);
 * signed in but not staff -> a refusal, never data; staff -> the page with the account bar and 'Sair'.
 * While the session is being read, a browser without a stored session (and the build-time pre-render, which the edge
 * serves as the first HTML) shows the sign-in form at once: usable from the first paint, kept by the same element
 * when the answer is 'signed out' (what was typed stays), and adopted at takeover (shell/src/prerender).
 */
export function StaffGate({ children, preparePage }: { children: ReactNode; preparePage?: () => void }) {
  const access = useStaffAccess();
  // The page's own code: loaded at once with a stored session (in parallel with its check), else from the sign-in.
  useEffect(() => {
    if (hasStoredSession()) preparePage?.();
  }, [preparePage]);
  if (access.state === 'loading') {
    return hasStoredSession() ? (
      <p role="status" className={styles.wrapper}>
        Verificando acesso...
      </p>
    ) : (
      <SignInForm onSubmitting={preparePage} />
    );
  }
  if (access.state === 'error') {
    return (
      <div className={styles.wrapper}>
        <LoadError message="Erro ao verificar acesso" detail={access.message} onRetry={access.retry} />
      </div>
    );
  }
  if (access.state === 'signed-out') return <SignInForm onSubmitting={preparePage} />;
  return (
    <>
      <div className={styles.accountBar}>
        <span>
          Conectado como <strong>{access.email}</strong>
        </span>
        <SignOutButton />
      </div>
      {access.state === 'staff' ? (
        children
      ) : (
        <main className={styles.wrapper}>
          <div className={styles.card} role="alert">
            <h1 className={styles.title}>Acesso negado</h1>
            <p>Sua conta não tem permissão para acessar os dashboards. Fale com um administrador da equipe.</p>
          </div>
        </main>
      )}
    </>
  );
}
