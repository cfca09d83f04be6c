// While the player plays and the tab is visible, the page reports the seconds watched to the edge about every
// REPORT_INTERVAL_SECONDS, and once more when it pauses, ends or the tab hides. The lead's attendance token (from the
// class link) goes in the report's body, never in a URL; without one the viewer counts as anonymous. A report the edge
// did not count gives its seconds back to the next one.
import {
  MAX_REPORT_SECONDS,
  newViewerSession,
  REPORT_INTERVAL_SECONDS,
  sendAttendanceReport,
} from '@funil/data-client/public/attendance-report';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerState } from '../youtube/youtube-player';
import { WatchMeter } from './watch-meter';

/**
 * The most seconds a page carries to its next reports (a failed report's, or more than one report may claim): ten
 * minutes of an unreachable edge. Each report claims at most MAX_REPORT_SECONDS, so a page catches up 15 s a report.
 */
const CARRIED_SECONDS_LIMIT = 600;

export interface AttendanceReporter {
  /** The player's state changed. */
  onPlayerState: (state: PlayerState) => void;
  /** The video position at the last report or state change (seconds): the replay's offer window reads it. */
  position: number;
}

export function useAttendanceReporter(
  classId: number,
  token: string | null,
  currentTime: () => number,
): AttendanceReporter {
  const [session] = useState(newViewerSession);
  const meter = useRef<WatchMeter | null>(null);
  meter.current ??= new WatchMeter();
  const playing = useRef(false);
  const [position, setPosition] = useState(0);
  const latest = useRef({ classId, token, currentTime });
  latest.current = { classId, token, currentTime };

  const report = useCallback(() => {
    const watched = meter.current!.take();
    const posicao = Math.max(0, latest.current.currentTime());
    setPosition(posicao);
    // Under a second waits for the next report; more than a report may claim goes in the next ones.
    const seconds = watched < 1 ? 0 : Math.min(Math.round(watched * 10) / 10, MAX_REPORT_SECONDS);
    meter.current!.giveBack(watched - seconds, CARRIED_SECONDS_LIMIT);
    if (seconds === 0) return;
    void sendAttendanceReport({
      aula: latest.current.classId,
      sessao: session,
      t: latest.current.token,
      segundos: seconds,
      posicao: Math.min(posicao, 86_400),
    }).then((delivered) => {
      // Not counted (the edge unreachable, or it could not read the class): the seconds go in the next report.
      if (!delivered) meter.current!.giveBack(seconds, CARRIED_SECONDS_LIMIT);
    });
  }, [session]);

  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const onVisibility = () => {
      meter.current!.update(playing.current, visible());
      if (!visible()) report();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(() => {
      if (playing.current && visible()) report();
    }, REPORT_INTERVAL_SECONDS * 1000);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
      meter.current!.update(false, visible());
      report();
    };
  }, [report]);

  const onPlayerState = useCallback(
    (state: PlayerState) => {
      const wasPlaying = playing.current;
      playing.current = state === 'playing';
      meter.current!.update(playing.current, document.visibilityState !== 'hidden');
      if (wasPlaying && !playing.current) report();
      else setPosition(Math.max(0, latest.current.currentTime()));
    },
    [report],
  );

  return { onPlayerState, position };
}
