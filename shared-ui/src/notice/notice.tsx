import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export type NoticeProps = {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` interrupts the screen reader (errors); `status` waits (confirmations); `none` for static text. Defaults: danger → alert, else status. */
  role?: 'alert' | 'status' | 'none';
  /** An action at the end (e.g. `<Button variant="ghost">Desfazer</Button>`). */
  action?: ReactNode;
  /** For a form's error the fields point to with `aria-describedby`. */
  id?: string;
};

/**
 * A message in the page: an operation's result ("Importação concluída: 120 leads"), a warning or an error.
 *
 * **Faça:** diga o que aconteceu e o que fazer; use `danger` para erros que pedem ação.
 *
 * **Não faça:** empilhar vários avisos; avisos que somem sozinhos com informação importante.
 */
export function Notice({ tone = 'info', title, children, role, action, id }: NoticeProps) {
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div id={id} className={styles.notice} data-tone={tone} role={liveRole === 'none' ? undefined : liveRole}>
      {/* The icon is drawn by CSS (::before), so the notice's text is only its message. */}
      <span className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
