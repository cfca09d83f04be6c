// The staff dashboards (mfe-dashboards): sign-in and refusal, the lead-source dashboard, purchase leads (hot) with
// single and bulk actions, cold leads with CSV import and conversion, and an axe scan of each page. Data is written
// straight to the run's database with unique values and removed at the end of each test.
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { readFile } from 'node:fs/promises';
import { addLaunch, makeCurrent } from '../src/db.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** 7 digits unique enough for this run's phone numbers. */
const phoneStem = () => String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 10));

const HEADER = 'country_code,phone_number,formatted_phone,saved_name';

async function createNonStaffUser(db: pg.Pool, email: string, password: string): Promise<void> {
  await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now())`,
    [email, password],
  );
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

function csvFile(name: string, text: string, mimeType = 'text/csv') {
  return { name, mimeType, buffer: Buffer.from(text, 'utf8') };
}

test.describe('access', () => {
  test('every dashboard asks for a sign-in, refuses non-staff and returns to the page asked for', async ({
    page,
    db,
    env,
  }) => {
    const email = `nao-equipe-${uid()}@semanajava.test`;
    await createNonStaffUser(db, email, 'senha-nao-equipe');
    try {
      for (const path of ['/campanhas-nav', '/campanhas', '/compras']) {
        await page.goto(path);
        await expect(page.getByLabel('Senha')).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(page);

      await signInWith(page, email, 'errada');
      await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');

      await signInWith(page, email, 'senha-nao-equipe');
      await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
      await expect(page.getByText('Carregando dashboard...')).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page.getByLabel('Senha')).toBeVisible();

      // Staff: signs in on /compras and lands on /compras; the session survives a reload.
      await signInWith(page, env.staffEmail, env.staffPassword);
      await expect(page.getByRole('heading', { name: 'Leads de Compra' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/compras');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Leads de Compra' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

      await page.goto('/campanhas-nav');
      await expect(page.getByRole('heading', { name: 'Dashboard de Leads' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Ver origem dos leads' })).toHaveAttribute(
        'href',
        '/campanhas',
      );
      await expectNoSeriousA11yViolations(page);
    } finally {
      await db.query('delete from auth.users where email = $1', [email]);
    }
  });
});

test.describe('lead-source dashboard', () => {
  test('totals, current launch preselected, sorting, date filters and Limpar', async ({ page, db, signInAsStaff }) => {
    const { rows: maxRows } = await db.query<{ max: number }>(
      'select greatest((select max(lancamento) from public.leads_lancamento), (select max(lancamento) from public.launches)) as max',
    );
    const launch = Number(maxRows[0]!.max) + 1 + Math.floor(Math.random() * 50);
    // The launch is a row of launches, made current: the selector starts on it.
    const previous = (await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current'))
      .rows[0]!.lancamento;
    await addLaunch(db, launch, `Semana e2e ${launch}`);
    await makeCurrent(db, launch);
    const tag = uid();
    const lead = (name: string, source: string | null, medium: string | null, createdAt: string) =>
      db.query(
        `insert into public.leads_lancamento (name, email, programming_experience, track, utm_source, utm_medium, lancamento, created_at)
         values ($1, $2, 'want_to_learn', 'iniciante', $3, $4, $5, $6)`,
        [name, `${name.toLowerCase()}.${tag}@exemplo.com`, source, medium, launch, createdAt],
      );
    await lead('A', `google-${tag}`, 'cpc', '2025-03-10T12:00:00Z');
    await lead('B', `google-${tag}`, 'display', '2025-03-11T12:00:00Z');
    await lead('C', `google-${tag}`, 'cpc-novo', '2025-03-12T12:00:00Z');
    await lead('D', `insta-${tag}`, 'social', '2025-03-11T13:00:00Z');
    await lead('E', `insta-${tag}`, 'social', '2025-03-20T13:00:00Z');
    await lead('F', null, null, '2025-03-21T13:00:00Z');
    try {
      await signInAsStaff('/campanhas');
      const launchSelect = page.getByLabel('Lançamento');
      await expect(launchSelect).toHaveValue(String(launch));
      const totals = page.getByRole('region', { name: 'Totais' });
      await expect(totals).toContainText('Total de Leads6');
      await expect(totals).toContainText('Fontes Distintas3');
      await expect(totals).toContainText(`Lançamento${launch}`);
      await expect(totals).toContainText('PeríodoInício - Agora');

      // The mailing's list: each lead with its own unsubscribe link (the token no public function returns).
      const pending = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar links de descadastro' }).click();
      const download = await pending;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^links-descadastro-lancamento-${launch}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const csv = await readFile(await download.path());
      const { rows: tokenRows } = await db.query<{ pesquisa_hash: string }>(
        'select pesquisa_hash from public.leads_lancamento where email = $1',
        [`a.${tag}@exemplo.com`],
      );
      expect(csv.toString('utf8')).toContain(`a.${tag}@exemplo.com`);
      expect(csv.toString('utf8')).toContain(`/descadastro?hash=${tokenRows[0]!.pesquisa_hash}`);

      const table = page.getByRole('table', { name: 'Leads por fonte' });
      const firstColumn = () => table.locator('tbody tr td:first-child').allTextContents();
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await expect(table.locator('tbody tr').first()).toContainText(`google-${tag}cpc-novo350%`);
      await expect(table.getByRole('row', { name: /Sem Fonte/ })).toContainText('Sem Medium117%');

      await table.getByRole('button', { name: /Leads/ }).click();
      await expect(table.getByRole('columnheader', { name: /Leads/ })).toHaveAttribute('aria-sort', 'descending');
      expect(await firstColumn()).toEqual([`google-${tag}`, `insta-${tag}`, 'Sem Fonte']);
      await table.getByRole('button', { name: /Leads/ }).click();
      await expect(table.getByRole('columnheader', { name: /Leads/ })).toHaveAttribute('aria-sort', 'ascending');
      expect(await firstColumn()).toEqual(['Sem Fonte', `insta-${tag}`, `google-${tag}`]);
      await table.getByRole('button', { name: /Fonte/ }).click();
      await expect(table.getByRole('columnheader', { name: /Fonte/ })).toHaveAttribute('aria-sort', 'ascending');
      expect(await firstColumn()).toEqual([`google-${tag}`, `insta-${tag}`, 'Sem Fonte']);
      await table.getByRole('button', { name: /Porcentagem/ }).click();
      await expect(table.getByRole('columnheader', { name: /Porcentagem/ })).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByRole('region', { name: 'Fontes' }).getByRole('listitem')).toHaveCount(3);

      await page.getByLabel('Data inicial').fill('2025-03-11');
      await page.getByLabel('Data final').fill('2025-03-12');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(totals).toContainText('Total de Leads3');
      await expect(totals).toContainText('Período11/03/2025 - 12/03/2025');
      await expect(table.locator('tbody tr')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);

      // Filtrar reloads even when the filters did not change.
      await lead('G', `insta-${tag}`, 'social', '2025-03-12T13:00:00Z');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(totals).toContainText('Total de Leads4');

      await page.getByRole('button', { name: 'Limpar' }).click();
      await expect(launchSelect).toHaveValue('todos');
      await expect(page.getByLabel('Data inicial')).toHaveValue('');
      await expect(totals).toContainText('LançamentoTodos');
    } finally {
      await db.query('delete from public.leads_lancamento where lancamento = $1', [launch]);
      await makeCurrent(db, previous);
      await db.query('delete from public.launches where lancamento = $1', [launch]);
    }
  });

  test('a load failure shows the error and Tentar Novamente, never rows', async ({ page, signInAsStaff }) => {
    let fail = true;
    await page.route(/\/rest\/v1\/rpc\/lead_source_metrics/, (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","code":"XX000"}' })
        : route.fallback(),
    );
    await signInAsStaff('/campanhas');
    await expect(page.getByRole('alert').getByText('Erro ao carregar dados', { exact: true })).toBeVisible();
    // No row of the failed load (the revenue panel below loads on its own, and shows the sales earlier specs made).
    await expect(page.getByRole('table', { name: 'Leads por fonte' })).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(page.getByRole('region', { name: 'Totais' })).toBeVisible();
    await expect(page.getByText('Erro ao carregar dados', { exact: true })).toHaveCount(0);
  });
});

test.describe('purchase leads (hot)', () => {
  test('status change single and bulk, WhatsApp without numbers, bulk delete with confirmation', async ({
    page,
    db,
    signInAsStaff,
  }) => {
    const tag = uid();
    const names = [`Ana ${tag}`, `Bruno ${tag}`, `Carla ${tag}`, `Duda ${tag}`];
    const phones = ['11999990000', null, null, '+351 912 345 678'];
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.purchase_leads (name, email, whatsapp, lancamento, utm_source, redirected_to_payment, created_at)
         values ($1, $2, $3, 1, $4, $5, now() + ($6 || ' seconds')::interval) returning id::text`,
        [name, `hot${index}.${tag}@exemplo.com`, phones[index], index === 0 ? 'instagram' : null, index === 0, index],
      );
      ids.push(rows[0]!.id);
    }
    const statusOf = async (id: string) =>
      (await db.query<{ status: string }>('select status from public.purchase_leads where id = $1', [id])).rows[0]
        ?.status;
    // A repeat purchase intent for Ana's e-mail with other data (kept apart as a further contact, with its consent).
    await db.query(
      `insert into private.further_contacts (purchase_lead_id, source, name, email, whatsapp, consent_ip, consent_user_agent)
       values ($1, 'purchase_intent', $2, $3, '5521988887777', '198.51.100.23', 'Navegador de teste')`,
      [ids[0], `Outra ${tag}`, `hot0.${tag}@exemplo.com`],
    );
    try {
      await signInAsStaff('/compras');
      await expect(
        page.getByRole('group', { name: 'Tipo de lead' }).getByRole('button', { name: 'Leads Quentes' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.getByLabel('Lançamento').selectOption('1');
      const summary = page.getByRole('region', { name: 'Resumo dos leads quentes' });
      await expect(summary).toContainText('Taxa de Conversão');
      // Per-status counts in the status order novo..vendido (not by count).
      await expect(page.getByRole('region', { name: 'Por status' }).getByRole('listitem')).toHaveText([
        /^Novo\d+$/,
        /^Contatado\d+$/,
        /^Aguardando Pagamento\d+$/,
        /^Aguardando Pag\. Parcelado\d+$/,
        /^Vendido\d+$/,
        /^Reembolsado\d+$/,
      ]);
      await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('Redirecionado');
      // Its further contact shows on the lead, with the consent record.
      await page.getByText('Outros contatos (1)').click();
      const further = page.getByRole('list', { name: `Outros contatos de ${names[0]}` });
      await expect(further).toContainText(`Outra ${tag} · 5521988887777`);
      await expect(further).toContainText('IP 198.51.100.23');
      await expect(page.getByRole('row', { name: new RegExp(names[1]!) })).not.toContainText('Outros contatos');
      // Codes in Portuguese: a lead without utm_source is 'direct' in the counts, shown as 'Acesso direto (sem UTM)'.
      await expect(page.getByRole('region', { name: 'Por origem (UTM)' })).toContainText('Acesso direto (sem UTM)');
      await expect(page.getByRole('region', { name: 'Por origem (UTM)' })).not.toContainText('direct');
      await expect(page.getByRole('row', { name: new RegExp(names[1]!) })).toContainText('Acesso direto (sem UTM)');
      // A Portuguese number keeps its 351 (no 55 in front).
      await expect(page.getByRole('link', { name: `WhatsApp de ${names[3]}` })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/351912345678\?text=/,
      );
      await expect(page.getByRole('link', { name: `WhatsApp de ${names[0]}` })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/5511999990000\?text=Ol%C3%A1%2C%20Ana!/,
      );

      // Single.
      await page.getByLabel(`Status de ${names[0]}`).selectOption('CONTATADO');
      await expect.poll(() => statusOf(ids[0]!)).toBe('CONTATADO');
      await expect(page.getByLabel(`Status de ${names[0]}`)).toBeEnabled();
      await expect(page.getByLabel(`Status de ${names[0]}`)).toHaveValue('CONTATADO');

      // Going back to a launch seen a moment ago reloads it (a change made elsewhere shows up).
      await db.query(`update public.purchase_leads set status = 'AGUARDANDO PAGAMENTO' where id = $1`, [ids[2]]);
      await page.getByLabel('Lançamento').selectOption('2');
      await page.getByLabel('Lançamento').selectOption('1');
      await expect(page.getByLabel(`Status de ${names[2]}`)).toHaveValue('AGUARDANDO PAGAMENTO');

      // Bulk WhatsApp with no number among the selection.
      await page.getByLabel(`Selecionar ${names[1]}`).check();
      await page.getByLabel(`Selecionar ${names[2]}`).check();
      await page.getByRole('button', { name: 'Abrir WhatsApp' }).click();
      await expect(page.getByRole('alert')).toHaveText('Nenhum dos leads selecionados possui WhatsApp cadastrado.');

      // Bulk WhatsApp: asks first, opens the first conversation from the click and lists the others as links
      // (browsers block tabs opened later from timers). WhatsApp stubbed.
      await page
        .context()
        .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
      await page.getByLabel(`Selecionar ${names[2]}`).uncheck();
      await page.getByLabel(`Selecionar ${names[1]}`).uncheck();
      await page.getByLabel(`Selecionar ${names[0]}`).check();
      await page.getByLabel(`Selecionar ${names[3]}`).check();
      await page.getByRole('button', { name: 'Abrir WhatsApp' }).click();
      const whatsappConfirm = page.getByRole('dialog');
      await expect(whatsappConfirm).toContainText('Abrir 2 conversas no WhatsApp?');
      const popup = page.waitForEvent('popup');
      await whatsappConfirm.getByRole('button', { name: 'Abrir conversas' }).click();
      const tab = await popup;
      await tab.waitForURL(/^https:\/\/wa\.me\/351912345678\?text=|^https:\/\/wa\.me\/5511999990000\?text=/);
      const firstOpened = tab.url();
      await tab.close();
      const queue = page.getByRole('list', { name: 'Conversas a abrir' });
      await expect(queue.getByRole('link')).toHaveCount(1);
      const rest = firstOpened.includes('351912345678')
        ? { name: names[0]!, number: '5511999990000' }
        : { name: names[3]!, number: '351912345678' };
      await expect(queue.getByRole('link', { name: `Abrir conversa com ${rest.name}` })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${rest.number}\\?text=`),
      );
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Fechar lista' }).click();
      // Pop-ups blocked: the message, and every conversation as a link to click.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await page.getByRole('button', { name: 'Abrir WhatsApp' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Abrir conversas' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Permita pop-ups para este site para abrir as conversas.' }),
      ).toBeVisible();
      await expect(queue.getByRole('link')).toHaveCount(2);
      await page.getByRole('button', { name: 'Fechar lista' }).click();
      await page.getByLabel(`Selecionar ${names[0]}`).uncheck();
      await page.getByLabel(`Selecionar ${names[3]}`).uncheck();
      await page.getByLabel(`Selecionar ${names[1]}`).check();
      await page.getByLabel(`Selecionar ${names[2]}`).check();

      // Bulk status: asks first; cancelling changes nothing.
      await page.getByLabel('Novo status').selectOption('VENDIDO');
      await page.getByRole('button', { name: 'Alterar status' }).click();
      await expect(page.getByRole('dialog')).toContainText('Alterar o status de 2 leads para "Vendido"?');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      expect(await statusOf(ids[1]!)).toBe('NOVO');
      await page.getByRole('button', { name: 'Alterar status' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Alterar status' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Status alterado para 2 leads!' })).toBeVisible();
      await expect.poll(() => statusOf(ids[1]!)).toBe('VENDIDO');
      expect(await statusOf(ids[2]!)).toBe('VENDIDO');

      // Filter by status.
      await page.getByLabel('Status', { exact: true }).selectOption('VENDIDO');
      await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toHaveCount(0);
      await expect(page.getByRole('row', { name: new RegExp(names[1]!) })).toBeVisible();
      await page.getByLabel('Status', { exact: true }).selectOption('');
      await expectNoSeriousA11yViolations(page);

      // Bulk delete: cancel keeps them, confirm deletes.
      await page.getByLabel(`Selecionar ${names[1]}`).check();
      await page.getByLabel(`Selecionar ${names[2]}`).check();
      await page.getByRole('button', { name: 'Excluir' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Tem certeza que deseja excluir 2 leads? Esta ação não pode ser desfeita.');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
      expect((await db.query('select 1 from public.purchase_leads where id = any($1::bigint[])', [ids])).rowCount).toBe(
        4,
      );
      await page.getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByRole('status').filter({ hasText: '2 leads excluídos com sucesso!' })).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(names[1]!) })).toHaveCount(0);
      expect((await db.query('select 1 from public.purchase_leads where id = any($1::bigint[])', [ids])).rowCount).toBe(
        2,
      );
      // Their status history stays (audit).
      expect(
        (
          await db.query(
            'select 1 from public.purchase_lead_status_history where purchase_lead_id = any($1::bigint[])',
            [[ids[1], ids[2]]],
          )
        ).rowCount,
      ).toBe(3);
    } finally {
      await db.query('delete from public.purchase_leads where id = any($1::bigint[])', [ids]);
    }
  });
});

test.describe('cold leads', () => {
  async function openCold(page: Page, signInAsStaff: (path?: string) => Promise<void>) {
    await signInAsStaff('/compras');
    await page.getByRole('button', { name: 'Leads Frios' }).click();
    await expect(page.getByRole('region', { name: 'Resumo dos leads frios' })).toBeVisible();
  }

  test('CSV import of a valid file, and of the same file again without duplicates', async ({
    page,
    db,
    signInAsStaff,
  }) => {
    const stem = phoneStem();
    const text = `${HEADER}\n55,(11) 9${stem}1,+55 11 9${stem}1,"Souza, Ana"\n\n55,119${stem}2,+55 11 9${stem}2,\n1,202${stem}3,+1 202 ${stem}3,Bob\n`;
    try {
      await openCold(page, signInAsStaff);
      for (const round of [1, 2]) {
        await page.getByRole('button', { name: 'Importar CSV' }).click();
        const dialog = page.getByRole('dialog', { name: 'Importar leads frios (CSV)' });
        await dialog.getByLabel('Arquivo CSV').setInputFiles(csvFile('contatos.csv', text));
        await expect(dialog.getByRole('table')).toContainText('Souza, Ana');
        await expect(dialog.getByRole('table').locator('tbody tr')).toHaveCount(3);
        await dialog.getByLabel('Categoria').selectOption('avancado');
        // The target defaults to the current launch (2).
        await expect(dialog.getByLabel('Lançamento de destino')).toHaveValue('2');
        await dialog.getByRole('button', { name: 'Importar' }).click();
        if (round === 1) {
          await expect(dialog.getByRole('status')).toContainText('3 leads frios importados com sucesso!');
        } else {
          // Nothing new: said so, never '0 ... importados com sucesso!'.
          await expect(dialog.getByRole('status')).toHaveText('Nenhum contato novo: 3 já estavam cadastrados.');
        }
        await expect(dialog).toHaveCount(0); // closes itself after 2 s
      }
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from public.cold_leads where phone_number like $1 and lancamento = 2
           and group_name = 'Java Developers Avançados' and group_id = 'java_dev_avancados_001' and source = 'whatsapp_group'`,
        [`%${stem}_`],
      );
      expect(Number(rows[0]!.n)).toBe(3);
      // The import writes to the launch chosen in the dialog.
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar leads frios (CSV)' });
      await dialog.getByLabel('Arquivo CSV').setInputFiles(csvFile('contatos.csv', text));
      await dialog.getByLabel('Categoria').selectOption('avancado');
      await expect(dialog.getByLabel('Lançamento de destino').locator('option')).toContainText([
        'Semana Java #3',
        'Semana Java #2 (atual)',
        'Semana Java #1',
      ]);
      await dialog.getByLabel('Lançamento de destino').selectOption('3');
      await dialog.getByRole('button', { name: 'Importar' }).click();
      await expect(dialog).toHaveCount(0);
      const { rows: third } = await db.query<{ lancamento: number; n: string }>(
        'select lancamento, count(*) as n from public.cold_leads where phone_number like $1 group by lancamento order by lancamento',
        [`%${stem}_`],
      );
      expect(third.map((r) => [r.lancamento, Number(r.n)])).toEqual([
        [2, 3],
        [3, 3],
      ]);
      await page.getByLabel('Buscar por nome ou telefone').fill('souza, ana');
      await page.getByLabel('Buscar por nome ou telefone').press('Enter');
      await expect(page.getByRole('table', { name: 'Leads frios' }).locator('tbody tr')).toHaveCount(1);
      await page.getByRole('button', { name: 'Limpar busca' }).click();
      await expect(page.getByLabel('Buscar por nome ou telefone')).toHaveValue('');
    } finally {
      await db.query('delete from public.cold_leads where phone_number like $1', [`%${stem}_`]);
    }
  });

  test('each CSV validation message', async ({ page, signInAsStaff }) => {
    await openCold(page, signInAsStaff);
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar leads frios (CSV)' });
    const file = dialog.getByLabel('Arquivo CSV');
    const alert = dialog.getByRole('alert');

    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(alert).toHaveText('Por favor, selecione um arquivo e uma categoria.');
    await file.setInputFiles(csvFile('contatos.txt', 'x', 'text/plain'));
    await expect(alert).toHaveText('Por favor, selecione um arquivo CSV válido.');
    await file.setInputFiles(csvFile('vazio.csv', `${HEADER}\n\n`));
    await expect(alert).toHaveText('O arquivo deve conter pelo menos um cabeçalho e uma linha de dados.');
    await file.setInputFiles(csvFile('cabecalho.csv', 'codigo,telefone,formatado,nome\n55,11999990000,x,y'));
    await expect(alert).toHaveText(
      `Cabeçalho inválido. Esperado: ${HEADER}, encontrado: codigo,telefone,formatado,nome`,
    );
    await file.setInputFiles(csvFile('colunas.csv', `${HEADER}\n55,11999990000,x,y\n55,11999990001,x\n`));
    await expect(alert).toHaveText('Linha 3 inválida: deve conter 4 colunas separadas por vírgula.');
    // Drag and drop reads the file like a click does.
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'arrastado.csv', { type: 'text/csv' }));
      return transfer;
    }, `${HEADER}\n55,11999990000,x`);
    await dialog.getByTestId('csv-dropzone').dispatchEvent('drop', { dataTransfer });
    await expect(alert).toHaveText('Linha 2 inválida: deve conter 4 colunas separadas por vírgula.');
    await expect(dialog).toContainText('Arquivo: arrastado.csv');
    await file.setInputFiles(csvFile('ok.csv', `${HEADER}\n55,11999990000,x,y\n`));
    await expect(alert).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(alert).toHaveText('Por favor, selecione um arquivo e uma categoria.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('conversion single, again (already converted) and bulk; stats, activity and pagination', async ({
    page,
    db,
    signInAsStaff,
  }) => {
    const stem = phoneStem();
    const group = `Grupo E2E ${uid()}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.cold_leads (country_code, phone_number, formatted_phone, saved_name, group_name, lancamento)
         values ('55', $1, $2, $3, $4, 3) returning id::text`,
        [`119${stem}${i}`, `+55 11 9${stem}${i}`, i === 0 ? `Zélia ${stem}` : null, group],
      );
      ids.push(rows[0]!.id);
    }
    try {
      await openCold(page, signInAsStaff);
      await page.getByLabel('Lançamento').selectOption('3');
      await page.getByLabel('Categoria').selectOption(group);
      const summary = page.getByRole('region', { name: 'Resumo dos leads frios' });
      await expect(summary).toContainText('Total de Contatos3');
      await expect(summary).toContainText('Com Nome Salvo1');
      // Source codes in Portuguese.
      await expect(page.getByRole('region', { name: 'Por origem' })).toHaveText(/Grupo de WhatsApp3/);
      const table = page.getByRole('table', { name: 'Leads frios' });
      await expect(table.locator('tbody tr')).toHaveCount(3);

      // Pagination: 10 per page shows one page.
      await page.getByLabel('Itens por página').selectOption('10');
      await expect(
        page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Página 1' }),
      ).toHaveAttribute('aria-current', 'page');

      // Single conversion with an invalid e-mail, then a valid one.
      await table.getByRole('button', { name: `Converter Zélia ${stem}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Converter em lead quente' });
      await dialog.getByLabel('E-mail (opcional)').fill('zelia-sem-arroba');
      await dialog.getByRole('button', { name: 'Converter' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.',
      );
      const email = `zelia.${uid()}@exemplo.com`;
      await dialog.getByLabel('E-mail (opcional)').fill(email);
      await dialog.getByRole('button', { name: 'Converter' }).click();
      await expect(dialog.getByRole('status')).toContainText('Lead convertido com sucesso! Novo ID: ');
      const { rows: created } = await db.query<{ id: string }>(
        'select id::text from public.purchase_leads where email = $1',
        [email],
      );
      expect(created).toHaveLength(1);
      await expect(dialog.getByRole('status')).toHaveText(`Lead convertido com sucesso! Novo ID: ${created[0]!.id}`);
      await expect(dialog).toHaveCount(0);
      await expect(table.getByRole('row', { name: new RegExp(`Zélia ${stem}`) })).toContainText(
        `Convertido em lead quente (ID ${created[0]!.id})`,
      );

      // Again: already converted, same id.
      await table.getByRole('button', { name: `Converter Zélia ${stem}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Converter' }).click();
      await expect(page.getByRole('dialog').getByRole('status')).toContainText(
        `Lead já convertido anteriormente! ID: ${created[0]!.id}`,
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Bulk: the whole page (one already converted counts as converted).
      await table.getByLabel('Selecionar todos os contatos da página').check();
      await page.getByRole('button', { name: 'Converter selecionados' }).click();
      await expect(page.getByRole('dialog')).toContainText('Converter 3 leads frios em leads quentes?');
      await page.getByRole('dialog').getByRole('button', { name: 'Converter' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: '3 leads convertidos com sucesso, 0 falharam' }),
      ).toBeVisible();
      const { rows: hot } = await db.query<{ name: string; utm_campaign: string; utm_content: string }>(
        `select name, utm_campaign, utm_content from public.purchase_leads where utm_id = any($1::text[]) order by name`,
        [ids.slice(1).map((id) => `cold_${id}`)],
      );
      expect(hot).toEqual([
        { name: `Contato +55 11 9${stem}1`, utm_campaign: group, utm_content: `Convertido de: ${group}` },
        { name: `Contato +55 11 9${stem}2`, utm_campaign: group, utm_content: `Convertido de: ${group}` },
      ]);

      // Bulk deactivate.
      await table.getByLabel('Selecionar todos os contatos da página').check();
      await page.getByRole('button', { name: 'Desativar' }).click();
      await expect(page.getByRole('dialog')).toContainText('Desativar 3 contato(s) selecionado(s)?');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await expect(summary).toContainText('Inativos0');
      await page.getByRole('button', { name: 'Desativar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Desativar' }).click();
      await expect(summary).toContainText('Inativos3');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await db.query(`delete from public.purchase_leads where utm_id = any($1::text[])`, [
        ids.map((id) => `cold_${id}`),
      ]);
      await db.query('delete from public.cold_leads where id = any($1::bigint[])', [ids]);
    }
  });
});
