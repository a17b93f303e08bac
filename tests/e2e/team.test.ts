/**
 * Sobre → Equipe in the browser: the administrator adds a lawyer with her principal inscription in SP and a
 * suplementar in RJ (numbers of this run), sees them as "OAB/SP nº …" on her card, and an inscription
 * already held by someone else is refused on the inscriptions group.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
const NAME = `Marina Duarte ${run}`;
/** Six-digit numbers of this run: no seeded or earlier inscription has them. */
const number = String(100_000 + (Date.now() % 800_000));
const dotted = `${number.slice(0, 3)}.${number.slice(3)}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Sobre: equipe', () => {
  it('adds a lawyer with two OAB inscriptions and refuses one already held by someone else', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/about?tab=equipe`);
    const team = page.getByRole('list', { name: 'Equipe do escritório' });
    await team.getByRole('heading', { name: 'Helena Barbosa' }).waitFor();

    await page.getByRole('button', { name: 'Adicionar pessoa' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
    await dialog.getByLabel('Nome').fill(NAME);
    await dialog.getByLabel('Função').fill('Advogada associada');
    const first = dialog.getByRole('group', { name: 'Inscrição 1' });
    await first.getByLabel('UF').selectOption('SP');
    // Helena's inscription first: the server refuses it under the inscriptions.
    await first.getByLabel('Número').fill('245.180');
    await dialog.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await dialog.getByText('OAB/SP nº 245.180 já é de Helena Barbosa.').waitFor();

    await first.getByLabel('Número').fill(dotted);
    await dialog.getByRole('button', { name: 'Adicionar inscrição' }).click();
    const second = dialog.getByRole('group', { name: 'Inscrição 2' });
    await second.getByLabel('UF').selectOption('RJ');
    await second.getByLabel('Número').fill(number);
    await second.getByLabel('Tipo').selectOption('suplementar');
    await dialog.getByLabel('Mostrar no site do escritório').check();
    await screenshot(page, 'team-member-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await dialog.waitFor({ state: 'detached' });

    const inscriptions = page.getByRole('list', { name: `Inscrições de ${NAME} na OAB` });
    await inscriptions.getByText(`OAB/SP nº ${dotted}`, { exact: true }).waitFor();
    await inscriptions.getByText(`OAB/RJ nº ${dotted} (suplementar)`, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Her photo: chosen in the edit dialog, cut square by the server, shown on her card.
    await page.getByRole('button', { name: `Editar ${NAME}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar ${NAME}` });
    const portrait = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#6b4f3a' } })
      .jpeg()
      .toBuffer();
    await edit.locator('input[type="file"]').setInputFiles({ name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await page.getByText('Foto atualizada.').waitFor();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('listitem', { name: NAME })
      .getByRole('img', { name: `Foto de ${NAME}` })
      .waitFor();
    await screenshot(page, 'team-list');
  });
});
