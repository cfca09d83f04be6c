// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lesson } from '@funil/data-client/public/lessons';
import type { Launch } from '@funil/data-client/public/launches';

const fetchLessons = vi.fn<(level?: 'beginner' | 'intermediate') => Promise<Lesson[]>>();
const fetchCurrentLaunch = vi.fn<() => Promise<Launch>>();
vi.mock('@funil/data-client/public/lessons', () => ({
  fetchLessons: (level?: 'beginner' | 'intermediate') => fetchLessons(level),
}));
vi.mock('@funil/data-client/public/launches', () => ({ fetchCurrentLaunch: () => fetchCurrentLaunch() }));

import { LessonsPageLayout } from './lessons-page-layout';

function lesson(id: number, order: number, extra: Partial<Lesson> = {}): Lesson {
  return {
    id,
    order,
    level: 'beginner',
    title: `Aula de teste ${id}`,
    description: `Descrição ${id}`,
    topics: [`Tópico ${id}.1`, `Tópico ${id}.2`],
    videoId: `vid${id}abcdefg`.slice(0, 11),
    duration: '12:34',
    isAvailable: true,
    ...extra,
  };
}

const LAUNCH = {
  lessonsCountdownAt: '2025-09-22T08:00:00-03:00',
  levelLessonsCountdownAt: '2025-09-22T07:00:00-03:00',
  eventStartsAt: '2025-09-15T20:00:00-03:00',
  eventEndsAt: '2025-09-15T21:30:00-03:00',
  cartOpensAt: '2025-09-22T07:00:00-03:00',
  registrationDeadline: '2025-09-22T23:59:59-03:00',
  vipGroupLinkBeginner: 'https://chat.whatsapp.com/vip-iniciante',
  vipGroupLinkIntermediate: 'https://chat.whatsapp.com/vip-intermediario',
  lessonsGroupChatLink: 'https://chat.whatsapp.com/grupo-aulas',
} as Partial<Launch> as Launch;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string, level?: 'beginner' | 'intermediate') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {['/aulas', '/aulas/iniciantes', '/aulas/intermediario'].map((path) => (
          <Route key={path} path={path} element={<LessonsPageLayout level={level} />} />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchLessons.mockReset();
  fetchCurrentLaunch.mockReset().mockResolvedValue(LAUNCH);
});
afterEach(cleanup);

describe('LessonsPageLayout', () => {
  it('loads the level lessons in order, with progress, locked lessons and the VIP link', async () => {
    fetchLessons.mockResolvedValue([
      lesson(2, 2),
      lesson(1, 1),
      lesson(3, 3, { isAvailable: false }),
      lesson(4, 4, { videoId: null }),
    ]);
    renderAt('/aulas/iniciantes', 'beginner');
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    const cards = await screen.findAllByTestId('lesson-card');
    expect(fetchLessons).toHaveBeenCalledWith('beginner');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Aula de teste 1',
      'Aula de teste 2',
      'Aula de teste 3',
      'Aula de teste 4',
    ]);
    expect(screen.getByText('0 de 4 aulas concluídas')).toBeTruthy();
    for (const locked of [cards[2]!, cards[3]!]) {
      expect(within(locked).getByText('Aula Bloqueada')).toBeTruthy();
      expect((within(locked).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
      expect(within(locked).queryByRole('button')).toBeNull();
    }
    expect(within(cards[0]!).getByText('O que você vai aprender:')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Grupo VIP do WhatsApp/ });
    expect(link.getAttribute('href')).toBe('https://chat.whatsapp.com/vip-iniciante');
  });

  it('toggles completion and stores it under the level key', async () => {
    const user = userEvent.setup();
    fetchLessons.mockResolvedValue([lesson(1, 1), lesson(2, 2)]);
    renderAt('/aulas/iniciantes', 'beginner');
    await user.click(await screen.findByRole('checkbox', { name: 'Concluída: Aula de teste 2' }));
    expect(screen.getByText('1 de 2 aulas concluídas')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('semana-java:progresso-iniciante')!).state.completed).toEqual(['2']);
  });

  it('opens the player only when a lesson is opened', async () => {
    const user = userEvent.setup();
    fetchLessons.mockResolvedValue([lesson(1, 1, { videoId: 'x7Qm2TzR9kA' })]);
    const { container } = renderAt('/aulas/iniciantes', 'beginner');
    await screen.findAllByTestId('lesson-card');
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Assistir à aula 1: Aula de teste 1' }));
    const frame = container.ownerDocument.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/x7Qm2TzR9kA\?autoplay=1/);
  });

  it('shows the error with "Tentar Novamente", which loads again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchLessons.mockRejectedValueOnce(new Error('falhou')).mockResolvedValueOnce([lesson(1, 1)]);
    renderAt('/aulas');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erro ao carregar as aulas. Por favor, tente novamente.',
    );
    expect(fetchLessons).toHaveBeenCalledWith(undefined);
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findAllByTestId('lesson-card')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchLessons).toHaveBeenCalledTimes(2);
    expect((await screen.findByRole('link', { name: /grupo do WhatsApp/ })).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/grupo-aulas',
    );
  });

  it('sends ads=true traffic to the level chooser with the whole query', () => {
    fetchLessons.mockResolvedValue([]);
    renderAt('/aulas/intermediario?ads=true&utm_source=fb&x=1', 'intermediate');
    expect(screen.getByTestId('where').textContent).toBe('/aulas/escolher-nivel?ads=true&utm_source=fb&x=1');
    expect(fetchLessons).not.toHaveBeenCalled();
  });
});
