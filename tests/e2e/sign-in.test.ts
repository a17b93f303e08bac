import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { SECTIONS } from '@office/domain/policy';
import { ACTIVE_STAFF, SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, launchBrowser, screenshot } from '../support/browser';

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

  it.each(ACTIVE_STAFF.map((s) => [s.email, s] as const))('signs %s in and lists exactly the granted sections', async (_email, staff) => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('Senha').fill(staff.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: `Olá, ${staff.name.split(' ')[0]}` }).waitFor();
    const listed = await page.locator('main li > span:first-child').allTextContents();
    const expected = SECTIONS.filter((s) => staff.read.includes(s.label) || staff.write.includes(s.label)).map((s) => s.label);
    expect(listed).toEqual(expected);
    await screenshot(page, `home-${staff.uid}`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByLabel('E-mail').waitFor();
    await context.close();
  });

  it('shows the 404 page with the full path for an unknown route', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/nao/existe?x=1`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.locator('code').textContent()).toBe('/nao/existe?x=1');
    await context.close();
  });
});
