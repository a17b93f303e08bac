/**
 * Configurações → Plano de contas in the browser: the administrator adds a group "Consultoria …" with the
 * account "Pareceres avulsos" to receitas, saves, and the lançamento form offers it at once (the list had read
 * the plan before). The group is named for the run: the HTTP tests share this store and edit the plan too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const GROUP = `Consultoria ${Date.now().toString(36)}`;
const ACCOUNT = `${GROUP} › Pareceres avulsos`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Plano de contas', () => {
  it('adds an account to receitas that the lançamento form then offers', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, admin.email, admin.password);
    // Financeiro first: its category filter caches the plan as it was.
    await page.goto(`${APP_URL}/transactions`);
    const filter = page.getByLabel('Categoria', { exact: true });
    await filter.locator('option', { hasText: 'Honorários › Contratuais' }).waitFor({ state: 'attached' });
    expect(await filter.locator('option').allTextContents()).not.toContain(ACCOUNT);

    const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
    await menu.getByRole('link', { name: 'Configurações' }).click();
    await page.getByRole('link', { name: 'Plano de contas' }).click();
    const receitas = page.getByRole('list', { name: 'Grupos de receitas' });
    await receitas.getByLabel('Grupo', { exact: true }).first().waitFor();
    expect(await page.title()).toBe('Plano de contas · Configurações · Barbosa & Moreira');
    // Accounts the seeded lançamentos use keep their names.
    expect(await page.getByLabel('Conta 1 do grupo Honorários', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Adicionar grupo de receitas' }).click();
    await receitas.getByLabel('Grupo', { exact: true }).last().fill(GROUP);
    await page.getByLabel(`Conta 1 do grupo ${GROUP}`, { exact: true }).fill('Pareceres avulsos');
    await page.getByRole('button', { name: 'Salvar plano de contas' }).click();
    await page.getByText('Plano de contas salvo.').waitFor();
    expect(await page.getByRole('button', { name: 'Descartar alterações' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'category-plan-saved');

    await menu.getByRole('link', { name: 'Financeiro' }).click();
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    const form = page.getByRole('dialog', { name: 'Novo lançamento' });
    const category = form.getByLabel('Categoria', { exact: true });
    await category.locator('option', { hasText: ACCOUNT }).waitFor({ state: 'attached' });
    await category.selectOption(ACCOUNT);
    expect(await category.inputValue()).toBe(ACCOUNT);
  });
});
