import { Button } from '@funil/shared-ui/button';
import { useSignOutMutation } from '../api/use-sign-out-mutation';
import styles from './auth.module.css';

/** 'Sair': ends the session and drops every cached dashboard figure. */
export function SignOutButton() {
  const signOut = useSignOutMutation();
  const error = signOut.error ? 'Erro ao sair. Tente novamente.' : null;
  return (
    <>
      <Button variant="secondary" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        Sair
      </Button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
