import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement, type Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary: the one main action of a screen; secondary: the other actions; ghost: low-emphasis (toolbars, "Cancelar"); destructive: deletes or discards; link: an action inside a sentence ("...nossa Política de Privacidade"). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** `start`: label on the left (a list of answer options); with `aria-pressed` the chosen one is marked. */
  align?: 'center' | 'start';
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs (the button keeps focus). */
  loading?: boolean;
  fullWidth?: boolean;
  /** Styles the single child element (e.g. a router `<Link>` or an `<a>`) as a button instead of rendering a `<button>`. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The class list of a button look, for the rare element that cannot be a child of `Button asChild`. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  align = 'center',
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'align'> = {}): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    fullWidth ? styles.fullWidth : '',
    align === 'start' ? styles.start : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The staff and visitor button: four variants, three sizes, a loading state. Every other prop (`onClick`,
 * `type`, `aria-*`, `form`, `ref`…) goes to the `<button>`; `asChild` lends the look to a link.
 * The landing page's call-to-action is `CtaButton` (its own light file, same tokens).
 *
 * **Faça:** um único `primary` por tela ou diálogo; rótulos com verbo ("Salvar alterações", "Exportar CSV");
 * `destructive` só para excluir/descartar, sempre com confirmação.
 *
 * **Não faça:** botão só com ícone sem `aria-label`; `<div onClick>`; um link que parece botão sem `asChild`;
 * desabilitar em vez de explicar o erro.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  align = 'center',
  asChild = false,
  className,
  children,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, fullWidth, align }), className ?? ''].filter(Boolean).join(' ');
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...(rest as object),
      className: [classes, child.props.className ?? ''].filter(Boolean).join(' '),
      'data-variant': variant,
      'data-size': size,
    } as { className: string });
  }
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
