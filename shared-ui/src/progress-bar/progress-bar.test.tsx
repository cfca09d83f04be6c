import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './progress-bar.stories';

const { WithLabel, Empty, Partial, Complete, WithoutLabel, OutOfRange } = composeStories(stories);

describe('ProgressBar', () => {
  it.each([
    [WithLabel, 'Sua inscrição está 90% concluída', '90'],
    [Empty, '0 de 10 aulas concluídas', '0'],
    [Partial, '3 de 10 aulas concluídas', '30'],
    [Complete, '10 de 10 aulas concluídas', '100'],
  ] as const)('exposes value and visible label %#', (Story, name, now) => {
    render(<Story />);
    const bar = screen.getByRole('progressbar', { name });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText(name)).toBeVisible();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${now}%`);
  });

  it('has a fallback accessible name without label', () => {
    render(<WithoutLabel />);
    expect(screen.getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('clamps values above 100', () => {
    render(<OutOfRange />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});
