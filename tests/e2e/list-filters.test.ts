/**
 * Every list page keeps its filters in the address: a filter is set, the person opens a record (or goes
 * elsewhere) and comes Back, and the list shows the same filter in its control and the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addDays, officeDate, type IntegrationsOverview } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, launchBrowser, screenshot, signInUi } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';

const admin = SEED_STAFF.find((s) => s.admin)!;
const camila = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
/** An inscription no other suite monitors: 12 communications (number % 1000) in the court stand-in. */
const OAB = { uf: 'MG', number: '12', name: 'Inscrição das listas', memberId: null };
const run = Date.now().toString(36);
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const [adminToken, camilaToken] = await Promise.all([signIn(admin.email, admin.password), signIn(camila.email, camila.password)]);
  // Intimações to filter: the inscription monitored beside the others, and read from the DJEN.
  const overview = (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
  if (!overview.djen.oabs.some((o) => o.uf === OAB.uf && o.number === OAB.number)) {
    const saved = await callFn('integrations-updateDjen', { expectedVersion: overview.djen.version, oabs: [...overview.djen.oabs, OAB] }, adminToken);
    expect(saved.error).toBeUndefined();
  }
  const synced = await callFn('integrations-syncDjen', { from: addDays(officeDate(), -70), to: officeDate() }, adminToken);
  expect(synced.error).toBeUndefined();
  // A notification to filter (a message from a colleague), and a data-removal request to list.
  const sent = await callFn('messages-send', { toIds: [admin.uid], subject: `Filtros da lista ${run}`, body: 'Confira, por favor.' }, camilaToken);
  expect(sent.error).toBeUndefined();
  const removal = await callFn('publicPages-requestRemoval', {
    name: 'Titular das Listas',
    email: `titular.${run}@exemplo.com.br`,
    cpf: '',
    request: 'Peço a exclusão dos meus dados de contato.',
  });
  expect(removal.error).toBeUndefined();
  page = await (await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } })).newPage();
  await signInUi(page, admin.email, admin.password);
});
afterAll(async () => browser?.close());

/** The rows of the list named `name` (a table's caption or a list's label): each row's first link or button, or its text. */
function rowsOf(name: string): Promise<string[] | null> {
  return page.evaluate((listName) => {
    const label = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const table = [...document.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === listName);
    if (table) return [...table.querySelectorAll('tbody tr')].map((tr) => label(tr.querySelector('td a, td button') ?? tr.querySelector('td')));
    const list = [...document.querySelectorAll('ul')].find((u) => u.getAttribute('aria-label') === listName);
    if (list) return [...list.querySelectorAll(':scope > li')].map((li) => label(li.querySelector('a') ?? li));
    return null;
  }, name);
}

/** Waits for the address to hold `params` and for the list to have loaded what they ask for; its rows. */
async function filtered(params: Record<string, string>, name: string, rowsMatch: (rows: string[]) => boolean = (rows) => rows.length > 0): Promise<string[]> {
  await page.waitForURL((url) => Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value));
  await page.waitForLoadState('networkidle');
  await expect.poll(async () => rowsMatch((await rowsOf(name)) ?? [])).toBe(true);
  return (await rowsOf(name))!;
}

/** Leaves the list by `link` for `path`, once the list is gone from the screen (the next page has rendered). */
async function leave(link: Locator, path: RegExp | ((url: URL) => boolean), name: string): Promise<void> {
  await link.click();
  await page.waitForURL(path);
  await expect.poll(() => rowsOf(name)).toBeNull();
}

/** Back in the browser, to the list with `params`: the same rows come back. */
async function backTo(path: string, params: Record<string, string>, name: string, rows: string[]): Promise<void> {
  await page.goBack();
  await page.waitForURL((url) => url.pathname === path && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value));
  await expect.poll(() => rowsOf(name)).toEqual(rows);
}

const valueOf = (label: string) => page.getByLabel(label, { exact: true }).inputValue();

describe('a list’s filters survive a visit to a record and Back', () => {
  it('Clientes: the situação and the search', async () => {
    await page.goto(`${APP_URL}/clients`);
    await page.getByLabel('Situação').selectOption('ativo');
    await page.getByLabel('Buscar').fill('a');
    const rows = await filtered({ status: 'ativo', search: 'a' }, 'Clientes do escritório');
    await leave(page.getByRole('table', { name: 'Clientes do escritório' }).getByRole('button').first(), /\/clients\/[\w-]+$/, 'Clientes do escritório');
    await backTo('/clients', { status: 'ativo', search: 'a' }, 'Clientes do escritório', rows);
    expect([await valueOf('Situação'), await valueOf('Buscar')]).toEqual(['ativo', 'a']);
    await screenshot(page, 'list-filters-clients');
  });

  it('Processos: the situação button and the order', async () => {
    await page.goto(`${APP_URL}/lawsuits`);
    await page.getByRole('button', { name: /^ativo/ }).click();
    await page.getByLabel('Ordenar por').selectOption('cliente-desc');
    const rows = await filtered({ status: 'ativo', sort: 'cliente-desc' }, 'Processos do escritório');
    await leave(page.getByRole('table', { name: 'Processos do escritório' }).getByRole('button').first(), /\/lawsuits\/[\w-]+$/, 'Processos do escritório');
    await backTo('/lawsuits', { status: 'ativo', sort: 'cliente-desc' }, 'Processos do escritório', rows);
    expect(await page.getByRole('button', { name: /^ativo/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await valueOf('Ordenar por')).toBe('cliente-desc');
  });

  it('Intimações: the inscription and the lawsuit filter, page after page', async () => {
    await page.goto(`${APP_URL}/lawsuits/intimations`);
    const oab = `${OAB.uf}-${OAB.number}`;
    await page.getByLabel('Termo monitorado', { exact: true }).selectOption(oab);
    await page.getByLabel('Processo', { exact: true }).selectOption({ label: 'Não cadastrado' });
    const rows = await filtered({ oab, matched: 'sem-processo' }, 'Intimações');
    await leave(
      page.getByRole('list', { name: 'Intimações' }).getByRole('listitem').first().getByRole('link').first(),
      /\/lawsuits\/intimations\/[\w-]+$/,
      'Intimações',
    );
    await backTo('/lawsuits/intimations', { oab, matched: 'sem-processo' }, 'Intimações', rows);
    expect(await valueOf('Termo monitorado')).toBe(oab);
    expect(await valueOf('Processo')).toBe('sem-processo');
  });

  it('Agenda, as a list: the view and the kind', async () => {
    await page.goto(`${APP_URL}/events?view=list`);
    await page.getByLabel('Tipo').selectOption('prazo');
    const caption = /^Compromissos de /;
    const name = (await page.getByRole('table', { name: caption }).locator('caption').textContent())!;
    const rows = await filtered({ view: 'list', kind: 'prazo' }, name);
    await leave(page.getByRole('table', { name }).getByRole('button').first(), /\/events\/[\w-]+$/, name);
    await backTo('/events', { view: 'list', kind: 'prazo' }, name, rows);
    expect(await valueOf('Tipo')).toBe('prazo');
  });

  it('Financeiro: every period, and one type', async () => {
    await page.goto(`${APP_URL}/transactions`);
    await page.getByRole('button', { name: 'Todo o período' }).click();
    await page.waitForURL((url) => url.searchParams.get('periodo') === 'todos');
    await page.getByLabel('Tipo').selectOption('despesa');
    const rows = await filtered({ type: 'despesa' }, 'Lançamentos financeiros');
    await leave(page.getByRole('table', { name: 'Lançamentos financeiros' }).getByRole('link').first(), /\/transactions\/[\w-]+$/, 'Lançamentos financeiros');
    await backTo('/transactions', { type: 'despesa' }, 'Lançamentos financeiros', rows);
    expect(await valueOf('Tipo')).toBe('despesa');
    await page.getByText('Todo o período').first().waitFor();
  });

  it('Publicações: the situação', async () => {
    await page.goto(`${APP_URL}/articles`);
    await page.getByLabel('Situação').selectOption('publicado');
    const rows = await filtered({ status: 'publicado' }, 'Artigos do escritório');
    await leave(page.getByRole('table', { name: 'Artigos do escritório' }).getByRole('link').first(), /\/articles\/[\w-]+$/, 'Artigos do escritório');
    await backTo('/articles', { status: 'publicado' }, 'Artigos do escritório', rows);
    expect(await valueOf('Situação')).toBe('publicado');
  });

  it('Perguntas Frequentes: the category, after another section', async () => {
    await page.goto(`${APP_URL}/faq`);
    await page.getByLabel('Categoria', { exact: true }).selectOption('Honorários');
    const rows = await filtered({ category: 'Honorários' }, 'Perguntas de Honorários');
    expect(await page.getByRole('list', { name: /^Perguntas de / }).count()).toBe(1);
    await leave(
      page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Clientes', exact: true }),
      /\/clients$/,
      'Perguntas de Honorários',
    );
    await backTo('/faq', { category: 'Honorários' }, 'Perguntas de Honorários', rows);
    expect(await valueOf('Categoria')).toBe('Honorários');
    expect(await page.getByRole('list', { name: /^Perguntas de / }).count()).toBe(1);
  });

  it('Configurações → Auditoria: the kind of entry', async () => {
    await page.goto(`${APP_URL}/settings/audit`);
    await page.getByLabel('Tipo', { exact: true }).selectOption('change');
    const rows = await filtered({ kind: 'change' }, 'Registro de auditoria');
    await leave(page.getByRole('link', { name: 'Configurações' }).first(), (url) => url.pathname === '/settings', 'Registro de auditoria');
    await backTo('/settings/audit', { kind: 'change' }, 'Registro de auditoria', rows);
    expect(await valueOf('Tipo')).toBe('change');
  });

  it('Configurações → pedidos de remoção: the situação', async () => {
    await page.goto(`${APP_URL}/settings`);
    await page.getByLabel('Situação').selectOption('aberto');
    const rows = await filtered({ pedidos: 'aberto' }, 'Pedidos de remoção de dados');
    await leave(page.getByRole('link', { name: 'Auditoria', exact: true }), (url) => url.pathname === '/settings/audit', 'Pedidos de remoção de dados');
    await backTo('/settings', { pedidos: 'aberto' }, 'Pedidos de remoção de dados', rows);
    expect(await valueOf('Situação')).toBe('aberto');
  });

  it('Notificações: only the unread ones', async () => {
    await page.goto(`${APP_URL}/notifications`);
    await page.getByRole('checkbox', { name: 'Só não lidas' }).click();
    const rows = await filtered({ read: 'nao-lidas' }, 'Notificações não lidas', (r) => r.some((row) => row.includes(`Filtros da lista ${run}`)));
    await leave(
      page.getByRole('link', { name: 'Escolher quais chegam também por e-mail' }),
      (url) => url.pathname === '/profile/settings',
      'Notificações não lidas',
    );
    await backTo('/notifications', { read: 'nao-lidas' }, 'Notificações não lidas', rows);
    expect(await page.getByRole('checkbox', { name: 'Só não lidas' }).isChecked()).toBe(true);
  });

  it('Mensagens: the box and the search', async () => {
    await page.goto(`${APP_URL}/messages`);
    await page.getByRole('link', { name: 'Enviadas' }).click();
    await page.getByLabel('Buscar').fill('Documentos');
    const rows = await filtered({ box: 'sent', q: 'Documentos' }, 'Enviadas');
    await leave(page.getByRole('table', { name: 'Enviadas' }).getByRole('link').first(), /\/messages\/[\w-]+$/, 'Enviadas');
    await backTo('/messages', { box: 'sent', q: 'Documentos' }, 'Enviadas', rows);
    expect(await valueOf('Buscar')).toBe('Documentos');
    expect(await page.getByRole('link', { name: 'Enviadas' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'list-filters-messages');
  });
});

describe('on a phone', () => {
  it('Financeiro keeps its filters behind one button, and Back shows them again', async () => {
    const phone = await (await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(phone, admin.email, admin.password);
    await phone.goto(`${APP_URL}/transactions?periodo=todos&status=pago`);
    await phone.getByRole('button', { name: 'Filtros (1)' }).click();
    expect(await phone.getByLabel('Situação').inputValue()).toBe('pago');
    const cards = phone.getByRole('list', { name: 'Lançamentos financeiros' });
    await cards.getByRole('listitem').first().getByRole('link').click();
    await phone.waitForURL(/\/transactions\/[\w-]+$/);
    await cards.waitFor({ state: 'detached' });
    await phone.goBack();
    await phone.waitForURL((url) => url.searchParams.get('status') === 'pago');
    await phone.getByRole('button', { name: 'Filtros (1)' }).click();
    expect(await phone.getByLabel('Situação').inputValue()).toBe('pago');
    await cards.getByRole('listitem').first().waitFor();
    await screenshot(phone, 'list-filters-finance-phone');
    await phone.context().close();
  });
});
