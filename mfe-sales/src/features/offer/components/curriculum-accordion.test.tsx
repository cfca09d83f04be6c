// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRICULUM } from '../curriculum';
import { CurriculumAccordion } from './curriculum-accordion';

afterEach(cleanup);

const panels = () => screen.queryAllByRole('region', { name: /Módulo \d+:/ });
const moduleButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('CurriculumAccordion', () => {
  it('lists 14 modules in 5 groups, all collapsed', () => {
    render(<CurriculumAccordion groups={CURRICULUM} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'FundamentosMódulos 1 a 6',
      'AvançadoMódulos 7 a 8',
      'Banco de Dados e InfraestruturaMódulos 9 a 10',
      'Desenvolvimento WebMódulos 11 a 13',
      'TestesMódulo 14',
    ]);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(14);
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('opens one module at a time, switches, and collapses the open one on click', async () => {
    const user = userEvent.setup();
    render(<CurriculumAccordion groups={CURRICULUM} />);
    await user.click(moduleButton('Programação Orientada a Objetos'));
    expect(moduleButton('Programação Orientada a Objetos').getAttribute('aria-expanded')).toBe('true');
    expect(panels()[0]!.textContent).toContain('Polimorfismo');

    await user.click(moduleButton('Spring Boot'));
    expect(moduleButton('Spring Boot').getAttribute('aria-expanded')).toBe('true');
    expect(moduleButton('Programação Orientada a Objetos').getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByText('Polimorfismo').closest('[role="region"]') as HTMLElement).hidden).toBe(true);
    expect(panels()).toHaveLength(1);
    expect(panels()[0]!.textContent).toContain('Autenticação com Spring Security');

    await user.click(moduleButton('Spring Boot'));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(panels()).toHaveLength(0);
  });
});

describe('CURRICULUM', () => {
  it('numbers 1 to 14 with a title, a description and topics each', () => {
    const modules = CURRICULUM.flatMap((g) => g.modules);
    expect(modules.map((m) => m.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const m of modules) {
      expect(m.title.length).toBeGreaterThan(3);
      expect(m.description.length).toBeGreaterThan(20);
      expect(m.topics.length).toBeGreaterThanOrEqual(4);
    }
  });
});
