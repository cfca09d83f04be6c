import styles from './spinner.module.css';

/**
 * A loading indicator with a spoken label (`role="status"`); with reduced motion it pulses instead of spinning.
 *
 * **Faça:** rótulo específico ("Carregando leads"); mostre só depois que algo está de fato carregando.
 *
 * **Não faça:** vários spinners na mesma tela; spinner para ações de botão (use `Button loading`).
 */
export function Spinner({ label = 'Carregando', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span role="status" className={styles.wrap} data-size={size}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
