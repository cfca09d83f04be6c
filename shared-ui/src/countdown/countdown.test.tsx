import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './countdown.stories';

const { Running, AlmostOver, Ended, FromIsoStringWithOffset, WithoutTitleAndNote } = composeStories(stories);

const NOW = new Date('2025-09-20T10:00:00Z');

function reading() {
  return ['Dias', 'Horas', 'Minutos', 'Segundos'].map(
    (unit) => document.querySelector(`[data-unit="${unit}"]`)?.textContent,
  );
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Dias / Horas / Minutos / Segundos and ticks every second', () => {
    const target = new Date(NOW.getTime() + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000);
    render(<Running target={target} />);
    expect(screen.getByRole('heading', { name: 'Tempo Restante para o Encerramento' })).toBeInTheDocument();
    for (const label of ['Dias', 'Horas', 'Minutos', 'Segundos']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Após o encerramento, o acesso às aulas gravadas será removido.')).toBeInTheDocument();
    expect(reading()).toEqual(['02', '03', '04', '05']);
    act(() => vi.advanceTimersByTime(1000));
    expect(reading()).toEqual(['02', '03', '04', '04']);
    act(() => vi.advanceTimersByTime(5000));
    expect(reading()).toEqual(['02', '03', '03', '59']);
  });

  it('stops once the target has passed and keeps its last values', () => {
    render(<AlmostOver target={new Date(NOW.getTime() + 2_500)} />);
    expect(reading()).toEqual(['00', '00', '00', '02']);
    act(() => vi.advanceTimersByTime(1000));
    expect(reading()).toEqual(['00', '00', '00', '01']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveAttribute('data-done', 'true');
    const last = reading();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(reading()).toEqual(last);
  });

  it('shows zeros and does not tick when opened after the target', () => {
    vi.setSystemTime(new Date('2025-09-23T00:00:00Z'));
    render(<Ended />);
    expect(reading()).toEqual(['00', '00', '00', '00']);
    expect(screen.getByRole('timer')).toHaveAttribute('data-done', 'true');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('accepts an ISO string with an offset (2025-09-22 07:00 at UTC-3)', () => {
    vi.setSystemTime(new Date('2025-09-22T09:59:00Z'));
    render(<FromIsoStringWithOffset />);
    expect(reading()).toEqual(['00', '00', '01', '00']);
  });

  it('without title is still a labelled region', () => {
    render(<WithoutTitleAndNote target={new Date(NOW.getTime() + 60_000)} />);
    expect(screen.getByRole('region', { name: 'Contagem regressiva' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
