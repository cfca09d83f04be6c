import { expect, type Page } from '@playwright/test';

export interface StaffCredentials {
  email: string;
  password: string;
}

/**
 * Signs in as the e2e staff user through the dashboards' sign-in form (reached by opening a staff route).
 * The form labels are the dashboards remote's: 'E-mail' / 'Senha' and a button 'Entrar'.
 */
export async function signInAsStaff(page: Page, credentials: StaffCredentials, path = '/campanhas-nav'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Senha')).toBeHidden();
}
