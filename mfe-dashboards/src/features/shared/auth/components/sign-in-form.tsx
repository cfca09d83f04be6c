import { Field } from '../../components/field';
import { Input } from '@funil/shared-ui/input';
import { Notice } from '@funil/shared-ui/notice';
import { useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { useSignInMutation } from '../api/use-sign-in-mutation';
import styles from './auth.module.css';
import { errorText } from '@funil/data-client/error-text';

/** What a refused sign-in says, by the data layer's kind. */
const SIGN_IN_TEXTS = {
  fallback: 'Erro ao entrar. Tente novamente mais tarde.',
  auth: 'E-mail ou senha inválidos.',
  unconfirmed: 'Seu e-mail ainda não foi confirmado.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  rateLimited: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
} as const;

/**
 * Staff sign-in (Supabase Auth e-mail + password). Rendered in place of the page asked for, which shows after it;
 * onSubmitting starts loading that page's code while the sign-in is checked.
 */
export function SignInForm({ onSubmitting }: { onSubmitting?: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignInMutation({
    onError: (caught) => setError(errorText(caught, SIGN_IN_TEXTS)),
  });
  // Still busy after a success: the page asked for replaces the form.
  const busy = signIn.isPending || signIn.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Informe e-mail e senha.');
      return;
    }
    setError(null);
    onSubmitting?.();
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <main className={styles.wrapper}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="staff-sign-in-title">
        <h1 id="staff-sign-in-title" className={styles.title}>
          Área da equipe
        </h1>
        <p className={styles.muted}>Entre com sua conta da equipe para acessar os dashboards.</p>
        <Field id="staff-email" label="E-mail">
          {(id) => (
            <Input
              id={id}
              type="email"
              autoComplete="username"
              value={email}
              disabled={busy}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          )}
        </Field>
        <Field id="staff-password" label="Senha">
          {(id) => (
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
    </main>
  );
}
