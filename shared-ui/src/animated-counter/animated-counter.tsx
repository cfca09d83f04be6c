import { useEffect, useRef, useState } from 'react';
import styles from './animated-counter.module.css';
import { formatNumber } from '../format/numbers';

export type AnimatedCounterProps = {
  target: number;
  /** Added every `intervalMs` until `target` is reached. */
  step: number;
  intervalMs?: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Counts from 0 to `target` by `step` every `intervalMs` once it scrolls into view; with
 * prefers-reduced-motion it shows the target at once. Screen readers get only the final value.
 *
 * **Faça:** um número real e verificável ("+ de 5.000 alunos") com o rótulo ao lado.
 *
 * **Não faça:** animar números de painel (a equipe precisa do valor na hora: use StatCard); vários contadores
 * disputando a atenção na mesma tela.
 */
export function AnimatedCounter({
  target,
  step,
  intervalMs = 16,
  decimals = 0,
  prefix = '',
  suffix = '',
}: AnimatedCounterProps) {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (prefersReducedMotion() || step <= 0) {
      setValue(target);
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer !== undefined) return;
      setValue(0);
      timer = setInterval(() => {
        setValue((current) => {
          const next = Math.min(target, current + step);
          if (next >= target && timer !== undefined) {
            clearInterval(timer);
          }
          return next;
        });
      }, intervalMs);
    };

    const element = ref.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          start();
        }
      });
      observer.observe(element);
    } else {
      start();
    }
    return () => {
      observer?.disconnect();
      if (timer !== undefined) clearInterval(timer);
    };
  }, [target, step, intervalMs]);

  return (
    <span ref={ref} className={styles.counter}>
      <span aria-hidden="true" data-testid="animated-value">
        {prefix}
        {formatNumber(value, decimals)}
        {suffix}
      </span>
      <span className="sr-only">
        {prefix}
        {formatNumber(target, decimals)}
        {suffix}
      </span>
    </span>
  );
}
