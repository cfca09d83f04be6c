// The one adapter over YouTube's IFrame Player API (https://developers.google.com/youtube/iframe_api_reference): the
// class page knows only createClassPlayer, the states it reports and currentTime(). The contract it relies on is
// pinned by the e2e suite's double of the API script (e2e/src/youtube-iframe-api-double.js): `YT.Player(element,
// { videoId, host, playerVars, events: { onReady, onStateChange } })`, `YT.PlayerState.PLAYING / PAUSED / ENDED`,
// `getCurrentTime()`, `destroy()`, and `window.onYouTubeIframeAPIReady` once the script has loaded.
// The player is the privacy-enhanced one (youtube-nocookie.com, allowed by the edge's frame-src); the API script comes
// from www.youtube.com (allowed by its script-src).

export const IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
export const PLAYER_HOST = 'https://www.youtube-nocookie.com';

export type PlayerState = 'playing' | 'paused' | 'ended' | 'other';

export interface ClassPlayer {
  /** The video's position in seconds (0 when the player cannot tell). */
  currentTime(): number;
  destroy(): void;
}

export interface ClassPlayerEvents {
  onReady?: () => void;
  onState: (state: PlayerState) => void;
}

interface YouTubePlayer {
  getCurrentTime(): number;
  destroy(): void;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      host?: string;
      width?: string;
      height?: string;
      playerVars?: Record<string, string | number>;
      events?: { onReady?: () => void; onStateChange?: (event: { data: number }) => void };
    },
  ) => YouTubePlayer;
  PlayerState: { PLAYING: number; PAUSED: number; ENDED: number };
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let apiLoading: Promise<YouTubeNamespace> | null = null;

/** The API, loaded once per page (the script calls window.onYouTubeIframeAPIReady when it is ready). */
export function loadIframeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  apiLoading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error('YouTube IFrame API sem YT.Player'));
    };
    const script = document.createElement('script');
    script.src = IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      apiLoading = null;
      reject(new Error('YouTube IFrame API não carregou'));
    };
    document.head.appendChild(script);
  });
  return apiLoading;
}

/** The API's state number as the page's state. */
export function toPlayerState(yt: Pick<YouTubeNamespace, 'PlayerState'>, data: number): PlayerState {
  if (data === yt.PlayerState.PLAYING) return 'playing';
  if (data === yt.PlayerState.PAUSED) return 'paused';
  if (data === yt.PlayerState.ENDED) return 'ended';
  return 'other';
}

/** A player in `element` (replaced by the player's iframe). */
export async function createClassPlayer(
  element: HTMLElement,
  videoId: string,
  events: ClassPlayerEvents,
): Promise<ClassPlayer> {
  const yt = await loadIframeApi();
  const player = new yt.Player(element, {
    videoId,
    host: PLAYER_HOST,
    width: '100%',
    height: '100%',
    playerVars: { rel: 0, playsinline: 1, modestbranding: 1 },
    events: {
      onReady: () => events.onReady?.(),
      onStateChange: (event) => events.onState(toPlayerState(yt, event.data)),
    },
  });
  return {
    currentTime: () => {
      const t = Number(player.getCurrentTime?.());
      return Number.isFinite(t) && t > 0 ? t : 0;
    },
    destroy: () => player.destroy(),
  };
}
