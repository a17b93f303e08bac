/**
 * Mensagens in the browser: Rafael writes to Juliana and Lucas from a lawsuit's page (the message links it);
 * Juliana sees the unread count, opens the thread (the lawsuit is a link for her), replies; Lucas, who does
 * not read Processos, sees that a lawsuit is linked and nothing of it; Rafael finds the reply in his inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const by = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const rafael = by('staff-rafael-moreira');
const juliana = by('staff-juliana-ferreira');
const lucas = by('staff-lucas-almeida');
const SUBJECT = `Memoriais do processo ${Date.now().toString(36)}`;
/** The seed's proc-003 and its number. */
const LAWSUIT = 'proc-003';
const CNJ = '1207410-75.2018.8.26.0100';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function as(person: { email: string; password: string }, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInUi(page, person.email, person.password);
  return page;
}

/** The unread count the top bar's envelope announces. */
async function unread(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('banner')
      .getByRole('link', { name: /^Mensagens/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) não lidas?/.exec(name)?.[1] ?? 0);
}

describe('Mensagens', () => {
  it('sends from a lawsuit, is read and answered by a recipient, and hides the link from one who cannot read Processos', async () => {
    const writer = await as(rafael);
    await writer.goto(`${APP_URL}/lawsuits/${LAWSUIT}`);
    await writer.getByRole('button', { name: 'Enviar mensagem' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Nova mensagem' });
    await dialog.getByText(CNJ).waitFor();
    const to = dialog.getByRole('combobox', { name: 'Para' });
    for (const person of [juliana, lucas]) {
      await to.fill(person.name.split(' ')[0]!);
      await to.press('Enter');
    }
    await dialog.getByRole('list', { name: 'Para escolhidos' }).getByText(lucas.name).waitFor();
    await dialog.getByLabel('Assunto').fill(SUBJECT);
    await dialog.getByLabel('Mensagem').fill('Juliana, pode revisar os memoriais?\nPrazo até sexta.');
    expect(await axeViolations(writer)).toEqual([]);
    await screenshot(writer, 'messages-compose');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await writer.getByText('Mensagem enviada').waitFor();
    await writer.getByRole('heading', { name: SUBJECT }).waitFor();

    // Juliana: the count in the top bar, the thread in her inbox, the lawsuit as a link.
    const reader = await as(juliana);
    await expect.poll(() => unread(reader)).toBeGreaterThan(0);
    const before = await unread(reader);
    await reader
      .getByRole('banner')
      .getByRole('link', { name: /^Mensagens/ })
      .click();
    await reader.getByRole('link', { name: new RegExp(SUBJECT) }).click();
    const thread = reader.getByRole('list', { name: 'Mensagens da conversa' });
    await thread.getByText('Prazo até sexta.').waitFor();
    await thread.getByRole('link', { name: CNJ }).waitFor();
    await expect.poll(() => unread(reader)).toBe(before - 1);
    await reader.getByLabel('Sua resposta').fill('Revisados. Deixei comentários na minuta.');
    await reader.getByRole('button', { name: 'Responder' }).click();
    await thread.getByText('Revisados. Deixei comentários na minuta.').waitFor();
    expect(await axeViolations(reader)).toEqual([]);
    await screenshot(reader, 'messages-thread');

    // Lucas (Agenda only) learns that a lawsuit is linked, not which.
    const intern = await as(lucas, 390);
    await intern.goto(`${APP_URL}/messages`);
    await intern.getByRole('link', { name: new RegExp(SUBJECT) }).click();
    await intern.getByText('Vinculada a um processo (você não tem acesso a Processos)').waitFor();
    expect(await intern.getByText(CNJ).count()).toBe(0);
    expect(await wideElements(intern)).toEqual([]);
    await screenshot(intern, 'messages-thread-phone');

    // Rafael: the reply brought the thread to his inbox, unread, with Juliana as the last sender.
    await writer.goto(`${APP_URL}/messages`);
    const line = writer.getByRole('row').filter({ hasText: SUBJECT });
    await line.getByText(/Revisados\. Deixei comentários/).waitFor();
  });
});
