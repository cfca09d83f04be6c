// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClassPlayer, IFRAME_API_URL, PLAYER_HOST, toPlayerState } from './youtube-player';

const PlayerState = { PLAYING: 1, PAUSED: 2, ENDED: 0 };

afterEach(() => {
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  document.head.innerHTML = '';
});

describe('youtube-player (the adapter)', () => {
  it('maps the API states', () => {
    expect(toPlayerState({ PlayerState }, 1)).toBe('playing');
    expect(toPlayerState({ PlayerState }, 2)).toBe('paused');
    expect(toPlayerState({ PlayerState }, 0)).toBe('ended');
    expect(toPlayerState({ PlayerState }, 3)).toBe('other');
  });

  it('loads the API script once, builds a no-cookie player and reports its states and time', async () => {
    const created: { element: HTMLElement; options: Record<string, unknown> }[] = [];
    let fire: ((event: { data: number }) => void) | undefined;
    class Player {
      constructor(element: HTMLElement, options: { events: { onStateChange: (e: { data: number }) => void } }) {
        created.push({ element, options });
        fire = options.events.onStateChange;
      }
      getCurrentTime = () => 42.5;
      destroy = vi.fn();
    }
    const element = document.createElement('div');
    const states: string[] = [];
    const pending = createClassPlayer(element, 'abcDEF12345', { onState: (s) => states.push(s) });
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe(IFRAME_API_URL);
    window.YT = { Player, PlayerState } as unknown as NonNullable<typeof window.YT>;
    window.onYouTubeIframeAPIReady!();
    const player = await pending;
    expect(created[0]!.element).toBe(element);
    expect(created[0]!.options).toMatchObject({ videoId: 'abcDEF12345', host: PLAYER_HOST });
    fire!({ data: 1 });
    fire!({ data: 2 });
    fire!({ data: 0 });
    expect(states).toEqual(['playing', 'paused', 'ended']);
    expect(player.currentTime()).toBe(42.5);
    // A second player reuses the loaded API: no second script.
    await createClassPlayer(document.createElement('div'), 'abcDEF12345', { onState: () => {} });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
