// The sender's compiled renderer (launchEmailRenderer: each message shape rendered once by React, then filled per
// recipient) must give exactly the bytes of a full React render (renderLaunchEmail) for every recipient: names that
// need HTML escaping, values with line breaks, the greeting without a name, links that are and are not the site's,
// tests, the waiting list, short and long texts.
import { describe, expect, it } from 'vitest';
import { fillText, type EmailVariables } from './email-body.ts';
import { escapeHtml } from './email-template.ts';
import { launchEmailRenderer, renderLaunchEmail, type LaunchEmailInput } from './render-email.ts';

const SITE = 'https://semanajava.example';

const BODIES: Record<string, { subject: string; body: string }> = {
  registration_confirmation: {
    subject: '{{primeiro_nome}}, sua inscrição na {{nome_lancamento}} está confirmada',
    body:
      'Olá, {{primeiro_nome}}!\n\nSua inscrição na {{nome_lancamento}} está confirmada. Que bom ter você com a gente!\n\n' +
      'Falta só um passo: responda à pesquisa rápida e entre no grupo do WhatsApp.\n\n' +
      '{{link_obrigado}}\n\nGrupo do WhatsApp: {{link_grupo}}\n\nAs aulas ao vivo:\n{{datas_aulas}}\n\n' +
      'Coloque as aulas na sua agenda para não perder nenhuma:\n{{link_calendario}}\n\nNos vemos na primeira aula!',
  },
  class_reminder: {
    subject: 'Daqui a 1 hora: {{titulo_aula}}',
    body:
      'Olá, {{primeiro_nome}}!\n\nFalta 1 hora para a aula ao vivo "{{titulo_aula}}", {{horario_aula}}.\n\n' +
      'Pegue um café, abra a sua IDE e guarde o link para entrar na hora:\n{{link_aula}}\n\nTe esperamos lá!',
  },
  waitlist_confirmation: {
    subject: '{{primeiro_nome}}, você está na lista de espera',
    body: 'Olá, {{primeiro_nome}}!\n\nVocê está na lista de espera.\n\nEnquanto isso, conheça o evento:\n{{link_inscricao}}\n\nAté breve!',
  },
  // A short body: the preview (the first 140 characters of the text) has the recipient's own length.
  cart_open: { subject: 'Oi {{primeiro_nome}}', body: '{{primeiro_nome}}, oi!\n\n{{link_oferta}}' },
};

// Names as the database hands them (private.greeting_name withholds link-like ones: primeiro_nome missing).
const NAMES: (string | undefined | null)[] = [
  'Maria',
  'José Antônio',
  "D'Ávila",
  'Ana "Nina" Souza',
  'Tom & Jerry',
  '<img src=x onerror=alert(1)>',
  'a>b<c',
  '&amp;',
  '🙂 Zoë',
  'Ж',
  undefined,
  null,
  '',
  'x'.repeat(120),
  'Nome\u00a0com espaço duro',
  '\uE000 0\uE002 private-use',
];

const CLASS_DATES = [
  'terça, 20h',
  '• terça-feira, 02/12 às 20h: Aula um\n• quarta-feira, 03/12 às 20h: Aula <dois> & "três"',
  '• linha com CRLF\r\n• outra\r\n\r\n• depois de uma em branco',
  '',
];

function variablesFor(index: number, name: string | undefined | null): EmailVariables {
  const token = `tok${index}_${'abc'.repeat(index % 4)}`;
  return {
    ...(name === undefined ? {} : { primeiro_nome: name }),
    nome_lancamento: index % 5 === 0 ? 'Semana Java #2 <edição> & "mais"' : 'Semana Java #2',
    titulo_aula: index % 3 === 0 ? 'Aula 1: "Java" & <Spring>' : 'Aula 1: Orientação a objetos',
    horario_aula: 'hoje às 20h',
    datas_aulas: CLASS_DATES[index % CLASS_DATES.length],
    link_obrigado: `${SITE}/inscricao/obrigado?data=${token}`,
    link_grupo: index % 4 === 0 ? 'javascript:alert(1)' : `https://chat.whatsapp.com/abc?x=${index}&y='z'`,
    link_calendario: `${SITE}/agenda.ics?lead=${index}`,
    link_aula: `${SITE}/aula?aula=7#t=${token}`,
    link_inscricao: `${SITE}/inscricao`,
    link_oferta: index % 2 === 0 ? `${SITE}/oferta?o="1"&p=<2>` : 'https://pay.example/checkout?off=abc',
    ...(index % 7 === 0 ? {} : { link_descadastro: `${SITE}/descadastro?hash=${token}` }),
  };
}

function inputs(): LaunchEmailInput[] {
  const list: LaunchEmailInput[] = [];
  let index = 0;
  for (const [messageKey, message] of Object.entries(BODIES))
    for (const name of NAMES)
      for (const isTest of [false, true]) {
        index += 1;
        const variables = variablesFor(index, name);
        list.push({
          messageKey,
          subject: fillText(message.subject, variables),
          body: message.body,
          variables,
          siteUrl: SITE,
          isTest,
        });
      }
  return list;
}

describe('launchEmailRenderer', () => {
  it('gives the same subject, HTML and text as a full React render, byte for byte, for every recipient', async () => {
    const compiled = launchEmailRenderer();
    const all = inputs();
    // Twice: the first pass compiles the shapes, the second fills templates compiled for other recipients.
    for (const pass of [1, 2])
      for (const input of all) {
        const expected = await renderLaunchEmail(input);
        const actual = await compiled(input);
        expect({ pass, input, ...actual }).toEqual({ pass, input, ...expected });
      }
    // The templates did the work: React rendered each shape once, and no message whole.
    expect(compiled.stats.rendered).toBe(0);
    expect(compiled.stats.filled).toBe(all.length * 2);
    expect(compiled.stats.compiled).toBeLessThan(all.length / 4);
  }, 120_000);

  it('escapes as React does: names and links with markup characters reach the HTML as text', async () => {
    const compiled = launchEmailRenderer();
    const variables = { primeiro_nome: `<b>"Ana" & 'Bia'</b>`, link_aula: `${SITE}/aula?a=1&b='2'` };
    for (const name of ['Maria', variables.primeiro_nome]) {
      const email = await compiled({
        messageKey: 'class_reminder',
        subject: 'Lembrete',
        body: 'Olá, {{primeiro_nome}}!\n\n{{link_aula}}',
        variables: { ...variables, primeiro_nome: name },
        siteUrl: SITE,
      });
      expect(email.html).toContain(`Olá, ${escapeHtml(name)}!`);
    }
    expect(escapeHtml(variables.primeiro_nome)).toBe('&lt;b&gt;&quot;Ana&quot; &amp; &#x27;Bia&#x27;&lt;/b&gt;');
  });
});
