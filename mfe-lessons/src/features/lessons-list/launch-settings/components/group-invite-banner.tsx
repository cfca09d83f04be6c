import { CtaButton } from '@funil/shared-ui/cta-button';
import styles from './group-invite-banner.module.css';

/** On the free lessons page: the invite to the group chat (link from the launch settings). */
export function GroupInviteBanner({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <aside className={styles.banner} aria-labelledby="convite-grupo-titulo">
      <div className={styles.text}>
        <h2 id="convite-grupo-titulo" className={styles.title}>
          Participe do grupo da Semana Java
        </h2>
        <p className={styles.body}>
          Receba os avisos de novas aulas, tire dúvidas com outros alunos e não perca o encerramento.
        </p>
      </div>
      <CtaButton
        href={href}
        target="_blank"
        variant="secondary"
        aria-label="Entrar no grupo do WhatsApp (abre em uma nova aba)"
      >
        Entrar no grupo
      </CtaButton>
    </aside>
  );
}
