/**
 * Configurações → Adicionar pessoa for an address a stranger registered without confirming it (security issue 53,
 * item 2): the administrator gets the first-access link, as for a new account, and is told the unconfirmed
 * account was reset; the stranger's password stops working. At 1280 px (light) and 390 px (dark).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { signIn, signUp } from '../support/emulator-client';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
const STRANGER_PASSWORD = 'Estranho#2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('adding a colleague whose address a stranger registered', () => {
  it.each([
    [1280, 'light'],
    [390, 'dark'],
  ] as const)('at %i px (%s): the first-access link, and a note that the unconfirmed account was reset', async (width, colorScheme) => {
    const email = `novo.socio.${width}.${run}@barbosaadvocacia.test`;
    const name = `Novo Sócio ${width}`;
    await signUp(email, STRANGER_PASSWORD);

    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, locale: 'pt-BR' });
    const page = await context.newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('heading', { name: 'Equipe e acessos' }).waitFor();
    // Never confirmed, so it is not among the registrations waiting for access.
    expect(await page.getByText(email).count()).toBe(0);

    await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
    const form = page.getByRole('dialog', { name: 'Adicionar pessoa à equipe' });
    await form.getByLabel('Nome completo').fill(name);
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Aplicar perfil Advogado(a)' }).click();
    await form.getByRole('button', { name: 'Adicionar pessoa' }).click();

    const shown = page.getByRole('dialog', { name: `${name} foi adicionada(o) à equipe` });
    // The dialog's root is an unsized wrapper: wait on what it shows.
    const note = shown.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toBe(
      `Já havia uma conta não confirmada com o e-mail ${email}, criada no cadastro do site. Ela foi redefinida: a senha anterior não vale mais e só este link dá acesso.`,
    );
    expect(await shown.getByLabel('Link de primeiro acesso').inputValue()).toMatch(new RegExp(`^${APP_URL}/auth/Action\\?mode=resetPassword&oobCode=`));
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    // The long address wraps inside the note instead of running out of it (the dialog would hide the overflow).
    expect(await note.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, `staff-unconfirmed-reset-${width}-${colorScheme}`);

    // The stranger's password no longer signs in; the person is on the team.
    await expect(signIn(email, STRANGER_PASSWORD)).rejects.toThrow(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
    // The footer's Fechar (the title bar's × is named Fechar too).
    await shown.getByRole('button', { name: 'Fechar' }).last().click();
    await shown.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Equipe e acessos' }).getByText(email, { exact: true }).waitFor();
    await context.close();
  });
});
