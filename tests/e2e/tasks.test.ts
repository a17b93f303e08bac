/**
 * Tarefas in the browser: a lawyer creates a task for the intern with steps and a reviewer; the intern (who only
 * reads the agenda) checks a step and moves it on the board by keyboard; the lawyer moves a card by mouse;
 * "Meu trabalho" at 390 px; axe on every new page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
const run = Date.now().toString(36);
const TITLE = `Juntar substabelecimento ${run}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const signedIn = (who: { email: string; password: string }, width = 1280): Promise<Page> => signedInPage(browser, who, width);

/** The board's column of a status, and the card of the task in it. */
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, name: string, title: string) => column(page, name).getByRole('listitem').filter({ hasText: title });

/** The board's text elements whose content is cut (an ellipsis or hidden overflow): none may be. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-column] li p, [data-column] li a')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? ''),
  );
}

describe('Tarefas', () => {
  it('a lawyer creates a task with steps and a reviewer for the intern; bad input is pointed out and nothing saved', async () => {
    const page = await signedIn(lawyer);
    await page.goto(`${APP_URL}/tasks`);
    await page.getByRole('button', { name: 'Nova tarefa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await dialog.getByLabel('Título').fill('ab');
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await dialog.getByText('Informe o título (ao menos 3 letras)').waitFor();
    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Responsável').selectOption({ label: intern.name });
    await dialog.getByRole('group', { name: 'Quem revisa' }).getByLabel(lawyer.name).check();
    await dialog.getByLabel('Prioridade').selectOption({ label: 'Alta' });
    await dialog.getByLabel('Data de entrega').pressSequentially('10122026');
    for (const step of ['Gerar o substabelecimento', 'Colher a assinatura']) {
      await dialog.getByRole('button', { name: 'Adicionar passo' }).click();
      await dialog
        .getByLabel(/^Passo \d+$/)
        .last()
        .fill(step);
    }
    await screenshot(page, 'tasks-new');
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText('Tarefa criada').waitFor();
    const data = page.getByRole('region', { name: 'Dados' });
    expect(await data.textContent()).toContain(intern.name);
    expect(await data.textContent()).toContain('Entrega 10/12/2026');
    expect(await page.getByRole('list', { name: 'Passos da tarefa' }).getByRole('listitem').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the intern checks a step and moves the card by keyboard; focus stays on it and the move is announced', async () => {
    const page = await signedIn(intern);
    // Only reading the agenda, the intern creates nothing.
    await page.goto(`${APP_URL}/tasks`);
    await column(page, 'A fazer').waitFor();
    expect(await page.getByRole('button', { name: 'Nova tarefa' }).count()).toBe(0);
    await card(page, 'A fazer', TITLE).getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByLabel('Gerar o substabelecimento').check();
    await page.getByText('1 de 2 feitos').waitFor();
    await page.getByText(`Feito por ${intern.name}`).waitFor();

    await page.goto(`${APP_URL}/tasks`);
    const handle = card(page, 'A fazer', TITLE).getByRole('link', { name: TITLE });
    await handle.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await card(page, 'Em andamento', TITLE).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Tarefa ${TITLE} movida para Em andamento.` })
      .waitFor({ state: 'attached' });
    // The board redraws with the card in its new column; the focus follows it there (a loaded machine takes a moment).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), { timeout: 5_000 }).toBe(TITLE);
    await page.keyboard.press('Alt+ArrowRight');
    await card(page, 'Aguardando revisão', TITLE).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tasks-board-intern');
    await page.context().close();
  });

  it('the board at 1280 px shows every title, name and CNJ number whole', async () => {
    const page = await signedIn(lawyer);
    await page.goto(`${APP_URL}/tasks`);
    await column(page, 'A fazer').getByRole('listitem').first().waitFor();
    const texts = await page.locator('[data-column] li p').allTextContents();
    expect(texts.some((t) => /^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/.test(t.trim()))).toBe(true);
    expect(await cutTexts(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'tasks-board-1280');
    await page.context().close();
  });

  it('the reviewer drags the card to "Concluída" with the mouse; the list shows it concluded', async () => {
    const page = await signedIn(lawyer);
    await page.goto(`${APP_URL}/tasks?personId=${intern.uid}`);
    // Pressed on its title and carried over to the column.
    const handle = card(page, 'Aguardando revisão', TITLE).getByRole('link', { name: TITLE });
    const from = (await handle.boundingBox())!;
    const to = (await column(page, 'Concluída').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 8 });
    await page.mouse.up();
    await card(page, 'Concluída', TITLE).waitFor();
    await page.getByRole('button', { name: 'Lista' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'lista');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    expect(await row.textContent()).toContain('Concluída');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('"Meu trabalho" fits a phone and puts what is late first; the task page and the productivity table too', async () => {
    const page = await signedIn(intern, 390);
    await page.goto(`${APP_URL}/my-work`);
    await page.getByRole('heading', { name: 'Meu trabalho' }).waitFor();
    // What is late comes first.
    expect(await page.locator('main section h2').first().textContent()).toMatch(/^Atrasados \(\d+\)$/);
    // The seeded overdue task of the intern, serving a prazo.
    await page.getByRole('link', { name: 'Protocolar a peça do prazo' }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tasks-my-work-390');
    await page.getByRole('link', { name: 'Protocolar a peça do prazo' }).click();
    await page.getByRole('heading', { name: 'Protocolar a peça do prazo' }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    // Without Processos he still sees the number of the case he files in, as text: its page is not his to open.
    const lawsuit = page.locator('dt', { hasText: /^Processo$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await lawsuit.textContent()).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
    expect(await lawsuit.getByRole('link').count()).toBe(0);
    // Today's hearing he goes along to: its number and its parties.
    await page.goto(`${APP_URL}/events/evt-hoje-1`);
    await page.getByRole('heading', { name: 'Audiência de conciliação' }).waitFor();
    const hearing = page.locator('dt', { hasText: /^Processo$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await hearing.textContent()).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}.+ × .+$/);
    expect(await page.getByText('sem acesso a Processos').count()).toBe(0);
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'agenda-entry-intern-390');
    await page.goto(`${APP_URL}/tasks/productivity`);
    await page.getByRole('table').waitFor();
    // Not an administrator: one row, their own.
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
