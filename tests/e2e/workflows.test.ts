/**
 * Fluxos de trabalho in the browser: the administrator's editor in Configurações (the seeded templates, a refused
 * and then a saved template), and a lawyer applying "Reclamação trabalhista — reclamante" to a labour lawsuit
 * (TRT-2): the plan's dates on the court calendar, the tasks created, the phase and progress on the lawsuit's
 * page, at 1280 and 390 px; axe on each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const signedIn = (who: { email: string; password: string }, width = 1280): Promise<Page> => signedInPage(browser, who, width);

describe('Fluxos de trabalho', () => {
  it('an administrator sees the seeded templates, is told what is wrong with a template, and saves one', async () => {
    const page = await signedIn(admin);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('link', { name: 'Fluxos de trabalho' }).click();
    await page.getByRole('heading', { name: 'Fluxos de trabalho', level: 1 }).waitFor();
    const list = page.getByRole('region', { name: 'Fluxos do escritório' });
    for (const name of ['Reclamação trabalhista — reclamante', 'Ação de cobrança', 'Inventário judicial']) {
      await list.getByRole('heading', { name }).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Novo fluxo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo fluxo de trabalho' });
    await dialog.getByLabel('Nome do modelo').fill(`Mandado de segurança ${run}`);
    await dialog.getByLabel('Nome da fase').fill('Impetração');
    await dialog.getByLabel('Título da tarefa').fill('Redigir a inicial do mandado');
    await dialog.getByLabel('Contados').selectOption({ label: 'após concluir a tarefa anterior' });
    await dialog.getByRole('button', { name: 'Incluir fluxo' }).click();
    await dialog.getByText('A primeira tarefa não tem tarefa anterior').waitFor();
    await dialog.getByLabel('Contados').selectOption({ label: 'após aplicar o modelo' });
    await dialog.getByLabel('Dias úteis').fill('2');
    await dialog.getByLabel('Passos (um por linha, opcional)').fill('Conferir o ato coator\nJuntar a prova pré-constituída');
    await dialog.getByRole('button', { name: 'Adicionar tarefa à fase 1' }).click();
    await dialog.getByLabel('Título da tarefa').last().fill('Protocolar e pedir a liminar');
    await screenshot(page, 'workflows-editor');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Incluir fluxo' }).click();
    await page.getByText('Fluxo incluído').waitFor();
    const saved = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Mandado de segurança ${run}` }) });
    expect(await saved.textContent()).toContain('1 fase · 2 tarefas');
    await screenshot(page, 'workflows-settings');
  });

  it('a lawyer applies a template to a labour lawsuit already under way: from its phase, dates on the TRT-2 calendar', async () => {
    const page = await signedIn(lawyer);
    await page.goto(`${APP_URL}/lawsuits/proc-008`);
    const card = page.getByRole('region', { name: 'Fluxo de trabalho' });
    await card.getByText('Nenhum fluxo aplicado.').waitFor();
    await card.getByRole('button', { name: 'Aplicar fluxo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar fluxo de trabalho' });
    await dialog.getByLabel('Fluxo', { exact: true }).selectOption({ label: 'Reclamação trabalhista — reclamante' });
    await dialog.getByLabel('Responsável pelas tarefas').selectOption({ label: intern.name });
    await dialog.getByLabel('Quem revisa (opcional)').selectOption({ label: lawyer.name });
    // Distributed on 07/09/2026: 5 dias úteis at the TRT-2 (São Paulo) are 08, 09, 10, 11 and 14/09 — past by now,
    // so the task would be due today, and the dialog says so rather than creating it overdue.
    const plan = dialog.getByRole('table', { name: 'Tarefas que o fluxo cria' });
    const hearing = plan.getByRole('row').filter({ hasText: 'Conferir a audiência designada e avisar o cliente' });
    expect(await hearing.textContent()).toContain('A contagem dava 14/09/2026, já passada');
    await dialog.getByText('1 tarefa teria entrega em data já passada: fica para hoje.', { exact: false }).waitFor();
    expect(await dialog.textContent()).toContain('Tribunal Regional do Trabalho da 2ª Região');
    // The case is past its petição inicial: start at the hearing's phase.
    await dialog.getByLabel('Começar na fase').selectOption({ label: '2. Audiência' });
    await plan.getByRole('row').filter({ hasText: 'Entrevistar o cliente e reunir documentos' }).getByText('Não criada (fase já passada)').waitFor();
    expect(await plan.getByRole('row').filter({ hasText: 'Preparar o cliente e as testemunhas' }).textContent()).toContain('após concluir a tarefa anterior');
    await screenshot(page, 'workflows-apply');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Aplicar fluxo' }).click();
    await page.getByText('Fluxo aplicado').waitFor();

    await card.getByText('Fase atual: Audiência').waitFor();
    expect(await card.textContent()).toContain('0 de 3 tarefas encerradas');
    expect(await card.textContent()).toContain('a partir da fase Audiência');
    const tasks = page.getByRole('list', { name: 'Tarefas em aberto do processo' });
    await tasks.getByRole('link', { name: 'Conferir a audiência designada e avisar o cliente' }).waitFor();
    expect(await tasks.getByRole('link', { name: 'Entrevistar o cliente e reunir documentos' }).count()).toBe(0);
    await card.getByText('Ver as tarefas do fluxo').click();
    expect(await card.getByText('Fase já passada ao aplicar').count()).toBe(3);
    await screenshot(page, 'workflows-lawsuit');

    // The hearing's task, concluded, creates the next one of the template.
    await card.getByRole('link', { name: 'Conferir a audiência designada e avisar o cliente' }).click();
    await page.getByRole('heading', { name: 'Conferir a audiência designada e avisar o cliente' }).waitFor();
    await page.getByRole('button', { name: 'Concluir', exact: true }).click();
    await page.getByText('Tarefa: Concluída').waitFor();
    await page.goto(`${APP_URL}/lawsuits/proc-008`);
    await card.getByText('1 de 3 tarefas encerradas', { exact: false }).waitFor();
    await tasks.getByRole('link', { name: 'Preparar o cliente e as testemunhas' }).waitFor();
  });

  it('a lawyer makes a task from an andamento: named after it, for its lawsuit', async () => {
    const page = await signedIn(lawyer);
    await page.goto(`${APP_URL}/lawsuits/proc-008`);
    await page
      .getByRole('button', { name: /^Criar tarefa a partir do andamento de / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    const title = await dialog.getByLabel('Título').inputValue();
    expect(title).toMatch(/^Andamento de \d{2}\/\d{2}\/\d{4}: /);
    await dialog.getByLabel('Responsável').selectOption({ label: intern.name });
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    const data = page.getByRole('region', { name: 'Dados' });
    expect(await data.getByRole('link', { name: /1760604-43\.2026\.5\.02\.0011/ }).count()).toBe(1);
    await page.getByRole('region', { name: 'Arquivos' }).waitFor();
  });

  it('shows the lawsuit’s workflow at 390 px without sideways scrolling', async () => {
    const page = await signedIn(lawyer, 390);
    await page.goto(`${APP_URL}/lawsuits/proc-008`);
    const card = page.getByRole('region', { name: 'Fluxo de trabalho' });
    await card.getByText('Fase atual:', { exact: false }).waitFor();
    await card.getByText('Ver as tarefas do fluxo').click();
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'workflows-lawsuit-390');
    expect(await axeViolations(page)).toEqual([]);
    // The phase to start at, on a phone: the plan fits, and the tasks of the phases passed say they are not made.
    await page.goto(`${APP_URL}/lawsuits/proc-018`);
    await card.getByRole('button', { name: 'Aplicar fluxo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar fluxo de trabalho' });
    await dialog.getByLabel('Fluxo', { exact: true }).selectOption({ label: 'Reclamação trabalhista — reclamante' });
    await dialog.getByLabel('Começar na fase').selectOption({ label: '3. Sentença e recurso' });
    await dialog.getByRole('table', { name: 'Tarefas que o fluxo cria' }).getByText('Não criada (fase já passada)').nth(4).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'workflows-apply-phase-390');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
