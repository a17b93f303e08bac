/** Meu perfil in the browser: the photo shows at once and a replaced one never shows the old picture. */
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaffCreated } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { APP_URL, launchBrowser, screenshot, signInUi } from '../support/browser';

let browser: Browser;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const admin = SEED_STAFF.find((s) => s.admin)!;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** An 8×8 PNG of one colour. */
function solidPng(r: number, g: number, b: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: 8 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The colour at the centre of the profile card's photo, once it is an image. */
async function photoColour(page: Page): Promise<[number, number, number]> {
  const img = page.locator('main img').first();
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(Math.floor(el.naturalWidth / 2), Math.floor(el.naturalHeight / 2), 1, 1).data;
    return [r, g, b] as [number, number, number];
  });
}

async function upload(page: Page, name: string, png: Buffer): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await page.getByText('Foto atualizada').first().waitFor();
}

describe('profile photo', () => {
  it('shows a new photo at once, in the card and the top bar, and a replacement replaces it, also after reload', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, finance.email, finance.password);
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('heading', { name: 'Foto' }).waitFor();

    await upload(page, 'vermelha.png', solidPng(220, 20, 20));
    const [r1, , b1] = await photoColour(page);
    expect(r1).toBeGreaterThan(180);
    expect(b1).toBeLessThan(80);
    await page.locator('header img').waitFor();

    await upload(page, 'azul.png', solidPng(20, 20, 220));
    await expect.poll(async () => (await photoColour(page))[2]).toBeGreaterThan(180);
    await page.reload();
    const [r3, , b3] = await photoColour(page);
    expect([r3 < 80, b3 > 180]).toEqual([true, true]);
    await screenshot(page, 'profile-photo');
    await page.context().close();
  });
});

describe('change password', () => {
  it('tells a wrong current password apart, refuses reusing it, asks for the new one twice, then changes it', async () => {
    const email = `senha.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const created = (
      await callFn<StaffCreated>('staff-create', { email, name: 'Pessoa Troca Senha', read: ['Agenda'], write: [] }, await signIn(admin.email, admin.password))
    ).result!;
    await setPasswordFromLink(created.passwordSetupLink!, 'Inicial#2026');
    const page = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await signInUi(page, email, 'Inicial#2026');
    await page.goto(`${APP_URL}/profile`);
    const change = page.getByRole('button', { name: 'Alterar senha' });

    await page.getByLabel('Senha atual', { exact: true }).fill('Errada#2026');
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
    await page.getByLabel('Confirme a nova senha').fill('Nova#Senha2026');
    await change.click();
    await page.getByText('A senha atual está incorreta.').waitFor();
    expect(await page.getByText('E-mail ou senha incorretos').count()).toBe(0);

    await page.getByLabel('Senha atual', { exact: true }).fill('Inicial#2026');
    await page.getByLabel('Nova senha', { exact: true }).fill('Inicial#2026');
    await page.getByLabel('Confirme a nova senha').fill('Inicial#2026');
    await change.click();
    await page.getByText('A nova senha deve ser diferente da atual.').waitFor();

    await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
    await page.getByLabel('Confirme a nova senha').fill('Nova#Senha2025');
    await page.getByText('As senhas não conferem.').waitFor();
    await change.click();
    await page.getByLabel('Confirme a nova senha').fill('Nova#Senha2026');
    await screenshot(page, 'profile-change-password-phone');
    await change.click();
    await page.getByText('Senha alterada').first().waitFor();
    expect(await signIn(email, 'Nova#Senha2026')).toEqual(expect.any(String));
    await expect(signIn(email, 'Inicial#2026')).rejects.toThrow();
    await page.context().close();
  });
});

describe('agenda in a calendar app', () => {
  it('creates a private address, copies it, resets it (the old one stops at once) and revokes it', async () => {
    const email = `feed.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const created = (
      await callFn<StaffCreated>(
        'staff-create',
        { email, name: 'Pessoa Agenda Externa', read: ['Agenda'], write: [] },
        await signIn(admin.email, admin.password),
      )
    ).result!;
    await setPasswordFromLink(created.passwordSetupLink!, 'Inicial#2026');
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
    const page = await context.newPage();
    await signInUi(page, email, 'Inicial#2026');
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('button', { name: 'Criar endereço' }).click();
    const address = page.getByLabel('Endereço da sua agenda');
    await address.waitFor();
    const first = await address.inputValue();
    expect(first).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    const served = await fetch(first);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(await served.text()).toContain('X-WR-CALNAME:Agenda do escritório — Pessoa Agenda Externa');
    expect(await page.getByRole('link', { name: 'Abrir no app de calendário' }).getAttribute('href')).toBe(first.replace(/^https?:/, 'webcal:'));

    await page.getByRole('button', { name: 'Copiar endereço' }).click();
    await page.getByText('Endereço copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole('button', { name: 'Trocar endereço' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trocar endereço' }).click();
    await page.getByText('Endereço trocado').first().waitFor();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    const second = await address.inputValue();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    await screenshot(page, 'profile-calendar-feed-phone');

    await page.getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('button', { name: 'Criar endereço' }).waitFor();
    expect((await fetch(second)).status).toBe(404);
    await context.close();
  });
});
