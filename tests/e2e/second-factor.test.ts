/**
 * Verificação em duas etapas in the browser, at 1280 px (light) and 390 px (dark): a colleague turns it on in
 * Meu perfil (QR code and key, first code, recovery codes), signs out, and signs in again with the password and
 * the app's code; nothing of the app shows before the code. Then the recovery-code path. Codes come from the
 * key the page shows, with the library the functions use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaffCreated } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { authenticator, wrongCodeAt } from '../support/second-factor';

const admin = SEED_STAFF.find((s) => s.admin)!;
const PASSWORD = 'Duas#Etapas2026';
const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A colleague of this run with Clientes, password set from the first-access link. */
async function colleague(label: string): Promise<string> {
  const email = `2fa-ui-${label}.${run}@barbosaadvocacia.test`;
  const token = await signIn(admin.email, admin.password);
  const created = await callFn<StaffCreated>('staff-create', { email, name: `Pessoa ${label}`, read: ['Clientes'], write: [] }, token);
  await setPasswordFromLink(created.result!.passwordSetupLink!, PASSWORD);
  return email;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByLabel('E-mail').waitFor();
}

/**
 * Signs in with the password only: the code screen, remembering where the login page was going, and nothing of
 * the app (no menu) behind or before it. Answers that destination.
 */
async function passwordOnly(page: Page, email: string): Promise<string> {
  const target = new URL(page.url()).searchParams.get('redirect') ?? '/';
  // A sign-in of its own: `auth_time` has a one-second grain, and a test signs out and in faster than a person.
  await page.waitForTimeout(1100);
  await signInUi(page, email, PASSWORD, '/auth/SecondFactor');
  await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
  expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
  return target;
}

const VIEWS = [
  { width: 1280, height: 900, colorScheme: 'light' as const },
  { width: 390, height: 844, colorScheme: 'dark' as const },
];

describe('verificação em duas etapas', () => {
  for (const view of VIEWS) {
    it(`turns it on in Meu perfil and signs in with the password and the code, then with a recovery code (${view.width} px, ${view.colorScheme})`, async () => {
      const email = await colleague(`w${view.width}`);
      const context = await browser.newContext({ viewport: { width: view.width, height: view.height }, colorScheme: view.colorScheme, locale: 'pt-BR' });
      const page = await context.newPage();
      await signInUi(page, email, PASSWORD);
      await page.goto(`${APP_URL}/profile`);
      const card = page.getByRole('region', { name: 'Verificação em duas etapas' });
      await card.getByText('Desativada').waitFor();
      await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();

      const dialog = page.getByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
      await dialog.getByRole('img', { name: 'Código QR para o aplicativo autenticador' }).waitFor();
      const secret = (await dialog.getByLabel('Chave secreta').textContent())!.replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const app = authenticator(secret);
      expect(await axeViolations(page)).toEqual([]);
      expect(await wideElements(page)).toEqual([]);
      await screenshot(page, `second-factor-setup-${view.width}`);

      const codeField = dialog.getByLabel('Digite o código de 6 dígitos que o aplicativo mostra');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      await codeField.fill(wrongCodeAt(secret));
      await dialog.getByRole('button', { name: 'Ativar verificação' }).click();
      await dialog.getByRole('alert').getByText('Código incorreto').waitFor();
      await codeField.fill(await app.next());
      await dialog.getByRole('button', { name: 'Ativar verificação' }).click();

      const list = dialog.getByRole('list', { name: 'Códigos de recuperação' });
      await list.waitFor();
      const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Baixar códigos' }).click();
      expect((await download).suggestedFilename()).toBe('codigos-de-recuperacao.txt');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `second-factor-recovery-codes-${view.width}`);
      await dialog.getByLabel('Guardei os códigos em lugar seguro').check();
      await dialog.getByRole('button', { name: 'Concluir' }).click();
      await card.getByText('Ativada', { exact: true }).waitFor();
      await card.getByText('Restam 10 códigos de recuperação.').waitFor();

      // Signed out and in again: the password alone stops at the code.
      await signOut(page);
      const back = await passwordOnly(page, email);
      const challenge = page.getByLabel('Código do aplicativo autenticador');
      expect(await challenge.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await challenge.getAttribute('inputmode')).toBe('numeric');
      expect(await axeViolations(page)).toEqual([]);
      expect(await wideElements(page)).toEqual([]);
      await screenshot(page, `second-factor-challenge-${view.width}`);
      await challenge.fill(wrongCodeAt(secret));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByRole('alert').getByText('Código incorreto').waitFor();
      await screenshot(page, `second-factor-challenge-wrong-${view.width}`);
      await challenge.fill(await app.next());
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL((url) => url.pathname === back, { timeout: 20_000 });
      await page.getByRole('button', { name: /Menu do usuário/ }).waitFor();

      // A lost phone: a recovery code instead, once.
      await signOut(page);
      const again = await passwordOnly(page, email);
      await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
      await page.getByLabel('Código de recuperação').fill(codes[0]!);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `second-factor-recovery-${view.width}`);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL((url) => url.pathname === again, { timeout: 20_000 });
      await page.getByRole('button', { name: /Menu do usuário/ }).waitFor();
      await page.goto(`${APP_URL}/profile`);
      await card.getByText('Restam 9 códigos de recuperação.').waitFor();

      await signOut(page);
      await passwordOnly(page, email);
      await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
      await page.getByLabel('Código de recuperação').fill(codes[0]!);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByRole('alert').getByText('Código de recuperação incorreto ou já usado').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth/SecondFactor');
      await context.close();
    }, 120_000);
  }
});
