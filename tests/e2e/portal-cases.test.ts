/**
 * The client's cases in the browser: on a lawsuit's page the lawyer opens it to the portal and publishes an update
 * drafted from its andamentos in plain words (1280 px, light); the seeded client, who consented to e-mail notices,
 * gets it by e-mail and reads it on /portal (390 px, dark), never the raw andamento. Axe-clean, nothing wider than
 * the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { SEED_PORTAL_ACCOUNTS } from '../../scripts/seed/portal';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, signInUi, wideElements } from '../support/browser';
import { waitForMail } from '../support/mail-sink';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
/** Ana Melo Rodrigues (cli-001), a party of proc-037, which is not open to the portal in the seed. */
const ana = SEED_PORTAL_ACCOUNTS.find((p) => p.clientId === 'cli-001')!;
const needed = `Traga a carteira de trabalho ao escritório até sexta (${Date.now().toString(36)}).`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Portal do cliente: the client’s cases', () => {
  it('the lawyer opens the lawsuit and publishes an update drafted in plain words (1280 px, light)', async () => {
    const page = await signedInPage(browser, admin);
    await page.goto(`${APP_URL}/lawsuits/proc-037`);
    const card = page.getByRole('region', { name: 'Portal do cliente' });
    await card.getByText('Fechado no portal', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Abrir no portal' }).click();
    await page.getByRole('dialog', { name: 'Abrir processo no portal do cliente?' }).getByRole('button', { name: 'Abrir no portal' }).click();
    await card.getByText('Aberto no portal', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Nova atualização' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova atualização' });
    const happened = await dialog.getByLabel('O que aconteceu').inputValue();
    // The andamentos in a client's words, never their raw text.
    expect(happened).toContain('O juiz deu uma ordem para o processo seguir (despacho).');
    expect(happened).not.toContain('especifiquem as partes');
    await dialog.getByLabel('O que precisamos de você').fill(needed);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Atualização publicada', { exact: true }).waitFor();
    await card.getByText('Publicada', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'portal-cases-lawyer-1280');

    const [mail] = await waitForMail((m) => m.to.includes(ana.email) && m.text.includes(needed));
    expect(mail!.subject).toMatch(/: novidade no seu processo$/);
    expect(mail!.text).toContain('O que vem agora');
  });

  it('the client reads it on /portal and may turn the e-mail notices off (390 px, dark)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', colorScheme: 'dark' });
    const page = await context.newPage();
    await signInUi(page, ana.email, ana.password, '/portal');
    const cases = page.getByRole('region', { name: 'Seus processos' });
    const lawsuit = cases.getByRole('article', { name: /Horas extras e verbas rescisórias/ });
    await lawsuit.getByText(needed).waitFor();
    await lawsuit.getByText('Situação: Em andamento.').waitFor();
    expect(await lawsuit.textContent()).not.toContain('especifiquem as partes');
    // The lawsuit the seed opened is there too, with its own published update.
    expect(await cases.getByRole('article').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'portal-cases-client-390-dark');

    const notices = page.getByRole('region', { name: 'Avisos por e-mail' });
    await notices.getByLabel('Receber avisos por e-mail').click();
    await page.getByText('Avisos por e-mail desligados', { exact: true }).waitFor();
    await notices.getByText(/^Desligado por você em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/).waitFor();
    expect(await notices.getByLabel('Receber avisos por e-mail').isChecked()).toBe(false);
  });
});
