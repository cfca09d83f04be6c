import { describe, expect, it } from 'vitest';
import { attendanceText } from './attendance-text';

describe('attendanceText', () => {
  it('says per class the minutes live and on the replay, and whether the lead saw the offer', () => {
    expect(attendanceText(undefined)).toBe('—');
    expect(attendanceText([])).toBe('—');
    expect(
      attendanceText([
        { position: 1, live_minutes: 42, replay_minutes: 0, saw_offer: true },
        { position: 2, live_minutes: 0, replay_minutes: 15, saw_offer: false },
        { position: 3, live_minutes: 0, replay_minutes: 0, saw_offer: false },
      ]),
    ).toBe('Aula 1: 42 min ao vivo, viu a oferta · Aula 2: 15 min no replay · Aula 3: menos de 1 min');
  });
});
