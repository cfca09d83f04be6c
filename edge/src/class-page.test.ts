import { classPageSlot } from '@funil/data-client/public/class-phase';
import { describe, expect, it } from 'vitest';
import { classPageVariant, fillClassPage } from './class-page.ts';

const NOW = new Date('2026-12-01T22:00:00Z');
const row = (id: number, startsAt: string, extra: object = {}) => ({
  id,
  lancamento: 3,
  position: 1,
  title: 'Aula 1',
  starts_at: startsAt,
  duration_minutes: 90,
  offer_from_minute: 60,
  offer_to_minute: 80,
  replay_until: null,
  video_id: 'abcDEF12345',
  ...extra,
});
const content = (group: string) => ({
  current_launch: [
    {
      lancamento: 3,
      name: 'Semana Java #3',
      registration_deadline: '2026-12-08T02:59:59Z',
      lessons_group_chat_link: group,
    },
  ],
  launch_classes: [
    row(1, '2026-12-02T23:00:00Z'),
    row(2, '2026-12-01T21:30:00Z'),
    row(3, '2026-12-01T18:00:00Z', { video_id: null }),
    row(4, '2026-11-20T23:00:00Z', { replay_until: '2026-11-25T00:00:00Z' }),
  ],
});
const at = (query: string, group = 'https://chat.whatsapp.com/x') =>
  classPageVariant(new URL(`https://s.example/aula${query}`), content(group), NOW);

describe('classPageVariant', () => {
  it('the phase at the edge, with the group and the video only where the page shows them', () => {
    expect(at('?aula=1')?.name).toBe('before');
    expect(at('?aula=2')?.name).toBe('live-grupo-video');
    expect(at('?aula=2', 'http://inseguro.example')?.name).toBe('live-video');
    expect(at('?aula=3')?.name).toBe('replay-grupo');
    expect(at('?aula=4')?.name).toBe('closed');
  });

  it('no class id, an unknown class or a launch the content does not carry: none', () => {
    for (const query of ['', '?aula=', '?aula=0', '?aula=-1', '?aula=1.5', '?aula=99', '?aula=abc'])
      expect(at(query)).toBeNull();
    const other = content('');
    other.current_launch[0]!.lancamento = 4;
    expect(classPageVariant(new URL('https://s.example/aula?aula=1'), other, NOW)).toBeNull();
  });

  it('fills every slot, escaped as React escapes text and attributes', () => {
    const markup = `<p>${classPageSlot('launchName')} · Aula ${classPageSlot('position')}</p><h1>${classPageSlot('title')}</h1><a href="${classPageSlot('groupUrl')}">g</a><p>${classPageSlot('classTime')} ${classPageSlot('replayUntilTime')}</p>`;
    const withTitle = content('https://chat.whatsapp.com/a?b=1&c=2');
    withTitle.launch_classes[1]!.title = '<script>"x" & \'y\'</script>';
    const filled = classPageVariant(new URL('https://s.example/aula?aula=2'), withTitle, NOW)!.fill(markup);
    expect(filled).toContain('<h1>&lt;script&gt;&quot;x&quot; &amp; &#x27;y&#x27;&lt;/script&gt;</h1>');
    expect(filled).toContain('<a href="https://chat.whatsapp.com/a?b=1&amp;c=2">');
    expect(filled).toContain('<p>Semana Java #3 · Aula 1</p>');
    expect(filled).toContain('terça-feira, 01/12, 18:30');
  });

  it('a markup with a placeholder it does not know is not served', () => {
    const slots = { launchName: 'a', position: '1', title: 't', classTime: 'c', replayUntilTime: 'r', groupUrl: '' };
    expect(fillClassPage('<p>\uE000outro\uE001</p>', slots)).toBeNull();
    expect(fillClassPage(`<p>${classPageSlot('title')}</p>`, slots)).toBe('<p>t</p>');
  });
});
