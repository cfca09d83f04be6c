import styles from './code-block.module.css';

export interface CodeBlockProps {
  code: string;
  label?: string;
}

/** A command or source snippet, scrollable on narrow screens and reachable by keyboard. */
export function CodeBlock({ code, label = 'Comando' }: CodeBlockProps) {
  return (
    <pre className={styles.pre} tabIndex={0} aria-label={label}>
      <code>{code}</code>
    </pre>
  );
}
