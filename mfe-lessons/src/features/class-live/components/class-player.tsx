import { useEffect, useRef, useState } from 'react';
import { useAttendanceReporter } from '../hooks/use-attendance-reporter';
import { createClassPlayer, type ClassPlayer as Player } from '../youtube/youtube-player';
import styles from './class-player.module.css';

export interface ClassPlayerProps {
  classId: number;
  videoId: string;
  token: string | null;
  title: string;
  /** The video position (seconds) as the reporter last read it. */
  onPosition?: (seconds: number) => void;
}

/** The live or the replay (YouTube, no-cookie), reporting the minutes watched while it plays and the tab is visible. */
export function ClassPlayer({ classId, videoId, token, title, onPosition }: ClassPlayerProps) {
  const slot = useRef<HTMLDivElement>(null);
  const player = useRef<Player | null>(null);
  const [failed, setFailed] = useState(false);
  const reporter = useAttendanceReporter(classId, token, () => player.current?.currentTime() ?? 0);
  const { onPlayerState, position } = reporter;

  useEffect(() => {
    onPosition?.(position);
  }, [onPosition, position]);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const target = document.createElement('div');
    element.appendChild(target);
    let cancelled = false;
    createClassPlayer(target, videoId, { onState: onPlayerState }).then(
      (created) => {
        if (cancelled) created.destroy();
        else player.current = created;
      },
      (error: unknown) => {
        console.error('Erro ao carregar o player da aula:', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      player.current?.destroy();
      player.current = null;
      element.replaceChildren();
    };
  }, [videoId, onPlayerState]);

  return (
    <div className={styles.frame}>
      {failed ? (
        <p className={styles.failed} role="alert">
          Não foi possível carregar o player. Verifique a sua conexão e recarregue a página.
        </p>
      ) : (
        <div ref={slot} className={styles.slot} aria-label={`Vídeo: ${title}`} role="region" />
      )}
    </div>
  );
}
