// @vitest-environment jsdom
import {
  CLASS_PAGE_SLOT_NAMES,
  classPageFirstRender,
  classPageSlot,
  classPageVariantName,
} from '@funil/data-client/public/class-phase';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LaunchClass } from '@funil/data-client/public/launch-classes';

const fetchLaunchClass = vi.fn();
const fetchLaunch = vi.fn();
// The page's data block (the edge's public content), read synchronously: empty unless a test puts the class there.
const launchClassInPage = vi.fn();
const launchInPage = vi.fn();
const sent: unknown[] = [];
/** What the edge answers the next reports (true: counted); then every report is counted. */
const delivered: boolean[] = [];
vi.mock('@funil/data-client/public/launch-classes', () => ({
  fetchLaunchClass: (...args: unknown[]) => fetchLaunchClass(...args),
  launchClassInPage: (...args: unknown[]) => launchClassInPage(...args),
}));
vi.mock('@funil/data-client/public/launches', () => ({
  fetchLaunch: (...args: unknown[]) => fetchLaunch(...args),
  launchInPage: (...args: unknown[]) => launchInPage(...args),
}));
vi.mock('@funil/data-client/public/attendance-report', async (original) => ({
  ...(await original<object>()),
  sendAttendanceReport: async (report: unknown) => {
    sent.push(report);
    return delivered.shift() ?? true;
  },
}));

import ClassPage from './class-page';
import { prerenderVariants } from './class-page.prerender';

const TOKEN = 'tokenDePresencaDaMaria123456789';
const start = new Date('2026-12-01T23:00:00Z');
const aula: LaunchClass = {
  id: 7,
  lancamento: 3,
  position: 2,
  title: 'Spring Boot na prática',
  startsAt: start.toISOString(),
  durationMinutes: 90,
  offerWindow: { fromMinute: 60, toMinute: 80 },
  replayUntil: null,
  videoId: 'abcDEF12345',
};
const launch = {
  lancamento: 3,
  name: 'Semana Java #3',
  registrationDeadline: '2026-12-08T02:59:59Z',
  lessonsGroupChatLink: 'https://chat.whatsapp.com/comunidade',
};

// The IFrame API's contract, as the adapter uses it (the e2e suite pins the same with its script double).
let fireState: ((event: { data: number }) => void) | undefined;
let videoTime = 0;
class Player {
  constructor(_element: HTMLElement, options: { events: { onStateChange: (e: { data: number }) => void } }) {
    fireState = options.events.onStateChange;
  }
  getCurrentTime = () => videoTime;
  destroy = () => {};
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/aula"
          element={
            <>
              <ClassPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  sent.length = 0;
  delivered.length = 0;
  videoTime = 0;
  sessionStorage.clear();
  window.YT = { Player, PlayerState: { PLAYING: 1, PAUSED: 2, ENDED: 0 } } as unknown as NonNullable<typeof window.YT>;
  fetchLaunchClass.mockReset().mockResolvedValue(aula);
  fetchLaunch.mockReset().mockResolvedValue(launch);
  launchClassInPage.mockReset().mockReturnValue(undefined);
  launchInPage.mockReset().mockReturnValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete window.YT;
});

describe('class page', () => {
  it('before the live: countdown, calendar and group, no player', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T20:00:00Z') });
    renderAt(`/aula?aula=7#t=${TOKEN}`);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spring Boot na prática');
    expect(screen.getByRole('heading', { name: 'A aula começa em' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Adicionar à agenda/ }).getAttribute('href')).toContain(
      'calendar.google.com',
    );
    expect(screen.getByRole('link', { name: /grupo da comunidade/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Vídeo/ })).toBeNull();
    // The token leaves the address bar at once.
    expect(screen.getByTestId('where').textContent).toBe('/aula?aula=7');
  });

  it("during the live: the player; playing and visible, reports every 30 s with the lead's token", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T23:10:00Z') });
    renderAt(`/aula?aula=7#t=${TOKEN}`);
    await settle();
    expect(screen.getByText('Ao vivo agora')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vídeo: Spring Boot na prática' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quero garantir minha vaga' })).toBeNull();
    act(() => fireState!({ data: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ aula: 7, t: TOKEN, segundos: 30 });
    // Paused: one last report of what was watched, then nothing.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    act(() => fireState!({ data: 2 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ segundos: 10 });
    const sessions = new Set(sent.map((r) => (r as { sessao: string }).sessao));
    expect(sessions.size).toBe(1);
  });

  it('a report the edge did not count gives its seconds to the next ones, at most 45 s a report', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T23:10:00Z') });
    delivered.push(false);
    renderAt(`/aula?aula=7#t=${TOKEN}`);
    await settle();
    act(() => fireState!({ data: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(sent.map((r) => (r as { segundos: number }).segundos)).toEqual([30, 45, 45, 30]);
  });

  it('in the offer window: the call to action; without a token the reports are anonymous', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T00:05:00Z') });
    renderAt('/aula?aula=7');
    await settle();
    expect(screen.getByRole('link', { name: 'Quero garantir minha vaga' }).getAttribute('href')).toBe('/oferta');
    act(() => fireState!({ data: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(sent[0]).toMatchObject({ aula: 7, t: null, segundos: 30 });
  });

  it('after the live: the replay until the deadline, then "Replay encerrado"', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T12:00:00Z') });
    renderAt('/aula?aula=7');
    await settle();
    expect(screen.getByText(/O replay desta aula fica disponível até/)).toBeTruthy();
    expect(screen.getByRole('region', { name: /Vídeo/ })).toBeTruthy();
    cleanup();
    vi.setSystemTime(new Date('2026-12-09T00:00:00Z'));
    renderAt('/aula?aula=7');
    await settle();
    expect(screen.getByRole('heading', { name: 'Replay encerrado' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Vídeo/ })).toBeNull();
  });

  it('an unknown class: not found, with the way to register', async () => {
    fetchLaunchClass.mockResolvedValue(null);
    renderAt('/aula?aula=999');
    expect(await screen.findByRole('heading', { name: 'Aula não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a inscrição' })).toBeTruthy();
  });

  describe("the edge's markup for the class of the link (the variant filled from the public content)", () => {
    /** Text as React escapes it, as the edge fills the slots. */
    const escape = (value: string) =>
      value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

    const titled = { ...aula, title: 'Spring <Boot> & "Java"' };

    function edgeMarkup(now: Date) {
      const { variant, slots } = classPageFirstRender(titled, launch, now);
      let markup = renderToString(
        <MemoryRouter initialEntries={['/aula?aula=7']}>
          {prerenderVariants[classPageVariantName(variant)]!()}
        </MemoryRouter>,
      );
      for (const name of CLASS_PAGE_SLOT_NAMES) markup = markup.split(classPageSlot(name)).join(escape(slots[name]));
      return markup;
    }

    for (const [phase, now] of [
      ['before', '2026-12-01T20:00:00Z'],
      ['live', '2026-12-01T23:10:00Z'],
      ['live, in the offer window', '2026-12-02T00:05:00Z'],
      ['replay', '2026-12-03T12:00:00Z'],
      ['closed', '2026-12-09T00:00:00Z'],
    ] as const) {
      it(`${phase}: the page hydrates it as it is (no mismatch, no loading state), then adds what needs the live page`, async () => {
        vi.useFakeTimers({ now: new Date(now) });
        launchClassInPage.mockReturnValue(titled);
        launchInPage.mockReturnValue(launch);
        const markup = edgeMarkup(new Date(now));
        expect(markup).not.toMatch(/[\uE000\uE001]/);
        const root = document.createElement('div');
        root.innerHTML = markup;
        document.body.appendChild(root);
        const title = root.querySelector('h1');
        expect(title?.textContent).toBe('Spring <Boot> & "Java"');
        const errors: unknown[] = [];
        await act(async () => {
          hydrateRoot(
            root,
            <MemoryRouter initialEntries={['/aula?aula=7']}>
              <Routes>
                <Route path="/aula" element={<ClassPage />} />
              </Routes>
            </MemoryRouter>,
            { onRecoverableError: (error) => errors.push(error) },
          );
          await vi.advanceTimersByTimeAsync(0);
        });
        expect(errors).toEqual([]);
        expect(root.querySelector('h1')).toBe(title); // hydrated in place, not rendered again
        expect(fetchLaunchClass).not.toHaveBeenCalled();
        if (phase === 'before') {
          expect(root.querySelector('[role="timer"]')).not.toBeNull();
          expect(root.textContent).toContain('Adicionar à agenda');
        }
        if (phase === 'live, in the offer window') expect(root.textContent).toContain('Quero garantir minha vaga');
        if (phase === 'closed') expect(root.textContent).toContain('Replay encerrado');
        root.remove();
      });
    }
  });
});
