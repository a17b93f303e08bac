/**
 * Publicações in the browser: Rafael writes an article, schedules it for a coming minute, gives it a cover
 * (uploaded with progress, cut by the server), sees it "Agendado" in the list, and after its time the list
 * and the public callable show it published, with no job having run.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COLLECTIONS, instantToOfficeDateTime, type PublicArticle } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn } from '../support/emulator-client';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { testStores } from '../support/store';

const writer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
const TITLE = `Usucapião extrajudicial passo a passo ${run}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Publicações', () => {
  it('schedules an article with a cover and sees it published at its time', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, writer.email, writer.password);
    await page.goto(`${APP_URL}/articles`);
    await page.getByRole('heading', { name: 'Publicações (artigos)' }).waitFor();
    await page
      .getByRole('link', { name: 'Novo artigo' })
      .or(page.getByRole('button', { name: 'Novo artigo' }))
      .first()
      .click();
    await page.waitForURL(/\/articles\/new$/);
    await page.getByRole('heading', { name: 'Novo artigo' }).waitFor();

    await page.getByLabel('Título', { exact: true }).fill(TITLE);
    // The address follows the title.
    await expect.poll(() => page.getByLabel('Endereço', { exact: true }).inputValue()).toBe(`usucapiao-extrajudicial-passo-a-passo-${run}`);
    await page.getByLabel('Resumo', { exact: true }).fill('Requisitos, documentos e custos da usucapião feita em cartório.');
    await page
      .getByLabel('Texto', { exact: true })
      .fill('A usucapião extrajudicial está no **art. 216-A** da Lei 6.015/1973.\n\n- ata notarial;\n- planta e memorial descritivo.');
    // The next whole minute at least a minute away, in office time: the time field has minutes only.
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    const [date, time] = instantToOfficeDateTime(at.toISOString()).split('T') as [string, string];
    await page.getByLabel('Agendar').check();
    await page.getByLabel('Data da publicação', { exact: true }).fill(date);
    await page.getByLabel('Hora', { exact: true }).fill(time.slice(0, 5));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/articles\/art-[A-Za-z0-9_-]+$/);
    const articleId = new URL(page.url()).pathname.split('/').pop() ?? '';
    // The saved article's own page, loaded afresh: right after the save, the new-article editor (which looks the
    // same once saved) can still be on screen until the article's route replaces it, taking what was typed.
    await page.reload();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.waitForLoadState('networkidle');

    // The cover: alt text, then the image; the server answers with the 1200×630 cut.
    await page.getByLabel('Texto alternativo').fill('Escritura sobre a mesa do cartório');
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'cartorio.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Capa definida.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'article-editor-scheduled');

    await page.goto(`${APP_URL}/articles?status=agendado`);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText(/^Agendado para/).waitFor();
    const slug = `usucapiao-extrajudicial-passo-a-passo-${run}`;
    expect((await callFn('publicPages-article', { slug })).status).toBe(404);

    // Its time comes; nothing runs, and it is published. The stored instant is brought to two seconds from now
    // rather than waiting up to two minutes for the one typed (the form has no seconds).
    const { documents } = await testStores();
    const soon = new Date(Date.now() + 2_000);
    try {
      const stored = await documents.get(COLLECTIONS.articles, articleId);
      expect(stored?.data.publishedAt).toBe(at.toISOString());
      await documents.commit([
        { kind: 'update', collection: COLLECTIONS.articles, id: articleId, expectedVersion: stored?.version ?? 0, patch: { publishedAt: soon.toISOString() } },
      ]);
    } finally {
      await documents.close();
    }
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 500));
    await page.goto(`${APP_URL}/articles?status=publicado`);
    await page
      .getByRole('row')
      .filter({ hasText: TITLE })
      .getByText(/^Publicado em/)
      .waitFor();
    const published = await callFn<PublicArticle>('publicPages-article', { slug });
    expect(published.status).toBe(200);
    expect(published.result!.coverUrl).toMatch(/^\/media\/articles\/.+\/cover-[0-9a-f]{12}\.jpg$/);
    expect((await page.request.get(`${APP_URL}${published.result!.coverUrl}`)).status()).toBe(200);
    await screenshot(page, 'articles-list');
  }, 90_000);

  it('reads well on a phone', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })).newPage();
    await signInUi(page, writer.email, writer.password);
    await page.goto(`${APP_URL}/articles`);
    await page.getByRole('heading', { name: 'Publicações (artigos)' }).waitFor();
    // The list has loaded (the HTTP tests' articles may have pushed the seed's off the first page).
    await page.getByText(/^1–\d+ de \d+$/).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'articles-phone-dark');
  });
});
