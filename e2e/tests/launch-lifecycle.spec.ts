// The next launch without a code change. Staff create launch N+1 on /campanhas/lancamentos
// (an existing number is refused, unsaved edits are not dropped silently, 'Tornar atual' asks first), make it current:
// /inscricao shows its date, a registration and a purchase intent land in it, the hot and cold boards offer it and
// show them, the import targets it, the funnel and survey pages list it; switching back leaves the old launch's data
// as it was.
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { makeCurrent } from '../src/db.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** What belongs to a launch: its row and the number of rows of each table that refer to it. */
async function launchSnapshot(db: pg.Pool, lancamento: number) {
  const { rows } = await db.query(
    `select to_jsonb(l) - 'is_current' - 'updated_at' as row,
       (select count(*) from public.leads_lancamento where lancamento = $1)::int as leads,
       (select count(*) from public.purchase_leads where lancamento = $1)::int as purchases,
       (select count(*) from public.cold_leads where lancamento = $1)::int as cold,
       (select count(*) from public.respostas_pesquisa where lancamento = $1)::int as answers
     from public.launches l where l.lancamento = $1`,
    [lancamento],
  );
  return rows[0];
}

async function confirmDialog(page: Page, text: string, button: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

test('a new launch becomes current and everything follows; switching back leaves the old launch as it was', async ({
  page,
  db,
  signInAsStaff,
}) => {
  test.setTimeout(180_000);
  const previous = (await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current'))
    .rows[0]!.lancamento;
  const next =
    Number((await db.query<{ max: number }>('select max(lancamento) as max from public.launches')).rows[0]!.max) + 1;
  const before = await launchSnapshot(db, previous);
  const tag = stamp();
  const email = `ciclo.${tag}@example.com`;
  const buyer = `compra.${tag}@example.com`;
  const phoneStem = String(Date.now()).slice(-6);
  try {
    await signInAsStaff('/campanhas/lancamentos');
    await page.getByRole('button', { name: 'Criar próximo lançamento' }).click();
    const form = page.getByRole('form', { name: 'Novo lançamento' });
    await expect(form.getByLabel('Número do lançamento')).toHaveValue(String(next));
    // An existing number is refused.
    await form.getByLabel('Número do lançamento').fill(String(previous));
    await form.getByRole('button', { name: 'Criar lançamento' }).click();
    await expect(form.getByRole('alert')).toHaveText(`Já existe o lançamento ${previous}.`);
    await form.getByLabel('Número do lançamento').fill(String(next));
    await form.getByLabel('Nome', { exact: true }).fill(`Semana Java #${next}`);
    // The help text says the seeded links are examples.
    await expect(form).toContainText('Os links que vêm com os dados iniciais (seed) são exemplos');
    await form.getByRole('button', { name: 'Criar lançamento' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Lançamento ${next} salvo com sucesso!` })).toBeVisible();

    // Unsaved edits: switching launches asks before discarding them.
    const editor = page.getByRole('form', { name: `Editar lançamento ${next}` });
    await editor.getByLabel('Nome', { exact: true }).fill('Nome ainda não salvo');
    await page.getByRole('button', { name: `Editar lançamento ${previous}` }).click();
    const ask = page.getByRole('dialog', { name: 'Confirmação' });
    await expect(ask).toContainText(`Descartar as alterações não salvas do lançamento ${next}?`);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(editor.getByLabel('Nome', { exact: true })).toHaveValue('Nome ainda não salvo');
    await page.getByRole('button', { name: `Editar lançamento ${previous}` }).click();
    await confirmDialog(page, `Descartar as alterações não salvas do lançamento ${next}?`, 'Descartar alterações');
    await expect(page.getByRole('form', { name: `Editar lançamento ${previous}` })).toBeVisible();
    expect((await db.query('select name from public.launches where lancamento = $1', [next])).rows[0]!.name).toBe(
      `Semana Java #${next}`,
    );

    // 'Tornar atual' asks first.
    await page.getByRole('button', { name: `Tornar atual o lançamento ${next}` }).click();
    await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Cancelar' }).click();
    expect((await db.query('select lancamento from public.launches where is_current')).rows[0]!.lancamento).toBe(
      previous,
    );
    await page.getByRole('button', { name: `Tornar atual o lançamento ${next}` }).click();
    await confirmDialog(
      page,
      `As páginas públicas passam a mostrar o lançamento ${next} imediatamente.`,
      'Tornar atual',
    );
    await expect(page.getByRole('row', { name: new RegExp(`Semana Java #${next}`) })).toContainText('Atual');
    await expectNoSeriousA11yViolations(page);

    // The public pages follow: its (future) date, a registration and a purchase intent land in it.
    const { rows: launchRows } = await db.query<{ event_date_text: string; event_time_text: string }>(
      'select event_date_text, event_time_text from public.launches where lancamento = $1',
      [next],
    );
    await page.goto('/inscricao');
    await expect(
      page.getByText(`${launchRows[0]!.event_date_text} às ${launchRows[0]!.event_time_text}`, { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Nome completo').fill('Lia Ciclo');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Não, quero aprender').check();
    await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=/);
    expect((await db.query('select lancamento from public.leads_lancamento where email = $1', [email])).rows).toEqual([
      { lancamento: next },
    ]);

    await page.route('https://pay.hotmart.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="pt-BR"><head><title>Checkout</title></head><body><h1>Checkout de teste</h1></body></html>',
      }),
    );
    await page.goto('/launch?offer=i');
    await page.getByRole('button', { name: 'Garantir minha vaga' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Falta pouco! Preencha seus dados' });
    await modal.getByLabel('Nome completo').fill(`Comprador ${tag}`);
    await modal.getByLabel('E-mail').fill(buyer);
    await modal.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('21987654321');
    await modal.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout de teste' })).toBeVisible();
    expect((await db.query('select lancamento from public.purchase_leads where email = $1', [buyer])).rows).toEqual([
      { lancamento: next },
    ]);

    // The boards offer it by name and start on it.
    // Still signed in (the session is kept in the browser).
    await page.goto('/compras');
    const hotSelect = page.getByLabel('Lançamento');
    await expect(hotSelect).toHaveValue(String(next));
    await expect(hotSelect.locator('option').first()).toHaveText(`Semana Java #${next} (atual)`);
    await expect(page.getByRole('row', { name: new RegExp(`Comprador ${tag}`) })).toBeVisible();

    await page.getByRole('button', { name: 'Leads Frios' }).click();
    await expect(page.getByLabel('Lançamento')).toHaveValue(String(next));
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importar leads frios (CSV)' });
    await importDialog.getByLabel('Arquivo CSV').setInputFiles({
      name: 'ciclo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `country_code,phone_number,formatted_phone,saved_name\n55,1197${phoneStem}1,+55 11 97${phoneStem}1,Ciclo ${tag}\n`,
        'utf8',
      ),
    });
    await importDialog.getByLabel('Categoria').selectOption('iniciante');
    await expect(importDialog.getByLabel('Lançamento de destino')).toHaveValue(String(next));
    await importDialog.getByRole('button', { name: 'Importar' }).click();
    await expect(importDialog).toHaveCount(0);
    await expect(page.getByText(`Ciclo ${tag}`)).toBeVisible();
    expect(
      (await db.query('select lancamento from public.cold_leads where saved_name = $1', [`Ciclo ${tag}`])).rows,
    ).toEqual([{ lancamento: next }]);

    for (const path of ['/campanhas/funil', '/campanhas/pesquisa', '/campanhas']) {
      await page.goto(path);
      await expect(page.getByLabel('Lançamento')).toHaveValue(String(next));
      await expect(page.getByLabel('Lançamento').locator(`option[value="${next}"]`)).toHaveText(
        `Semana Java #${next} (atual)`,
      );
    }

    // Switch back: the old launch is current again, its data as it was.
    await page.goto('/campanhas/lancamentos');
    await page.getByRole('button', { name: `Tornar atual o lançamento ${previous}` }).click();
    await confirmDialog(
      page,
      `As páginas públicas passam a mostrar o lançamento ${previous} imediatamente.`,
      'Tornar atual',
    );
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Editar lançamento ${previous}`, exact: true }) }),
    ).toContainText('Atual');
    expect(await launchSnapshot(db, previous)).toEqual(before);
  } finally {
    await makeCurrent(db, previous);
    await db.query('delete from public.leads_lancamento where lancamento = $1', [next]);
    await db.query('delete from public.purchase_leads where lancamento = $1', [next]);
    await db.query('delete from public.cold_leads where lancamento = $1', [next]);
    await db.query('delete from public.launches where lancamento = $1', [next]);
  }
});
