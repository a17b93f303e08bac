/**
 * Processos → Importar in the browser: a spreadsheet (XLSX) on the desktop — its columns mapped, the preview with
 * the refused rows and their reasons, the progress bar, the report — and a pasted list on a phone. Each run's
 * numbers are fresh (the store is shared with other files); DataJud is the local stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';
import { standinTjsp } from '../support/courts';
import { xlsxOf } from '../support/xlsx';
import { addDays, cpfCheckDigits, officeDate } from '@office/domain';
import { readSeed } from '../../scripts/seed/load';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Imports what the preview shows and waits for the report. */
async function importAndWait(page: Page, rows: number): Promise<void> {
  await page.getByRole('button', { name: `Importar ${rows} processo(s)` }).click();
  const bar = page.getByRole('progressbar', { name: 'Progresso da importação' });
  await bar.waitFor();
  await page.getByText('Concluída', { exact: true }).waitFor({ timeout: 60_000 });
  expect(await bar.getAttribute('aria-valuenow')).toBe('100');
}

describe('Importar processos', () => {
  it('maps a spreadsheet’s columns, previews it with its refused rows, imports it with a progress bar and a report, at 1280 px', async () => {
    const good = [standinTjsp('61'), standinTjsp('62'), standinTjsp('63')];
    const bad = `${good[0]!.slice(0, 7)}00${good[0]!.slice(9)}`;
    const page = await signedInPage(browser, lawyer, 1280);
    await page.goto(`${APP_URL}/lawsuits`);
    await page.getByRole('link', { name: 'Importar', exact: true }).click();
    await page.getByRole('heading', { name: 'Importar processos' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Arquivo', { exact: true }).setInputFiles({
      name: 'processos-antigos.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsxOf([
        ['Processo', 'Nome do cliente', 'Responsável', 'Observação'],
        [good[0]!, 'Construtora Horizonte Ltda.', lawyer.name, 'cliente antigo'],
        [good[1]!, `Cliente Planilha ${good[1]!.slice(0, 6)}`, '', ''],
        [good[2]!, 'Construtora Horizonte Ltda.', '', ''],
        [bad, 'Construtora Horizonte Ltda.', '', ''],
        [good[1]!, 'Repetido', '', ''],
      ]),
    });
    await page.getByText('5 linha(s) lida(s)').waitFor();
    // The columns as guessed from the header: "Observação" is left out.
    expect(await page.getByLabel('Número', { exact: true }).inputValue()).toBe('0');
    expect(await page.getByLabel('Cliente', { exact: true }).inputValue()).toBe('1');
    expect(await page.getByLabel('Assunto', { exact: true }).inputValue()).toBe('');
    const problems = page.getByRole('table', { name: 'Linhas com problema' });
    await problems.getByText('número CNJ inválido: os dígitos verificadores não conferem').waitFor();
    await problems.getByText('número repetido no arquivo (linha 3)').waitFor();
    await page.getByText('cliente novo').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'import-lawsuits-preview-1280');

    await importAndWait(page, 3);
    const counts = page.getByRole('definition');
    expect(await counts.allTextContents()).toEqual(['5', '3', '2', '3', '0', '1']);
    await page.getByRole('table', { name: 'Linhas ignoradas e o motivo' }).getByText('número repetido no arquivo (linha 3)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-lawsuits-report-1280');
    await page.context().close();
  });

  it('imports a pasted list on a phone, at 390 px', async () => {
    const numbers = [standinTjsp('64'), standinTjsp('65')];
    const page = await signedInPage(browser, lawyer, 390);
    await page.goto(`${APP_URL}/lawsuits/import`);
    await page.getByLabel('Colar uma lista').check();
    await page.getByLabel('Números CNJ').fill(numbers.map((n) => `${n}\tConstrutora Horizonte Ltda.`).join('\n'));
    await page.getByRole('button', { name: 'Ler a lista' }).click();
    await page.getByText('2 linha(s) lida(s)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await importAndWait(page, 2);
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-lawsuits-report-390');
    await page.context().close();
  });

  it('imports open prazos and hearings (Prazos e audiências): preview, report, at 1280 and 390 px', async () => {
    const seeded = readSeed().lawsuits['proc-002']!;
    // A day of this run's own: an entry already on the agenda would be refused as a repeat.
    const day = addDays(officeDate(), 60 + Math.floor(Math.random() * 300));
    const br = (d: string) => d.split('-').reverse().join('/');
    const page = await signedInPage(browser, lawyer, 1280);
    await page.goto(`${APP_URL}/lawsuits/import`);
    // A click, not check(): the choice moves the page to ?tipo=agenda, which draws its own copy of the radios, and
    // check() could read the state back from the copy that was just replaced.
    await page.getByLabel('Prazos e audiências', { exact: true }).click();
    await page.getByRole('heading', { name: 'Importar prazos e audiências' }).waitFor();
    await page.getByLabel('Colar uma lista').check();
    const lines = [
      ['Data', 'Hora', 'Processo', 'Tipo', 'Descrição', 'Responsável'],
      [br(day), '', seeded.cnj!, 'Prazo', 'Contestação', lawyer.name],
      [br(day), '10:00', seeded.cnj!, 'Audiência', 'Audiência de conciliação', lawyer.name],
      [br(addDays(officeDate(), -2)), '', seeded.cnj!, 'Prazo', 'Réplica', ''],
    ];
    await page.getByLabel('Linhas da planilha').fill(lines.map((l) => l.join('\t')).join('\n'));
    await page.getByRole('button', { name: 'Ler a lista' }).click();
    await page.getByRole('button', { name: 'Conferir linhas' }).click();
    await page.getByText('3 linha(s) lida(s)').waitFor();
    expect(await page.getByLabel('Data', { exact: true }).inputValue()).toBe('0');
    await page
      .getByRole('table', { name: 'Linhas com problema' })
      .getByText(/prazo fatal já passou/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Importar 2 prazo(s) e audiência(s)' }).click();
    await page.getByText('Concluída', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('definition').allTextContents()).toEqual(['3', '2', '1']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-agenda-report-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('imports lançamentos from Financeiro (Importar): preview, report, at 1280 and 390 px', async () => {
    const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
    const run = Math.random().toString(36).slice(2, 7);
    const due = addDays(officeDate(), 30).split('-').reverse().join('/');
    const paid = addDays(officeDate(), -1).split('-').reverse().join('/');
    const page = await signedInPage(browser, finance, 1280);
    await page.goto(`${APP_URL}/transactions`);
    await page.getByRole('link', { name: 'Importar', exact: true }).click();
    await page.getByRole('heading', { name: 'Importar lançamentos' }).waitFor();
    await page.getByLabel('Colar uma lista').check();
    const lines = [
      ['Tipo', 'Descrição', 'Valor', 'Vencimento', 'Data do pagamento'],
      ['despesa', `Aluguel e2e ${run}`, '2.000,00', due, ''],
      ['a receber', `Consultoria e2e ${run}`, '1234.56', due, paid],
      ['receita', `Valor ruim ${run}`, 'mil', due, ''],
    ];
    await page.getByLabel('Linhas da planilha').fill(lines.map((l) => l.join('\t')).join('\n'));
    await page.getByRole('button', { name: 'Ler a lista' }).click();
    expect(await page.getByLabel('Valor', { exact: true }).inputValue()).toBe('2');
    await page.getByLabel('Conta dos pagamentos (linhas já pagas)').selectOption({ label: 'Itaú — conta corrente' });
    await page.getByRole('button', { name: 'Conferir linhas' }).click();
    await page.getByText('3 linha(s) lida(s)').waitFor();
    await page
      .getByRole('table', { name: 'Linhas com problema' })
      .getByText(/valor inválido \("mil"\)/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Importar 2 lançamento(s)' }).click();
    await page.getByText('Concluída', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('definition').allTextContents()).toEqual(['3', '2', '1']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-finance-report-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('imports clients from a spreadsheet with the clients’ columns (Clientes → Importar CSV ou XLSX)', async () => {
    const base = String(300_000_000 + Math.floor(Math.random() * 600_000_000));
    const name = `Cliente Planilha XLSX ${base}`;
    const page = await signedInPage(browser, lawyer, 1280);
    await page.goto(`${APP_URL}/clients`);
    await page.getByText('Importar CSV ou XLSX').waitFor();
    await page.locator('input[type=file][accept*=".xlsx"]').setInputFiles({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsxOf([
        ['nome', 'documento', 'email'],
        [name, base + cpfCheckDigits(base), 'cliente.xlsx@example.com'],
        ['Sem Documento', '', ''],
      ]),
    });
    // The columns first: these headers are guessed whole (nome, documento, e-mail), so the preview follows at once.
    const columns = page.getByRole('dialog');
    await columns.getByText('Colunas de clientes.xlsx').waitFor();
    await columns.getByRole('button', { name: 'Ver prévia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar clientes.xlsx' });
    await dialog.getByText('2 linha(s) lida(s)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Importar 1 cliente(s)' }).click();
    await page.getByText('1 cliente(s) importado(s)').waitFor();
    await page.context().close();
  });
});
