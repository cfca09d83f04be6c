import type { ReactNode } from 'react';
import { LoadError } from '../../shared/components/load-error';
import { useStaffAccess } from '../api/use-staff-access-query';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';
import styles from './auth.module.css';

/**
 * Every dashboard page sits behind this: signed out -> the sign-in form (then the page asked for, same URL);
 * signed in but not staff -> a refusal, never data; staff -> the page with the account bar and 'Sair'.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const access = useStaffAccess();
  if (access.state === 'loading') return <p role="status" className={styles.wrapper}>Verificando acesso...</p>;
  if (access.state === 'error') {
    return (
      <div className={styles.wrapper}>
        <LoadError message="Erro ao verificar acesso" detail={access.message} onRetry={access.retry} />
      </div>
    );
  }
  if (access.state === 'signed-out') return <SignInForm />;
  return (
    <>
      <div className={styles.accountBar}>
        <span>Conectado como <strong>{access.email}</strong></span>
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
