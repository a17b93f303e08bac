import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { ACTIVE_STAFF, SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, launchBrowser, screenshot, signInUi } from '../support/browser';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in to the app served by the Hosting emulator', () => {
  it('sends a signed-out visitor to the login page, remembering the target', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    await page.getByLabel('E-mail').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/Login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    await screenshot(page, 'login');
    await context.close();
  });

  it('shows the pt-BR message for a wrong password, never the provider text', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByLabel('E-mail').fill(SEED_STAFF[0]!.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('E-mail ou senha incorretos.');
    await screenshot(page, 'login-wrong-password');
    await context.close();
  });

  it('tells a disabled former member, in pt-BR, that the account is disabled', async () => {
    const former = SEED_STAFF.find((s) => s.disabled)!;
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByLabel('E-mail').fill(former.email);
    await page.getByLabel('Senha').fill(former.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Esta conta está desativada. Fale com um administrador do escritório.');
    await context.close();
  });

  it.each(ACTIVE_STAFF.map((s) => [s.email, s] as const))('signs %s in to the dashboard', async (_email, staff) => {
    context = await browser.newContext();
    const page = await context.newPage();
    await signInUi(page, staff.email, staff.password);
    await page.getByRole('heading', { name: `Olá, ${staff.name.split(' ')[0]}` }).waitFor();
    await page.getByText('Abrir caixa').waitFor();
    await screenshot(page, `dashboard-${staff.uid}`);
    await context.close();
  });

  it('opens "Esqueci minha senha" on the login page as a dialog (its content reads the session)', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByLabel('E-mail').fill(SEED_STAFF[0]!.email);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    // The dialog's root has no box of its own (its panel is fixed), so wait for what it shows.
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
    await dialog.getByLabel('E-mail').waitFor();
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(SEED_STAFF[0]!.email);
    // The login card is still there behind it (inert while the dialog is open): the page did not blank.
    expect(await page.getByText('Entrar no sistema do escritório').count()).toBe(1);
    expect(failures).toEqual([]);
    await screenshot(page, 'login-forgot-password');
    await context.close();
  });

  it('downloads the sign-in code when the person types, and at start once a session is saved', async () => {
    const staff = ACTIVE_STAFF[0]!;
    context = await browser.newContext();
    // A script that talks to Firebase Auth's REST endpoint is the Auth SDK, whatever its file is called.
    const authCode: string[] = [];
    context.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('identitytoolkit.googleapis.com')) authCode.push(new URL(response.url()).pathname);
    });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByLabel('E-mail').waitFor();
    await page.waitForLoadState('networkidle');
    expect(authCode).toEqual([]);
    await page.getByLabel('E-mail').fill(staff.email);
    await expect.poll(() => authCode.length).toBe(1);
    await page.getByLabel('Senha', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Abrir caixa').waitFor();

    // The saved session: a new tab goes straight to the dashboard, the SDK loaded without typing anything.
    authCode.length = 0;
    const next = await context.newPage();
    await next.goto(`${APP_URL}/`);
    await next.getByText('Abrir caixa').waitFor();
    expect(new URL(next.url()).pathname).toBe('/');
    expect(authCode).toHaveLength(1);
    await context.close();
  });

  it('shows the 404 page with the full path for an unknown route', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/nao/existe?x=1`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(await page.locator('code').textContent()).toBe('/nao/existe?x=1');
    await context.close();
  });
});
