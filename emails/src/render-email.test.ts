import { describe, expect, it } from 'vitest';
import { emailLink, fillText, parseBody } from './email-body.ts';
import { cleanSubject, renderLaunchEmail } from './render-email.ts';

const SITE = 'https://semanajava.example';
const HOSTILE = '<img src=x onerror=alert(1)>';

const base = {
  messageKey: 'registration_confirmation',
  subject: 'Inscrição confirmada, {{primeiro_nome}}',
  body: [
    'Olá, {{primeiro_nome}}!',
    '',
    'Sua inscrição na Semana Java está confirmada.',
    'As aulas: {{datas_aulas}}',
    '',
    '{{link_obrigado}}',
    '',
    'Grupo: {{link_grupo}} (entre hoje).',
  ].join('\n'),
  variables: {
    primeiro_nome: HOSTILE,
    datas_aulas: 'terça, 20h',
    link_obrigado: `${SITE}/inscricao/obrigado?data=tok123`,
    link_grupo: 'https://chat.whatsapp.com/abc',
    link_descadastro: `${SITE}/descadastro?hash=unsub456`,
  },
  siteUrl: SITE,
};

describe('emailLink', () => {
  it('adds utm_source=email and the message key as utm_campaign to the site links only', () => {
    const link = new URL(
      emailLink(`${SITE}/inscricao/obrigado?data=t&utm_source=x`, { siteUrl: SITE, campaign: 'cart_open' })!,
    );
    expect(link.searchParams.get('utm_source')).toBe('email');
    expect(link.searchParams.get('utm_campaign')).toBe('cart_open');
    expect(link.searchParams.get('data')).toBe('t');
    expect(emailLink('https://chat.whatsapp.com/abc', { siteUrl: SITE, campaign: 'x' })).toBe(
      'https://chat.whatsapp.com/abc',
    );
  });

  it('refuses anything that is not an absolute http(s) URL', () => {
    for (const bad of ['javascript:alert(1)', '/relative', 'data:text/html,<b>x</b>', 'not a url', ''])
      expect(emailLink(bad, { siteUrl: SITE, campaign: 'x' })).toBeNull();
  });
});

describe('parseBody', () => {
  it('makes a line holding only a link variable a button, and inline links links', () => {
    const blocks = parseBody(base.body, base.variables, { siteUrl: SITE, campaign: 'k' });
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'button', 'paragraph']);
    expect(blocks[2]).toMatchObject({ kind: 'button', label: 'Acessar minha página' });
    expect(blocks[3]).toMatchObject({
      kind: 'paragraph',
      lines: [
        [
          { kind: 'text', text: 'Grupo: ' },
          { kind: 'link', href: 'https://chat.whatsapp.com/abc' },
          { kind: 'text', text: ' (entre hoje).' },
        ],
      ],
    });
  });

  it('drops a link variable whose value is not a URL, and fills unknown variables with nothing', () => {
    const blocks = parseBody(
      '{{link_aula}}\n\nOi {{nao_existe}}fim',
      { link_aula: 'javascript:alert(1)' },
      {
        siteUrl: SITE,
        campaign: 'k',
      },
    );
    expect(blocks).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: 'Oi fim' }]] }]);
  });

  it('fills the subject as text', () => {
    expect(fillText('Oi {{primeiro_nome}}', { primeiro_nome: HOSTILE })).toBe(`Oi ${HOSTILE}`);
  });
});

describe('renderLaunchEmail', () => {
  it('renders HTML and text parts; a hostile name is text, never markup', async () => {
    const email = await renderLaunchEmail({ ...base, subject: fillText(base.subject, base.variables) });
    expect(email.subject).toBe(`Inscrição confirmada, ${HOSTILE}`);
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('lang="pt-BR"');
    expect(email.text).toContain(`Olá, ${HOSTILE}!`);
    expect(email.text).toContain(
      'Acessar minha página: https://semanajava.example/inscricao/obrigado?data=tok123&utm_source=email&utm_campaign=registration_confirmation',
    );
  });

  it('links to the site carry the UTM parameters; the unsubscribe link does not', async () => {
    const email = await renderLaunchEmail(base);
    expect(email.html).toContain(
      'href="https://semanajava.example/inscricao/obrigado?data=tok123&amp;utm_source=email&amp;utm_campaign=registration_confirmation"',
    );
    expect(email.html).toContain('href="https://semanajava.example/descadastro?hash=unsub456"');
    expect(email.text).toContain('Cancelar inscrição: https://semanajava.example/descadastro?hash=unsub456');
  });

  it('a staff test has the notice and no unsubscribe footer', async () => {
    const email = await renderLaunchEmail({ ...base, isTest: true });
    expect(email.text).toContain('E-mail de teste');
    expect(email.html).not.toContain('descadastro');
  });

  it('keeps the line breaks inside a value: each class on its own line of the HTML part', async () => {
    const email = await renderLaunchEmail({
      ...base,
      messageKey: 'event_eve',
      body: 'As aulas:\n{{datas_aulas}}\n\nAté lá!',
      variables: {
        ...base.variables,
        datas_aulas: '• terça-feira, 02/12 às 20h: Aula um\n• quarta-feira, 03/12 às 20h: Aula dois',
      },
    });
    expect(email.html).toMatch(
      /As aulas:<br\/?>• terça-feira, 02\/12 às 20h: Aula um<br\/?>• quarta-feira, 03\/12 às 20h: Aula dois/,
    );
    expect(email.text).toContain(
      'As aulas:\n• terça-feira, 02/12 às 20h: Aula um\n• quarta-feira, 03/12 às 20h: Aula dois',
    );
  });

  it('never breaks words in links (no word-break: break-all); long URLs may still wrap; the footer link stays whole', async () => {
    const email = await renderLaunchEmail(base);
    expect(email.html).not.toMatch(/word-break:\s*break-all/);
    expect(email.html).toMatch(/href="https:\/\/chat\.whatsapp\.com\/abc"[^>]*style="[^"]*overflow-wrap:anywhere/);
    expect(email.html).toMatch(
      /href="https:\/\/semanajava\.example\/descadastro\?hash=unsub456"[^>]*style="[^"]*white-space:nowrap/,
    );
  });

  it('the waiting list is told why it gets the message (it did not register)', async () => {
    const waitlist = await renderLaunchEmail({ ...base, messageKey: 'waitlist_confirmation' });
    const nextLaunch = await renderLaunchEmail({ ...base, messageKey: 'waitlist_next_launch' });
    const lead = await renderLaunchEmail(base);
    for (const email of [waitlist, nextLaunch]) {
      expect(email.text).toContain('Você recebe este e-mail porque entrou na lista de espera da Semana Java.');
      expect(email.html).toContain('entrou na lista de espera da Semana Java');
      expect(email.text).not.toContain('se inscreveu');
    }
    expect(lead.text).toContain('Você recebe este e-mail porque se inscreveu na Semana Java.');
  });

  it('a name withheld by the database: the greeting and the subject go without it', async () => {
    const variables = { ...base.variables, primeiro_nome: undefined };
    const email = await renderLaunchEmail({
      ...base,
      subject: fillText('{{primeiro_nome}}, sua inscrição está confirmada', variables),
      variables,
    });
    expect(email.subject).toBe('Sua inscrição está confirmada');
    expect(email.text.startsWith('Olá!\n\nSua inscrição na Semana Java está confirmada.')).toBe(true);
    expect(email.html).toContain('Olá!');
    expect(email.html).not.toContain('Olá, ');
  });

  it('a subject is one line', () => {
    expect(cleanSubject(' Oi\r\nBcc: x@y.z\tfim ')).toBe('Oi Bcc: x@y.z fim');
  });
});
