import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  htmlSecurityHeaders,
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
  VIDEO_PLAYER_ORIGIN,
} from './security-headers.ts';

const input = {
  remoteOrigins: ['https://funnel.example.com', 'https://lessons.example.com'],
  supabaseUrl: 'https://abc.supabase.co',
  scriptHashes: ['sha256-AAA=', 'sha256-BBB='],
  production: false,
};

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from the own origin, the remotes and the inline scripts by hash only', () => {
    const csp = contentSecurityPolicy(input);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://funnel.example.com',
      'https://lessons.example.com',
      'https://www.youtube.com',
      "'sha256-AAA='",
      "'sha256-BBB='",
    ]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('connects to the configured Supabase origin (and the remotes for their manifests), frames only the video player, is never framed', () => {
    const csp = contentSecurityPolicy({ ...input, supabaseUrl: 'https://abc.supabase.co/' });
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://funnel.example.com',
      'https://lessons.example.com',
    ]);
    expect(directive(csp, 'frame-src')).toEqual([VIDEO_PLAYER_ORIGIN]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('leaves out a Supabase URL that is not http(s) and upgrades requests in production only', () => {
    const csp = contentSecurityPolicy({ ...input, supabaseUrl: 'javascript:alert(1)' });
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://funnel.example.com',
      'https://lessons.example.com',
    ]);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...input, production: true })).toContain('upgrade-insecure-requests');
  });
});

describe('header sets', () => {
  it('every response: nosniff and the referrer policy; HSTS only in production', () => {
    expect(baseSecurityHeaders(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains/);
  });

  it('HTML: the CSP, a Permissions-Policy that turns off what the site does not use, no framing', () => {
    const headers = htmlSecurityHeaders(input);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(input));
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(headers['Permissions-Policy']).toContain(feature);
    }
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('inline script hashes', () => {
  it('hashes the UTF-8 text as CSP does (sha256 of the empty script is the well-known value)', async () => {
    expect(await scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(await scriptHash('alert("ç")')).not.toBe(await scriptHash('alert("c")'));
  });

  it('finds the scripts a browser runs: not external ones, not JSON data blocks', async () => {
    const html =
      '<script>var a=1;</script><script type="module" crossorigin src="/x.js"></script>' +
      '<script type="application/json" id="funil-remotes">{"a":"b"}</script><script type="module">import("/y.js")</script>' +
      '<script type="text/javascript">var b=2;</script>';
    expect(inlineScripts(html)).toEqual(['var a=1;', 'import("/y.js")', 'var b=2;']);
    expect(await inlineScriptHashes(html)).toEqual([
      await scriptHash('var a=1;'),
      await scriptHash('import("/y.js")'),
      await scriptHash('var b=2;'),
    ]);
    expect(await inlineScriptHashes('<script>same</script><script>same</script>')).toHaveLength(1);
  });
});
