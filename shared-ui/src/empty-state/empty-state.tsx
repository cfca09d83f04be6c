import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** What to do next ("Limpar filtros", "Importar leads"). */
  action?: ReactNode;
};

/**
 * What a list or panel shows when it has nothing to show, and the way forward.
 *
 * **Faça:** diga por que está vazio ("Nenhum lead com esses filtros") e ofereça uma ação.
 *
 * **Não faça:** tabela com cabeçalho e nenhuma linha; dados de exemplo no lugar do vazio.
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div>{action}</div>}
    </div>
  );
}
