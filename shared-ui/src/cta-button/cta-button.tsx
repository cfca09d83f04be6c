import type { MouseEventHandler, ReactNode } from 'react';
import styles from './cta-button.module.css';

export type CtaButtonProps = {
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** When given, renders a link (`<a>`) to this destination instead of a `<button>`. */
  href?: string;
  target?: string;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onClick?: MouseEventHandler<HTMLAnchorElement | HTMLButtonElement>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * Call-to-action: primary or secondary, three sizes, optional full width; a link when given `href`.
 * The landing-page variant of `Button` (same tokens, its own small stylesheet so the landing's inlined CSS stays
 * light); staff screens and forms use `Button`.
 *
 * **Faça:** um CTA principal por tela, com verbo de ação ("Quero começar agora"); `href` quando leva a outra página.
 *
 * **Não faça:** dois CTAs primários lado a lado; usar CtaButton nos painéis da equipe (use Button).
 */
export function CtaButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  href,
  target,
  disabled = false,
  type = 'button',
  onClick,
  children,
  className,
  'aria-label': ariaLabel,
}: CtaButtonProps) {
  const classes = [styles.cta, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  if (href !== undefined) {
    // A disabled link has no href (not focusable, not followable) and says so to assistive technology.
    return (
      <a
        className={classes}
        href={disabled ? undefined : href}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        aria-disabled={disabled || undefined}
        role={disabled ? 'link' : undefined}
        aria-label={ariaLabel}
        data-variant={variant}
        data-size={size}
        onClick={
          disabled
            ? (event) => {
                event.preventDefault();
              }
            : onClick
        }
      >
        {children}
      </a>
    );
  }

  return (
    <button
      className={classes}
      type={type}
      disabled={disabled}
      onClick={onClick}
      aria-label={ariaLabel}
      data-variant={variant}
      data-size={size}
      // A call-to-action: tapped in the pre-rendered page, it is held until the live page carries it out
      // (edge/src/compose.ts, TAKEOVER_GUARD_SCRIPT).
      data-cta=""
    >
      {children}
    </button>
  );
}
