import type { LeadAttendance } from '@funil/data-client/staff/class-attendance';
import { formatNumber } from '@funil/shared-ui/format/numbers';

/** "Aula 1: 42 min ao vivo, viu a oferta · Aula 2: 15 min no replay"; "—" when the lead watched no class. */
export function attendanceText(classes: LeadAttendance['classes'] | undefined): string {
  if (!classes || classes.length === 0) return '—';
  return classes
    .map((c) => {
      const parts = [
        c.live_minutes > 0 ? `${formatNumber(c.live_minutes)} min ao vivo` : null,
        c.replay_minutes > 0 ? `${formatNumber(c.replay_minutes)} min no replay` : null,
        c.saw_offer ? 'viu a oferta' : null,
      ].filter(Boolean);
      return `Aula ${c.position}: ${parts.length ? parts.join(', ') : 'menos de 1 min'}`;
    })
    .join(' · ');
}
