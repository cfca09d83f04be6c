import { describe, expect, it } from 'vitest';
import { withPageMeta } from './page-meta.ts';

const SHELL = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />
    <title>Semana Java — Aprenda Java do zero</title>
    <meta
      name="description"
      content="Semana Java: evento online e gratuito."
    />
    <link rel="icon" href="data:," /></head><body><div id="root"></div></body></html>`;

describe('withPageMeta', () => {
  it("writes the path's title and description over the shell's defaults, once", () => {
    const html = withPageMeta(SHELL, '/inscricao');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Inscrição gratuita — Semana Java</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Inscreva-se na Semana Java: três aulas');
    expect(html).not.toContain('evento online e gratuito.');
    expect(html).not.toContain('name="robots"');
  });

  it('keeps staff pages out of search engines, and a trailing slash is the same path', () => {
    const html = withPageMeta(SHELL, '/compras/');
    expect(html).toContain('<title>Leads de compra — Semana Java</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("leaves a path outside the catalogue with the site's defaults", () => {
    const html = withPageMeta(SHELL, '/qualquer-coisa');
    expect(html).toContain('<title>Semana Java — Aprenda Java do zero</title>');
    expect(html).toContain('aprender Java do zero ou migrar para o back-end.');
  });

  it('adds the tags to a document without them', () => {
    expect(withPageMeta('<html><head></head><body></body></html>', '/bio')).toContain(
      '<title>Semana Java — Links</title>',
    );
  });
});
