/**
 * Perguntas Frequentes in the browser: two questions written in a category of this run (the answer's preview
 * shows Markdown and keeps a script payload inert), reordered with the keyboard, and the order kept on reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
const CATEGORY = `Navegador ${run}`;
const FIRST = `Qual o prazo para contestar ${run}?`;
const SECOND = `Preciso de advogado no juizado ${run}?`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function addQuestion(page: Page, question: string, answer: string): Promise<void> {
  await page.getByRole('button', { name: 'Nova pergunta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova pergunta' });
  await dialog.getByLabel('Pergunta').fill(question);
  await dialog.getByLabel('Categoria').fill(CATEGORY);
  await dialog.getByLabel('Resposta', { exact: true }).fill(answer);
  await dialog.getByRole('button', { name: 'Cadastrar pergunta' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const order = (page: Page) =>
  page
    .getByRole('list', { name: `Perguntas de ${CATEGORY}` })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.textContent ?? ''));

describe('Perguntas Frequentes', () => {
  it('writes two questions, previews the answer safely, and reorders them by keyboard', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/faq`);
    await page.getByRole('heading', { name: 'Perguntas Frequentes' }).waitFor();

    // The preview renders Markdown and shows a script payload as text.
    await page.getByRole('button', { name: 'Nova pergunta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova pergunta' });
    await dialog
      .getByLabel('Resposta', { exact: true })
      .fill('**Quinze dias** úteis.\n\n<img src=x onerror="document.title=\'xss\'"> [clique](javascript:alert(1))');
    const preview = dialog.getByRole('region', { name: 'Pré-visualização: Resposta' });
    await preview.locator('strong', { hasText: 'Quinze dias' }).waitFor();
    expect(await preview.locator('img').count()).toBe(0);
    expect(await preview.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await preview.textContent()).toContain('<img src=x onerror=');
    await screenshot(page, 'faq-editor');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    // What was typed is not thrown away without asking.
    await page.getByRole('alertdialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.title()).not.toBe('xss');

    await addQuestion(page, FIRST, 'Em regra, **15 dias úteis** (CPC, art. 335).');
    await addQuestion(page, SECOND, 'Nas causas de até 20 salários mínimos, não (Lei 9.099/1995, art. 9º).');
    await expect.poll(async () => (await order(page)).map((t) => (t.includes(FIRST) ? 1 : t.includes(SECOND) ? 2 : 0))).toEqual([1, 2]);
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: focus the first question's "down" button and press Enter.
    const saved = page.waitForResponse((r) => r.url().endsWith('/faq-reorder') && r.ok());
    await page.getByRole('button', { name: `Mover para baixo: ${FIRST}` }).press('Enter');
    await expect.poll(async () => (await order(page)).map((t) => (t.includes(FIRST) ? 1 : 2))).toEqual([2, 1]);
    await page.getByText(/Pergunta movida para a posição 2 de 2/).waitFor();
    // The list moves at once; the order is stored when the server answers.
    await saved;
    await page.reload();
    await expect.poll(async () => (await order(page)).map((t) => (t.includes(FIRST) ? 1 : 2))).toEqual([2, 1]);
    await screenshot(page, 'faq-reordered');
  });

  it('reads well on a phone', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })).newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/faq`);
    await page.getByRole('button', { name: 'Nova pergunta' }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'faq-phone-dark');
  });
});
