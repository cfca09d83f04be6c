// The inline catcher as a browser runs it (jsdom runs the script text the edge puts in the page): what it collects,
// its caps, batching into one beacon when the page is hidden, and what it never sends.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  CATCHER_GLOBAL,
  MAX_EVENTS,
  MAX_OTHER_EVENTS,
  MAX_RESOURCE_EVENTS,
  SIGNALS_CATCHER_SCRIPT,
  SIGNALS_PATH,
} from './catcher-script.ts';

interface Beacon {
  v: number;
  view: { route: string; remote: string } | null;
  device: string;
  connection: string;
  token: string;
  events: Record<string, unknown>[];
}

function page(url = 'https://site.example/obrigado?data=SEGREDO123&hash=abc#x', accept = true) {
  const dom = new JSDOM(
    `<!doctype html><html><head><meta name="funil-build" content="shell123"><script>${SIGNALS_CATCHER_SCRIPT}</script><meta name="funil-view" content="payload.signature"></head>` +
      '<body><div id="root" data-prerendered="mfe_funnel/ThankYou"><form><input name="email" value="ana@example.com"></form></div></body></html>',
    { url, runScripts: 'dangerously', pretendToBeVisual: true },
  );
  const window = dom.window;
  const sent: { url: string; body: Beacon }[] = [];
  let answer = accept;
  Object.defineProperty(window.navigator, 'sendBeacon', {
    value: (to: string, body: string) => {
      if (answer) sent.push({ url: to, body: JSON.parse(body) as Beacon });
      return answer;
    },
  });
  const signals = (
    window as unknown as Record<
      string,
      { add(e: unknown): void; setRemote(r: string): void; setBuild(r: string, b: string): void }
    >
  )[CATCHER_GLOBAL]!;
  const hide = () => {
    Object.defineProperty(window.document, 'visibilityState', { value: 'hidden', configurable: true });
    window.document.dispatchEvent(new window.Event('visibilitychange', { bubbles: true }));
  };
  const show = () =>
    Object.defineProperty(window.document, 'visibilityState', { value: 'visible', configurable: true });
  const throwError = (message: string, filename = 'https://site.example/assets/index-abc.js?v=1') => {
    const error = new window.Error(message);
    window.dispatchEvent(
      new window.ErrorEvent('error', { message: `Uncaught Error: ${message}`, filename, lineno: 3, colno: 7, error }),
    );
  };
  return { window, sent, signals, hide, show, throwError, refuse: (value: boolean) => (answer = !value) };
}

describe('the signals catcher', () => {
  it('collects errors, failed script/link loads, rejections and CSP violations; sends them once, when hidden', () => {
    const { window, sent, hide, throwError } = page();
    throwError('boom');
    const script = window.document.createElement('script');
    script.src = 'https://funnel.example/assets/page.js?token=x';
    window.document.head.appendChild(script);
    script.dispatchEvent(new window.Event('error'));
    const rejection = new window.Event('unhandledrejection') as Event & { reason?: unknown };
    Object.defineProperty(rejection, 'reason', { value: new window.TypeError('falhou') });
    window.dispatchEvent(rejection);
    const violation = new window.Event('securitypolicyviolation', { bubbles: true });
    Object.assign(violation, { effectiveDirective: 'script-src-elem', blockedURI: 'https://evil.example/x.js?a=1' });
    window.document.dispatchEvent(violation);
    expect(sent).toHaveLength(0);

    hide();
    expect(sent).toHaveLength(1);
    const { url, body } = sent[0]!;
    expect(url).toBe(SIGNALS_PATH);
    expect(body.view).toEqual({ route: '/obrigado', remote: 'mfe_funnel' });
    expect(body.token).toBe('payload.signature');
    expect(body).not.toHaveProperty('builds');
    expect(body.events.map((event) => event.kind)).toEqual(['error', 'resource', 'rejection', 'csp']);
    expect(body.events[0]).toMatchObject({
      route: '/obrigado',
      remote: 'mfe_funnel',
      error_type: 'Error',
      source: 'https://site.example/assets/index-abc.js',
      line: 3,
      col: 7,
    });
    expect(body.events[1]).toMatchObject({ url: 'https://funnel.example/assets/page.js', message: 'script' });
    expect(body.events[2]).toMatchObject({ error_type: 'TypeError', message: 'falhou' });
    expect(body.events[3]).toMatchObject({ directive: 'script-src-elem', url: 'https://evil.example/x.js' });
    // Nothing of the query, the hash or the form ever leaves the page.
    const text = JSON.stringify(body);
    expect(text).not.toContain('SEGREDO123');
    expect(text).not.toContain('token=');
    expect(text).not.toContain('ana@example.com');

    window.dispatchEvent(new window.Event('pagehide'));
    hide();
    expect(sent).toHaveLength(1); // nothing new: no second beacon
  });

  it('sends a view without events (page views count), and one beacon per page view: its token counts once', () => {
    const { sent, hide, show, throwError } = page('https://site.example/inscricao');
    hide();
    expect(sent[0]!.body).toMatchObject({ view: { route: '/inscricao' }, events: [], token: 'payload.signature' });
    show();
    throwError('later');
    hide();
    expect(sent).toHaveLength(1);
  });

  it('caps a page view: repeats counted, at most 5 non-vital events, at most 10 in all', () => {
    const { sent, signals, hide, throwError } = page();
    throwError('same');
    throwError('same');
    throwError('same');
    for (let i = 0; i < 20; i += 1) throwError(`distinct ${i}`);
    for (let i = 0; i < 20; i += 1) signals.add({ kind: 'vital', metric: 'LCP', value: i });
    hide();
    const events = sent[0]!.body.events;
    expect(events).toHaveLength(MAX_EVENTS);
    expect(events.filter((event) => event.kind !== 'vital')).toHaveLength(MAX_OTHER_EVENTS);
    expect(events[0]).toMatchObject({ message: 'Uncaught Error: same', n: 3 });
  });

  it('keeps room for the runtime failure when a remote that is down fails a dozen file loads', () => {
    const { window, sent, signals, hide } = page();
    for (let i = 0; i < 12; i += 1) {
      const link = window.document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `https://lessons.example/assets/chunk-${i}.js`;
      window.document.head.appendChild(link);
      link.dispatchEvent(new window.Event('error'));
    }
    signals.add({ kind: 'remote', remote: 'mfe_lessons', expose: 'Lessons', code: 'RUNTIME-003' });
    hide();
    const events = sent[0]!.body.events;
    expect(events.filter((event) => event.kind === 'resource')).toHaveLength(MAX_RESOURCE_EVENTS);
    expect(events.filter((event) => event.kind === 'remote')).toHaveLength(1);
  });

  it('keeps the batch when the browser refuses the beacon, and sends it at pagehide', () => {
    const { window, sent, hide, throwError, refuse } = page();
    throwError('kept');
    refuse(true);
    hide();
    expect(sent).toHaveLength(0);
    refuse(false);
    window.dispatchEvent(new window.Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(1);
  });

  it('takes the route remote the shell gives it (builds: the token says which the edge served)', () => {
    const { sent, signals, hide } = page('https://site.example/aulas');
    signals.setRemote('mfe_lessons');
    signals.setBuild('mfe_lessons', 'abc123def456');
    signals.add({ kind: 'remote', remote: 'mfe_lessons', expose: 'Lessons', code: 'RUNTIME-008' });
    hide();
    expect(sent[0]!.body.view).toEqual({ route: '/aulas', remote: 'mfe_lessons' });
    expect(sent[0]!.body).not.toHaveProperty('builds');
    expect(sent[0]!.body.events[0]).toMatchObject({ kind: 'remote', route: '/aulas', remote: 'mfe_lessons' });
  });
});
