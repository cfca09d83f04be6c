import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './animated-counter.stories';

const { Students, Approval, Projects, WithDecimals, SlowInterval } = composeStories(stories);

const shown = () => screen.getByTestId('animated-value').textContent;

describe('AnimatedCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('grows by step per interval up to the target and stops there', () => {
    render(<Students />);
    expect(shown()).toBe('+0 alunos');
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toBe('+16 alunos');
    act(() => vi.advanceTimersByTime(16 * 9));
    expect(shown()).toBe('+160 alunos');
    act(() => vi.advanceTimersByTime(16 * 400));
    expect(shown()).toBe('+5.000 alunos');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives screen readers only the final value', () => {
    render(<Students />);
    expect(screen.getByText('+5.000 alunos')).toHaveClass('sr-only');
    expect(screen.getByTestId('animated-value')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reaches a fractional target exactly (approval 98%)', () => {
    render(<Approval />);
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toBe('0% de aprovação');
    act(() => vi.advanceTimersByTime(16 * 400));
    expect(shown()).toBe('98% de aprovação');
  });

  it('counts projects to 200', () => {
    render(<Projects />);
    act(() => vi.advanceTimersByTime(16 * 100));
    expect(shown()).toBe('+200 projetos');
  });

  it('formats decimals in pt-BR', () => {
    render(<WithDecimals />);
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toBe('R$ 120,50');
  });

  it('honours intervalMs', () => {
    render(<SlowInterval />);
    act(() => vi.advanceTimersByTime(499));
    expect(shown()).toBe('0 aulas');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('1 aulas');
  });

  it('jumps to the target with prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<Students />);
    expect(shown()).toBe('+5.000 alunos');
    expect(vi.getTimerCount()).toBe(0);
  });
});
