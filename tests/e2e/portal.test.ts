/**
 * Portal do cliente in the browser: from a client's page the administrator invites the client (1280 px); the
 * invitation arrives at the mail sink naming the office, its link opens the office's own first-access page, and
 * the client's first sign-in never shows the staff's menu or sections. At 390 px the access is revoked from the same
 * card. Axe-clean, nothing wider than the screen. At 390 px the client asks to correct a datum (LGPD) and the
 * administrator answers it on the client's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';
import { waitForMail } from '../support/mail-sink';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const email = `carla.portal.${Date.now().toString(36)}@cliente.test`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Portal do cliente', () => {
  it('invites the client from the client’s page; the e-mailed link sets the password and opens no staff section (1280 px)', async () => {
    const page = await signedInPage(browser, admin);
    await page.goto(`${APP_URL}/clients/cli-003`);
    const card = page.getByRole('region', { name: 'Portal do cliente' });
    await card.getByRole('button', { name: 'Convidar para o portal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar para o portal do cliente' });
    expect(await dialog.getByLabel('Nome de quem vai acessar').inputValue()).toBe('Carla Rodrigues Ferreira');
    await dialog.getByLabel('E-mail do convite').fill(email);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await page.getByText('Convite enviado', { exact: true }).waitFor();
    await card.getByRole('listitem').filter({ hasText: email }).getByText('Ativo', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'portal-invite-1280');

    const [mail] = await waitForMail((m) => m.to.includes(email));
    expect(mail!.subject).toMatch(/: seu acesso ao portal do cliente$/);
    const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();

    const client = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })).newPage();
    await client.goto(link!);
    await client.getByRole('heading', { name: 'Definir senha' }).waitFor();
    await client.getByLabel('Nova senha', { exact: true }).fill('Portal#cliente-2026');
    await client.getByLabel('Confirme a nova senha').fill('Portal#cliente-2026');
    await client.getByRole('button', { name: 'Salvar senha e entrar' }).click();
    // The client lands on the portal: what the office holds about them, never a staff page.
    await client.waitForURL((url) => url.pathname === '/portal');
    const data = client.getByRole('region', { name: 'Seus dados no escritório' });
    await data.getByText('Carla Rodrigues Ferreira', { exact: true }).waitFor();
    expect(await data.getByRole('term').allTextContents()).toContain('CPF');
    expect(await axeViolations(client)).toEqual([]);
    expect(await wideElements(client)).toEqual([]);
    await screenshot(client, 'portal-client-1280');
    // A client account is no one's colleague: no menu, no section, even by typing a section's address.
    expect(await client.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    await client.goto(`${APP_URL}/clients`);
    await client.waitForURL((url) => url.pathname === '/portal');
    expect(await client.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);

    // At 390 px the client asks to correct a datum (LGPD art. 18, III) and sees the request waiting.
    await client.goto(`${APP_URL}/portal#dados`);
    await client.setViewportSize({ width: 390, height: 844 });
    await data.getByRole('button', { name: 'Pedir correção' }).click();
    await data.getByLabel('Qual dado').selectOption('Outro');
    await data.getByLabel('Qual é o dado correto').fill('Meu telefone novo é (11) 91234-5678.');
    await data.getByRole('button', { name: 'Enviar pedido' }).click();
    await data.getByText('Pedido de correção enviado. O escritório vai conferir e responder aqui.').waitFor();
    await data.getByRole('listitem').filter({ hasText: 'Meu telefone novo' }).getByText('Aguardando o escritório').waitFor();
    expect(await axeViolations(client)).toEqual([]);
    expect(await wideElements(client)).toEqual([]);
  });

  it('answers the client’s correction request and revokes the access from the client’s page (390 px)', async () => {
    const page = await signedInPage(browser, admin, 390);
    await page.goto(`${APP_URL}/clients/cli-003`);
    const corrections = page.getByRole('region', { name: 'Pedidos de correção (LGPD)' });
    await corrections.getByRole('button', { name: 'Responder pedido de correção: Outro' }).click();
    const answer = page.getByRole('dialog', { name: 'Responder pedido de correção' });
    await answer.getByLabel('Mensagem ao cliente').fill('Telefone atualizado no cadastro.');
    await answer.getByRole('button', { name: 'Responder' }).click();
    await corrections.getByText('Corrigido', { exact: true }).waitFor();
    const row = page.getByRole('region', { name: 'Portal do cliente' }).getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: 'Revogar acesso de Carla Rodrigues Ferreira' }).click();
    await page.getByRole('dialog', { name: 'Revogar acesso ao portal?' }).getByRole('button', { name: 'Revogar' }).click();
    await row.getByText('Revogado', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'portal-revoke-390');
  });
});
