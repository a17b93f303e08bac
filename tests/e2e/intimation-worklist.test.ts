/**
 * Processos → Intimações as a worklist, in the browser: a capture of one inscription's communications triaged
 * with the keyboard and in bulk (ciente with one reason, encaminhar, aceitar propostas) until nothing is left a
 * tratar; a proposal accepted on its page (the prazo on the agenda with its fatal date); the phone's cards and
 * bulk bar; and the home page's card saying what the red banner says when the DJEN cannot be read.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate, type IntegrationsOverview, type IntimationPage, type MonitoredOab } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';

const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
// An inscription of this suite alone: the stand-in publishes 48 communications for it (number mod 1000) over 60 days, 25 within the first capture's 30.
const MONITORED: MonitoredOab = { uf: 'SP', number: '54048', name: 'Pauta da lista de trabalho', memberId: null, ownerId: admin.uid };
const KEY = `${MONITORED.uf}-${MONITORED.number}`;
const WORKLIST = `${APP_URL}/lawsuits/intimations?oab=${KEY}&triage=a-tratar`;

let browser: Browser;
let adminToken: string;
let before: MonitoredOab[] = [];

async function monitor(oabs: MonitoredOab[]): Promise<void> {
  const o = (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
  expect((await callFn('integrations-updateDjen', { expectedVersion: o.djen.version, oabs }, adminToken)).error).toBeUndefined();
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await signIn(admin.email, admin.password);
  before = (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!.djen.oabs;
  await monitor([MONITORED]);
  expect((await callFn<{ status: string }>('integrations-syncDjen', {}, adminToken)).result?.status).toBe('concluida');
});
afterAll(async () => {
  if (adminToken) await monitor(before);
  await browser?.close();
});

async function newPage(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, colorScheme, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signInUi(page, admin.email, admin.password);
  return page;
}

/** The suite's screenshot (the whole page), and the screen as seen when WORKLIST_SHOTS names a folder (for review). */
async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const folder = process.env.WORKLIST_SHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`) });
}

/**
 * The bulk bar, checked by axe on its own: over a page scrolled under it, axe measures the rows' text against the
 * bar that covers them (the whole page is checked before a row is selected, which loads axe).
 */
async function barViolations(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: unknown) => Promise<{ violations: { id: string }[] }> } }).axe;
    const bar = document.querySelector('[aria-label="Ações em lote"]')!;
    const result = await axe.run(bar, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => v.id);
  });
}

const rowsOf = (page: Page) => page.getByRole('list', { name: 'Intimações' }).getByRole('listitem');
const toast = (page: Page, text: RegExp | string) => page.getByTestId('toast-area').getByText(text).first();

/** The suite's intimações still a tratar, as the server lists them. */
async function untreated(extra: Record<string, unknown> = {}): Promise<IntimationPage['items']> {
  return (await callFn<IntimationPage>('intimations-list', { oab: KEY, triage: 'a-tratar', limit: 100, ...extra }, adminToken)).result!.items;
}

describe('the worklist', () => {
  it('accepts a proposal on the intimação’s page: the prazo is on the agenda with its fatal date', async () => {
    const candidates = (await untreated({ proposedKind: 'prazo' })).filter((i) => i.proposal?.complete && i.proposal.dates[0]);
    // One prazo, on a lawsuit of the office when there is one: the agenda entry is then the lawsuit's.
    const single = candidates.filter((i) => i.proposal!.actions.length === 1);
    const chosen = single.find((i) => i.lawsuit) ?? single[0] ?? candidates[0];
    expect(chosen, 'a complete prazo proposal among the captured communications').toBeDefined();
    const due = chosen!.proposal!.dates[0]!;
    const page = await newPage(1280);
    await page.goto(`${APP_URL}/lawsuits/intimations/${chosen!.id}`);
    const panel = page.getByRole('region', { name: 'Proposta' });
    await panel.getByText(`vence ${formatDate(due)}`).waitFor();
    await panel.locator('blockquote').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'worklist-accept-panel');
    await panel.getByRole('button', { name: 'Aceitar proposta' }).click();
    await toast(page, 'Proposta aceita').waitFor();
    const created = panel.getByRole('status').getByRole('link').first();
    await created.click();
    await page.waitForURL(/\/events\/[\w-]+$/);
    await page.getByRole('main').getByText(formatDate(due)).first().waitFor();
  });

  for (const [width, scheme] of [
    [1280, 'dark'],
    [390, 'light'],
  ] as const) {
    it(`looks right at ${width} px, ${scheme}: the rows, the bulk bar and the Proposta panel`, async () => {
      const page = await newPage(width, scheme);
      await page.goto(WORKLIST);
      const rows = rowsOf(page);
      await rows.first().waitFor();
      expect(await wideElements(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `worklist-${width}-${scheme}`);
      await rows.nth(0).getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      await page.getByRole('region', { name: 'Ações em lote' }).getByText('2 intimações selecionadas').waitFor();
      expect(await barViolations(page)).toEqual([]);
      await shoot(page, `worklist-bulk-bar-${width}-${scheme}`);
      const open = (await untreated({ proposedKind: 'prazo' })).find((i) => i.proposal?.actions.length);
      await page.goto(`${APP_URL}/lawsuits/intimations/${open!.id}#proposta`);
      await page.getByRole('region', { name: 'Proposta' }).getByRole('button', { name: 'Aceitar proposta' }).waitFor();
      expect(await wideElements(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `worklist-accept-panel-${width}-${scheme}`);
    });
  }

  it('at 390 px, in the dark, rows are cards and the bulk bar fits: two forwarded reach the colleague', async () => {
    const page = await newPage(390, 'dark');
    await page.goto(WORKLIST);
    const rows = rowsOf(page);
    await rows.first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await bar.getByText('2 intimações selecionadas').waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await barViolations(page)).toEqual([]);
    await shoot(page, 'worklist-phone-dark');
    await bar.getByRole('button', { name: 'Encaminhar' }).click();
    const forward = page.getByRole('dialog', { name: 'Encaminhar intimações' });
    await forward.getByLabel('Encaminhar para').selectOption({ label: lawyer.name });
    await forward.getByRole('button', { name: 'Encaminhar' }).click();
    await toast(page, '2 intimações encaminhadas').waitFor();

    const theirs = await (await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'pt-BR' })).newPage();
    await signInUi(theirs, lawyer.email, lawyer.password);
    await theirs.goto(`${APP_URL}/lawsuits/intimations?triage=encaminhadas-a-mim`);
    await rowsOf(theirs).getByText(`Encaminhada a ${lawyer.name}`).first().waitFor();
    expect(await wideElements(theirs)).toEqual([]);
    expect(await axeViolations(theirs)).toEqual([]);
  });

  it('at 1280 px, triages the whole capture with the keyboard and bulk actions', async () => {
    const page = await newPage(1280);
    await page.goto(WORKLIST);
    const rows = rowsOf(page);
    await rows.first().waitFor();
    const total = await rows.count();
    expect(total).toBeGreaterThanOrEqual(20);
    // Each row says what the text asks: the deadline sentence highlighted, the proposal, whose it is.
    await page.getByRole('list', { name: 'Intimações' }).locator('mark').first().waitFor();
    await rows.getByText(`De ${admin.name}`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'worklist');

    // The keyboard: j moves, x selects five rows, c marks them ciente with one reason.
    for (let n = 0; n < 5; n++) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await bar.getByText('5 intimações selecionadas').waitFor();
    await shoot(page, 'worklist-bulk-bar');
    await page.keyboard.press('c');
    const ciente = page.getByRole('dialog', { name: 'Ciente (sem prazo)' });
    await ciente.getByLabel('Motivo').fill('Mero expediente, sem prazo para a parte');
    // Typing in the reason is not a shortcut: the dialog stays, the text as typed.
    expect(await ciente.getByLabel('Motivo').inputValue()).toBe('Mero expediente, sem prazo para a parte');
    await ciente.getByRole('button', { name: 'Marcar como ciente' }).click();
    await toast(page, '5 intimações marcadas como cientes').waitFor();
    await expect.poll(() => rows.count()).toBe(total - 5);

    // Encaminhar three, chosen with the mouse, to a colleague.
    for (let n = 0; n < 3; n++) await rows.nth(n).getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Encaminhar' }).click();
    const forward = page.getByRole('dialog', { name: 'Encaminhar intimações' });
    await forward.getByLabel('Encaminhar para').selectOption({ label: lawyer.name });
    await forward.getByLabel('Observação (opcional)').fill('Verificar se cabe recurso');
    await forward.getByRole('button', { name: 'Encaminhar' }).click();
    await toast(page, '3 intimações encaminhadas').waitFor();

    // Aceitar propostas over everything shown: the complete ones are accepted, the rest said to stay out.
    await page.getByLabel(/^Selecionar todas as \d+ exibidas$/).check();
    const accept = bar.getByRole('button', { name: /^Aceitar/ });
    await accept.click();
    await toast(page, /propostas? aceitas?/).waitFor();

    // What is left, ciente in bulk: nothing a tratar remains of the capture.
    if ((await rows.count()) > 0) {
      await page.getByLabel(/^Selecionar todas as \d+ exibidas$/).check();
      await bar.getByRole('button', { name: 'Ciente' }).click();
      await ciente.getByLabel('Motivo').fill('Conferidas: sem providência');
      await ciente.getByRole('button', { name: 'Marcar como ciente' }).click();
      await toast(page, /marcadas? como cientes?/).waitFor();
    }
    await page.getByText('Nenhuma intimação com estes filtros.').waitFor();
    expect(await untreated()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a DJEN that cannot be read', () => {
  const REFUSED: MonitoredOab = { uf: 'SP', number: '403', name: 'Inscrição recusada', memberId: null };
  beforeAll(async () => {
    await monitor([REFUSED]);
    expect((await callFn<{ status: string }>('integrations-syncDjen', {}, adminToken)).result?.status).toBe('falhou');
  });

  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'dark'],
  ] as const) {
    it(`the home card says what the banner says, at ${width} px, ${scheme}`, async () => {
      const page = await newPage(width, scheme);
      await page.goto(`${APP_URL}/?visao=escritorio`);
      await page.getByText(/não sabemos se há intimações novas\.$/).waitFor();
      const card = page.getByRole('region', { name: 'Intimações a tratar' });
      await card.getByText(/não foi possível consultar o DJEN/).waitFor();
      expect(await card.getByText('Nenhuma intimação a tratar.', { exact: true }).count()).toBe(0);
      expect(await wideElements(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `worklist-home-card-${width}-${scheme}`);
    });
  }
});
