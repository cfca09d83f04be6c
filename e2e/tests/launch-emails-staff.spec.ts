// Launch e-mail, the staff side: /campanhas/emails lists the current launch's messages with their send times; staff edit
// a message (an unknown variable is refused with the database's Portuguese message, a variable of the list is inserted
// at the caret), preview it as a chosen lead would receive it (the e-mail's own renderer, the lead's name as text),
// send a test to their own address (an outbox row to the signed-in staff member), and pause / resume it. What the
// e-mail does after that (sender, catcher) is e2e/tests/launch-email.spec.ts.
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const KEY = 'registration_confirmation';

test.describe('launch e-mails staff page (/campanhas/emails)', () => {
  test('edit with the variables list, preview as a lead, test to my address, pause and resume', async ({
    page,
    db,
    env,
    signInAsStaff,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const leadEmail = `e2e-preview-${tag}@example.com`;
    const hostile = `<b>Lia${tag}</b>`;
    const { rows } = await db.query<{ id: string; lancamento: number; subject: string; body: string }>(
      `select m.id::text, m.lancamento, m.subject, m.body from private.email_messages m
       join public.launches l on l.lancamento = m.lancamento and l.is_current where m.message_key = $1`,
      [KEY],
    );
    const message = rows[0]!;
    await db.query(
      `insert into public.leads_lancamento (name, email, whatsapp, programming_experience, track, lancamento)
       values ($1, $2, '11987654321', 'want_to_learn', 'iniciante', $3)`,
      [`${hostile} Souza`, leadEmail, message.lancamento],
    );
    try {
      await signInAsStaff('/campanhas/emails');
      await expect(page.getByRole('heading', { level: 1, name: 'E-mails do lançamento' })).toBeVisible();
      const card = page.getByRole('listitem', { name: 'Confirmação de inscrição' });
      await expect(card).toContainText('Logo após a inscrição');
      await expect(page.getByRole('listitem', { name: 'Lembrete 1 hora antes da aula' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Edit: an unknown variable is refused, the text stays; a variable of the list goes in at the caret.
      await card.getByRole('button', { name: 'Editar e pré-visualizar: Confirmação de inscrição' }).click();
      const editor = page.getByRole('region', { name: 'Editar: Confirmação de inscrição' });
      await editor.getByLabel('Assunto').fill('Oi {{apelido}}');
      await editor.getByRole('button', { name: 'Salvar mensagem' }).click();
      await expect(editor.getByRole('alert')).toHaveText(
        'Variável desconhecida: {{apelido}}. Use uma das variáveis da lista.',
      );
      await expect(editor.getByLabel('Assunto')).toHaveValue('Oi {{apelido}}');
      await expect(editor.getByRole('button', { name: /Inserir \{\{link_aula\}\}/ })).toHaveCount(0);

      await editor.getByLabel('Assunto').fill(`Bem-vinda ${tag}, {{primeiro_nome}}!`);
      const body = editor.getByRole('textbox', { name: 'Texto', exact: true });
      await body.fill('Olá, ');
      await body.press('End');
      await editor.getByRole('button', { name: /Inserir \{\{primeiro_nome\}\}/ }).click();
      await body.press('End');
      await body.pressSequentially('!\n\nSeu link: ');
      await editor.getByRole('button', { name: /Inserir \{\{link_obrigado\}\}/ }).click();
      await expect(body).toHaveValue('Olá, {{primeiro_nome}}!\n\nSeu link: {{link_obrigado}}');
      await editor.getByRole('button', { name: 'Salvar mensagem' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'Mensagem salva.' })).toBeVisible();
      const saved = await db.query<{ subject: string; body: string }>(
        'select subject, body from private.email_messages where id = $1',
        [message.id],
      );
      expect(saved.rows[0]).toEqual({
        subject: `Bem-vinda ${tag}, {{primeiro_nome}}!`,
        body: 'Olá, {{primeiro_nome}}!\n\nSeu link: {{link_obrigado}}',
      });

      // Preview as the lead: a name that is markup is never greeted (private.greeting_name), so neither the subject
      // nor the greeting carries it; the personal link is an example.
      await editor.getByLabel('Buscar lead (nome ou e-mail)').fill(leadEmail);
      await editor.getByLabel('Pré-visualizar como').selectOption({ label: `${hostile} Souza — ${leadEmail}` });
      await expect(editor.getByTestId('preview-subject')).toHaveText(`Bem-vinda ${tag}!`);
      const frame = editor.frameLocator(`iframe[title="Pré-visualização: Bem-vinda ${tag}!"]`);
      await expect(frame.getByText('Olá!', { exact: true })).toBeVisible();
      await expect(frame.getByText(`Lia${tag}`)).toHaveCount(0);
      await expect(frame.locator('b')).toHaveCount(0);
      await expect(frame.getByRole('link').first()).toHaveAttribute('href', /obrigado-2\?data=exemplo/);
      // The scan leaves the preview's frame out (sandboxed without scripts, as it must be: see a11y.ts); the e-mail
      // itself is scanned as a page of its own.
      await expectNoSeriousA11yViolations(page);
      const emailHtml = await editor.locator('iframe[sandbox]').getAttribute('srcdoc');
      expect(emailHtml).toContain('Seu link');
      const emailPage = await page.context().newPage();
      try {
        await emailPage.setContent(emailHtml!);
        await expectNoSeriousA11yViolations(emailPage);
      } finally {
        await emailPage.close();
      }

      // A test to my own address: an outbox row to the signed-in staff member.
      await editor.getByRole('button', { name: 'Enviar teste para mim' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'Teste enviado para o seu e-mail' })).toBeVisible();
      const test_rows = await db.query<{ to_email: string }>(
        'select to_email from private.email_outbox where email_message_id = $1 and is_test order by id desc limit 1',
        [message.id],
      );
      expect(test_rows.rows[0]?.to_email).toBe(env.staffEmail.toLowerCase());
      await editor.getByRole('button', { name: 'Fechar' }).click();

      // Pause and resume.
      await card.getByRole('button', { name: 'Pausar Confirmação de inscrição' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Mensagem pausada' })).toBeVisible();
      await expect(card).toContainText('Pausada');
      expect((await db.query('select paused from private.email_messages where id = $1', [message.id])).rows[0]).toEqual(
        {
          paused: true,
        },
      );
      await card.getByRole('button', { name: 'Retomar Confirmação de inscrição' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Mensagem retomada.' })).toBeVisible();
      await expect(card).toContainText('Ativa');
    } finally {
      await db.query('update private.email_messages set subject = $2, body = $3, paused = false where id = $1', [
        message.id,
        message.subject,
        message.body,
      ]);
      await db.query('delete from public.leads_lancamento where email = $1', [leadEmail]);
    }
  });
});
