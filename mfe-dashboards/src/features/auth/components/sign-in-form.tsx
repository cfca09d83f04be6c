import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CtaButton } from '@funil/shared-ui/src/cta-button/cta-button';
import { signIn } from '@funil/data-client/src/staff/auth';
import { SESSION_QUERY_KEY } from '../hooks/use-staff-session';
import styles from './auth.module.css';

/** Staff sign-in (Supabase Auth e-mail + password). Rendered in place of the page asked for, which shows after it. */
export function SignInForm() {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Informe e-mail e senha.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Erro ao entrar. Tente novamente mais tarde.');
      setBusy(false);
    }
  }

  return (
    <main className={styles.wrapper}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="staff-sign-in-title">
        <h1 id="staff-sign-in-title" className={styles.title}>Área da equipe</h1>
        <p className={styles.muted}>Entre com sua conta da equipe para acessar os dashboards.</p>
        <div className={styles.field}>
          <label htmlFor="staff-email">E-mail</label>
          <input id="staff-email" type="email" autoComplete="username" value={email} disabled={busy}
            onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-password">Senha</label>
          <input id="staff-password" type="password" autoComplete="current-password" value={password} disabled={busy}
            onChange={(e) => setPassword(e.target.value)} required />
        </div>
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <CtaButton type="submit" disabled={busy} fullWidth>{busy ? 'Entrando...' : 'Entrar'}</CtaButton>
      </form>
    </main>
  );
}
