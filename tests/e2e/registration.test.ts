/**
 * Registering (issue 34, items 12 and 13): a password of at least 10 characters, and an e-mail confirmed by its
 * owner before administrators see the registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL, axeViolations, launchBrowser, screenshot, wideElements } from '../support/browser';
import { lastConfirmationCode } from '../support/emulator-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('registration', () => {
  it('asks for 10 characters, then for the e-mail’s confirmation, which the link in the e-mail gives', async () => {
    const email = `cadastro.e2e.${Date.now()}@barbosaadvocacia.test`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/auth/Register`);
    await page.getByLabel('Nome completo').fill('Pessoa Cadastrada');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Curta#123');
    await page.getByLabel('Confirme a senha').fill('Curta#123');
    await page.getByText('Use pelo menos 10 caracteres.').waitFor();
    expect(await page.getByRole('button', { name: 'Criar conta' }).isDisabled()).toBe(true);

    await page.getByLabel('Senha', { exact: true }).fill('Cadastro#Novo2026');
    await page.getByLabel('Confirme a senha').fill('Cadastro#Novo2026');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${APP_URL}/auth/Access`);
    await page.getByRole('heading', { name: 'Confirme seu e-mail' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A long address wraps instead of widening the phone's page.
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'access-confirm-email-390-dark');

    // "Já confirmei" before the link is opened says so and keeps the request on screen.
    await page.getByRole('button', { name: 'Já confirmei' }).click();
    await page.getByText('Ainda não recebemos a confirmação.').waitFor();

    // The link of the e-mail the app asked Firebase Auth to send.
    await page.goto(`${APP_URL}/auth/Action?mode=verifyEmail&oobCode=${await lastConfirmationCode(email)}`);
    await page.getByRole('heading', { name: 'E-mail confirmado' }).waitFor();
    await page.getByRole('link', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Aguardando liberação de acesso' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Confirme seu e-mail' }).count()).toBe(0);
    await context.close();
  });
});
