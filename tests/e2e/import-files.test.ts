/**
 * Processos → Importar → Arquivos de um ZIP in the browser: a ZIP with a lawsuit's folder (by CNJ number) and a
 * folder that matches nothing, previewed, imported with a progress bar and a report at 1280 px; the report and the
 * undo of the batch on a phone at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { readSeed } from '../../scripts/seed/load';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';
import { storedZip } from '../support/zip';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
let browser: Browser;
let report: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Importar arquivos de um ZIP', () => {
  it('previews a ZIP folder by folder and imports it with a progress bar and a report, at 1280 px', async () => {
    const cnj = readSeed().lawsuits['proc-002']!.cnj!;
    const page = await signedInPage(browser, lawyer, 1280);
    await page.goto(`${APP_URL}/lawsuits/import`);
    await page.getByRole('heading', { name: 'Arquivos de um ZIP' }).waitFor();
    await page.getByLabel('Arquivo ZIP', { exact: true }).setInputFiles({
      name: `escritorio-${run}.zip`,
      mimeType: 'application/zip',
      buffer: Buffer.from(
        storedZip({
          [`${cnj}/Procurações/procuracao-${run}.pdf`]: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
          [`Pasta sem número/nota-${run}.txt`]: 'nota',
        }),
      ),
    });
    await page.getByText('2 arquivo(s) no ZIP · 1 a importar · 0 recusado(s)').waitFor();
    await page.getByText(`Processo: ${cnj}`).waitFor();
    await page.getByRole('table', { name: 'Pastas e arquivos sem processo ou cliente correspondente' }).getByText('Pasta sem número/').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);

    await page.getByRole('button', { name: 'Importar 1 arquivo(s)' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progresso da importação de arquivos' });
    await bar.waitFor();
    await page.getByText('Concluída', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByRole('definition').allTextContents()).toEqual(['2', '1', '1', '0']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-files-report-1280');
    report = page.url();
    await page.context().close();
  });

  it('shows the report and undoes the batch on a phone, at 390 px', async () => {
    const page = await signedInPage(browser, lawyer, 390);
    await page.goto(report);
    await page.getByText('Concluída', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await page.getByRole('button', { name: 'Desfazer importação' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desfazer importação' }).click();
    await page.getByText('Desfeita', { exact: true }).waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
