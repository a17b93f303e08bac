/** Configurações → Auditoria in the browser: a record's history from its page, filters kept in the address, refusals shown, administrators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cpfCheckDigits, type ClientRecord, type Listed, type StaffCreated } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { APP_URL, axeViolations, launchBrowser, signInUi } from '../support/browser';

let browser: Browser;
const admin = SEED_STAFF.find((s) => s.admin)!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await signIn(admin.email, admin.password);
});
afterAll(async () => browser?.close());

async function signedIn(email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInUi(page, email, password);
  return page;
}

async function as<T>(name: string, data: unknown, token = adminToken): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result as T;
}

describe('a record’s history', () => {
  it('opens from the client page and lists who changed which fields, without the values', async () => {
    const base = String(600_000_000 + Math.floor(Math.random() * 90_000_000));
    const input = {
      kind: 'pf',
      name: `Cliente Histórico ${run}`,
      document: base + cpfCheckDigits(base),
      emails: [],
      phones: [{ number: '(11) 97777-1234', whatsapp: false }],
      address: null,
      notes: '',
      tags: [],
      status: 'prospecto',
      responsibleLawyerId: lawyer.uid,
    };
    const created = await as<Listed<ClientRecord>>('clients-create', { client: input });
    await as('clients-update', {
      id: created.id,
      expectedVersion: created.version,
      client: { ...input, phones: [{ number: '(11) 96666-4321', whatsapp: true }], status: 'ativo' },
    });

    const page = await signedIn(admin.email, admin.password);
    await page.goto(`${APP_URL}/clients/${created.id}`);
    await page.getByRole('link', { name: 'Histórico de alterações' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/audit' && url.searchParams.get('record') === created.id);
    await page.getByText(`Histórico de ${input.name}`).waitFor();
    const table = page.getByRole('table', { name: 'Registro de auditoria' });
    await table.getByRole('row').nth(2).waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    const cells = rows.slice(1).map((r) =>
      r
        .split('\t')
        .slice(1, 5)
        .map((c) => c.replace(/\s+/g, ' ').trim()),
    );
    expect(cells).toEqual([
      ['Helena Barbosa', 'Editou cliente Clientes', input.name, 'telefones, situação'],
      ['Helena Barbosa', 'Cadastrou cliente Clientes', input.name, 'novo registro'],
    ]);
    const text = await page.locator('main').innerText();
    for (const value of [input.document, '97777', '96666']) expect(text).not.toContain(value);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('refused writes', () => {
  it('show among the entries, filtered by person and kind, and the filters survive a reload', async () => {
    const internToken = await signIn(intern.email, intern.password);
    const refused = await callFn('staff-setScopes', { uid: intern.uid, expectedVersion: 1, read: ['Agenda'], write: ['Agenda'] }, internToken);
    expect(refused.error?.details?.id).toBe('admin-only');

    const page = await signedIn(admin.email, admin.password);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('link', { name: 'Auditoria', exact: true }).click();
    await page.getByRole('heading', { name: 'Auditoria', exact: true }).waitFor();
    await page.getByLabel('Pessoa', { exact: true }).selectOption({ label: intern.name });
    // The rows of the person-only filter already hold the refusal: wait for the answer to both filters.
    const bothFilters = page.waitForResponse((r) => {
      const body = r.request().postData() ?? '';
      return r.url().endsWith('settings-auditLog') && body.includes('"kind":"denied"') && body.includes(intern.uid);
    });
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Tentativas recusadas' });
    await page.waitForURL((url) => url.searchParams.get('actor') === intern.uid && url.searchParams.get('kind') === 'denied');
    await bothFilters;
    const table = page.getByRole('table', { name: 'Registro de auditoria' });
    await table.getByText('Tentou alterar acessos · motivo: ação só de administradores').first().waitFor();
    await table.getByText('Recusada', { exact: true }).first().waitFor();
    expect(await table.getByText('Editou cliente').count()).toBe(0);

    await page.reload();
    await table.getByText('Tentou alterar acessos · motivo: ação só de administradores').first().waitFor();
    expect(await page.getByLabel('Pessoa', { exact: true }).inputValue()).toBe(intern.uid);
    expect(await page.getByLabel('Tipo', { exact: true }).inputValue()).toBe('denied');
  });

  it('a period that ends before it starts is pointed out, and nothing is asked of the server', async () => {
    const page = await signedIn(admin.email, admin.password);
    await page.goto(`${APP_URL}/settings/audit?from=2026-05-10&to=2026-05-01`);
    await page.getByText('A data final deve ser igual ou posterior à inicial').waitFor();
    expect(await page.getByRole('table', { name: 'Registro de auditoria' }).count()).toBe(0);
  });
});

describe('administrators only', () => {
  it('someone holding Configurações without being an administrator sees neither the link nor the page', async () => {
    const email = `config-sem-admin.${run}@barbosaadvocacia.test`;
    const created = await as<StaffCreated>('staff-create', { email, name: 'Config Sem Admin', read: ['Configurações', 'Clientes'], write: [] });
    await setPasswordFromLink(created.passwordSetupLink!, 'Auditoria#2026');
    const page = await signedIn(email, 'Auditoria#2026');
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('heading', { name: 'Pedidos de remoção de dados (LGPD)' }).waitFor();
    expect(await page.getByRole('link', { name: 'Auditoria', exact: true }).count()).toBe(0);
    await page.goto(`${APP_URL}/clients/cli-001`);
    await page.getByText('Cadastro').first().waitFor();
    expect(await page.getByRole('link', { name: 'Histórico de alterações' }).count()).toBe(0);
    await page.goto(`${APP_URL}/settings/audit`);
    await page.getByRole('heading', { name: 'Acesso não autorizado' }).waitFor();
  });
});
