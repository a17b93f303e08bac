/**
 * The office's public home (/escritorio) in Chromium at 1280 and 390 px: the office, its areas, team and latest
 * articles, accessible (axe, WCAG 2.1 AA) in light and dark, within the CSP and without sideways scrolling; and
 * its contact form sent without JavaScript, refused with its reasons, then received with a thank-you page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_URL, axeViolations, cspViolations, launchBrowser, screenshot, watchCsp, wideElements } from '../support/browser';

const run = Date.now().toString(36);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function fill(page: Page, email: string): Promise<void> {
  const form = page.locator('form.contact');
  await form.getByLabel('Nome', { exact: true }).fill('Visitante do Teste');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Telefone (opcional)').fill('(21) 3456-7890');
  await form.getByLabel('Assunto', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Mensagem', { exact: true }).fill('Quero saber se vocês atendem meu caso de inventário.');
  await form.getByRole('checkbox').check();
}

describe('the public home', () => {
  for (const width of [1280, 390]) {
    it(`shows the office, its areas, team and articles, passes axe in light and dark and fits ${width} px`, async () => {
      const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 }, colorScheme: 'light' });
      await watchCsp(context);
      const page = await context.newPage();
      const response = await page.goto(`${APP_URL}/escritorio`, { waitUntil: 'load' });
      expect(response!.status()).toBe(200);
      expect(await page.locator('h1').count()).toBe(1);
      for (const name of ['Áreas de atuação', 'Equipe', 'Artigos recentes', 'Fale com o escritório'])
        expect(await page.getByRole('heading', { level: 2, name, exact: true }).count(), name).toBe(1);
      expect(await page.locator('.member-tile').count()).toBeGreaterThan(0);
      expect(await page.locator('#artigos-titulo + .tiles > li').count()).toBeGreaterThan(0);
      // The staff find their way in from here, and the brand leads home.
      expect(await page.getByRole('link', { name: 'Área restrita' }).getAttribute('href')).toBe('/auth/Login');
      expect(await page.locator('header .brand').getAttribute('href')).toBe('/escritorio');
      // The consent starts unticked; the honeypot is nowhere a person can see or reach.
      expect(await page.getByRole('checkbox').isChecked()).toBe(false);
      expect(await page.locator('input[name="website"]').isVisible()).toBe(false);
      expect(await page.locator('img:not([width]), img:not([height])').count()).toBe(0);
      expect(await wideElements(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      // The pictures below the fold load as the reader scrolls; for a whole-page picture, load them now.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => {
            img.loading = 'eager';
            return img.decode().catch(() => undefined);
          }),
        ),
      );
      await screenshot(page, `site-home-${width}-light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `site-home-${width}-dark`);
      // The refused form and the thank-you page pass axe too (axe needs the page's JavaScript, which the site has none of).
      await page.emulateMedia({ colorScheme: 'light' });
      await fill(page, `axe.${width}.${run}@exemplo`);
      await page.locator('form.contact').getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.waitForURL('**/escritorio/contato');
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await wideElements(page)).toEqual([]);
      await screenshot(page, `site-contact-refused-${width}`);
      await page.goto(`${APP_URL}/escritorio/contato/enviado`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      await context.close();
    });

    it(`sends the contact form without JavaScript at ${width} px: refused with its reasons, then thanked`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${APP_URL}/escritorio`);
      // An address the browser takes and the office does not (no domain ending): the server says why.
      await fill(page, `visitante.${width}.${run}@exemplo`);
      await page.locator('form.contact').getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.waitForURL('**/escritorio/contato');
      expect(await page.locator('h1').textContent()).toBe('Fale com o escritório');
      expect(await page.getByRole('alert').textContent()).toContain('E-mail: Informe um e-mail válido');
      const email = page.getByLabel('E-mail', { exact: true });
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Mensagem', { exact: true }).inputValue()).toBe('Quero saber se vocês atendem meu caso de inventário.');
      expect(await page.getByRole('checkbox').isChecked()).toBe(true);
      expect(await wideElements(page)).toEqual([]);

      await email.fill(`visitante.${width}.${run}@exemplo.com.br`);
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.waitForURL('**/escritorio/contato/enviado');
      expect(await page.locator('h1').textContent()).toBe('Mensagem recebida');
      await screenshot(page, `site-contact-sent-${width}`);
      await context.close();
    });
  }
});
