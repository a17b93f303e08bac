/**
 * The loop that keeps a prazo from slipping, in the browser: the home page is the person's, its prazos in
 * order of urgency with the reason on top ("Prazo interno vencido — fatal hoje"), "Escritório" a click away;
 * and when the DJEN cannot be read the inbox says nothing is known instead of "nenhuma intimação".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COLLECTIONS, officeDate, type IntegrationsOverview, type MonitoredOab } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { storedPrazo } from '../support/agenda';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const day = (n: number) => officeDate(new Date(), n);
const stamp = Date.now();
const PRAZOS = [
  { id: `evt-urg-calmo-${stamp}`, title: 'Prazo: réplica (interno amanhã)', date: day(10), internalDate: day(1) },
  { id: `evt-urg-hoje-${stamp}`, title: 'Prazo: apelação (fatal hoje)', date: day(0), internalDate: day(-2) },
  { id: `evt-urg-interno-${stamp}`, title: 'Prazo: contestação (interno vencido)', date: day(5), internalDate: day(-1) },
  { id: `evt-urg-outro-${stamp}`, title: 'Prazo: embargos de outra pessoa', date: day(0), internalDate: day(-1), ownerId: admin.uid },
];
let browser: Browser;
let stores: Stores;

beforeAll(async () => {
  browser = await launchBrowser();
  stores = await testStores();
  await stores.documents.commit(
    PRAZOS.map((p) => ({
      kind: 'create' as const,
      collection: COLLECTIONS.events,
      id: p.id,
      data: storedPrazo({ date: p.date, internalDate: p.internalDate, title: p.title, ownerId: p.ownerId ?? lawyer.uid }),
    })),
  );
});
afterAll(async () => {
  await stores?.documents.commit(PRAZOS.map((p) => ({ kind: 'delete' as const, collection: COLLECTIONS.events, id: p.id })));
  await stores?.documents.close();
  await browser?.close();
});

async function newPage(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 }, colorScheme, locale: 'pt-BR' })).newPage();
}

/** The titles of the prazos listed under "Próximos prazos", in order. */
async function prazoTitles(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'Próximos prazos' });
  await region.getByRole('link', { name: PRAZOS[1]!.title }).waitFor();
  return region.getByRole('listitem').getByRole('link').allInnerTexts();
}

describe('the home page, mine and by urgency', () => {
  it('puts a fatal date today and a passed internal date on top, with the reason, and switches to the office', async () => {
    const page = await newPage(1280);
    await signInUi(page, lawyer.email, lawyer.password);
    const titles = await prazoTitles(page);
    const at = (i: number) => titles.indexOf(PRAZOS[i]!.title);
    expect(at(1)).toBeGreaterThanOrEqual(0);
    expect(at(1)).toBeLessThan(at(2));
    if (at(0) !== -1) expect(at(2)).toBeLessThan(at(0));
    // Someone else's prazo is not on my page.
    expect(titles).not.toContain(PRAZOS[3]!.title);
    const region = page.getByRole('region', { name: 'Próximos prazos' });
    await region.getByText('Prazo interno vencido — fatal hoje').first().waitFor();
    // The reason on the test's own prazo (a seed prazo may share it on some days of the month).
    const contestacao = region.getByRole('listitem').filter({ has: page.getByRole('link', { name: PRAZOS[2]!.title }) });
    await contestacao.getByText('Prazo interno vencido — fatal em 5 dias').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-mine');

    await page.getByRole('group', { name: 'Mostrar' }).getByRole('button', { name: 'Escritório' }).click();
    await page.waitForURL(/\?visao=escritorio$/);
    await page.getByText('Resumo do dia de todo o escritório.').waitFor();
    await region.getByRole('link', { name: PRAZOS[3]!.title }).waitFor();
    expect(await page.getByRole('button', { name: 'Escritório' }).getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await page.getByText('Resumo do seu dia: seus compromissos e os prazos dos seus processos.').waitFor();
  });

  it('fits a phone, in the dark too', async () => {
    const page = await newPage(390, 'dark');
    await signInUi(page, lawyer.email, lawyer.password);
    await prazoTitles(page);
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-mine-phone-dark');
  });
});

describe('a DJEN that cannot be read', () => {
  const REFUSED: MonitoredOab = { uf: 'SP', number: '403', name: 'Inscrição recusada', memberId: null };
  let adminToken: string;
  let before: MonitoredOab[] = [];

  async function monitor(oabs: MonitoredOab[]): Promise<void> {
    const o = (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
    expect((await callFn('integrations-updateDjen', { expectedVersion: o.djen.version, oabs }, adminToken)).error).toBeUndefined();
  }

  beforeAll(async () => {
    adminToken = await signIn(admin.email, admin.password);
    before = (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!.djen.oabs;
    await monitor([REFUSED]);
    expect((await callFn<{ status: string }>('integrations-syncDjen', {}, adminToken)).result?.status).toBe('falhou');
  });
  afterAll(async () => monitor(before));

  it('says on Intimações, on the home page and in Integrações that nothing is known, and why', async () => {
    const page = await newPage(1280);
    await signInUi(page, admin.email, admin.password);
    // The home page first: the alert above the cards, with the way to the inbox.
    await page.getByText(/não sabemos se há intimações novas\.$/).waitFor();
    await page.goto(`${APP_URL}/lawsuits/intimations`);
    await page.getByRole('heading', { name: 'Intimações', level: 1 }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'não sabemos se há intimações novas' });
    await notice.getByText('Motivo da última falha: o DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil').waitFor();
    await page.getByText(/última busca no DJEN: .* \(falhou\)/).waitFor();
    expect(await page.getByText(/O DJEN não publicou comunicações/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'intimations-capture-failed');
    await page.goto(`${APP_URL}/services`);
    const djen = page.getByRole('region', { name: 'DJEN — intimações' });
    await djen
      .getByRole('status')
      .getByText(/não sabemos se há intimações novas\.$/)
      .waitFor();
    await djen.getByText('Falhou', { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'integrations-capture-failed');
  });

  it('on a phone, in the dark, the notice fits', async () => {
    const page = await newPage(390, 'dark');
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/lawsuits/intimations`);
    await page
      .getByText(/não sabemos se há intimações novas\.$/)
      .first()
      .waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'intimations-capture-failed-phone-dark');
  });
});
