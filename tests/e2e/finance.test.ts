/**
 * Financeiro in the browser: a fee of R$ 10.000,00 in three installments for a client's lawsuit, a partial
 * payment that moves the totals, its estorno, and the month bar of the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, cnjCheckDigits, cpfCheckDigits, formatDate, formatMonthLabel, officeDate, parseBRL } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';
import { clientInput, lawsuitInput } from '../support/records';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
let browser: Browser;
let client: { id: string; name: string };
let lawsuitCnj: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A client and lawsuit of this run only, so the client's totals are this test's alone.
  const token = await signIn(admin.email, admin.password);
  const base = String(400_000_000 + (Date.now() % 99_999_999));
  const name = `Cliente Financeiro ${run}`;
  const made = await callFn<{ id: string }>('clients-create', { client: clientInput(base + cpfCheckDigits(base), { name }) }, token);
  client = { id: made.result!.id, name };
  const seq = String(6_000_000 + (Date.now() % 999_999)).padStart(7, '0');
  lawsuitCnj = `${seq}-${cnjCheckDigits(seq, '2025', '8', '26', '0100')}.2025.8.26.0100`;
  const lawsuit = await callFn(
    'lawsuits-create',
    { lawsuit: lawsuitInput(lawsuitCnj, client.id, { subject: 'Revisão contratual', internalRef: null, outcome: null }) },
    token,
  );
  expect(lawsuit.error).toBeUndefined();
});
afterAll(async () => browser?.close());

/** This month's "Recebido" on the cash flow page (office-wide, so the test compares it before and after). */
async function receivedThisMonth(page: Page): Promise<number> {
  await page.goto(`${APP_URL}/transactions/cash-flow`);
  const table = page.getByRole('table', { name: /^Fluxo de caixa/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: formatMonthLabel(officeDate()), exact: true }) });
  const received = parseBRL(await row.getByRole('cell').first().innerText());
  expect(received).not.toBeNull();
  return received ?? 0;
}

async function totalsOf(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'Totais dos lançamentos filtrados' });
  // Dashes until the filter's first page arrives.
  await expect.poll(() => region.innerText()).not.toContain('—');
  return (await region.innerText()).replace(/\s+/g, ' ');
}

describe('Financeiro', () => {
  it('creates a fee in three installments, pays the first partly, sees the totals move, and reverses the payment', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The administrator reads Processos too, which the lawsuit picker needs (the finance member does not).
    await signInUi(page, admin.email, admin.password);
    const receivedBefore = await receivedThisMonth(page);
    await page.goto(`${APP_URL}/transactions`);
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    const form = page.getByRole('dialog', { name: 'Novo lançamento' });
    await form.getByLabel('Descrição').fill(`Honorários contratuais ${run}`);
    await form.getByLabel('Parcelado (o valor é o total)').check();
    await form.getByLabel('Número de parcelas').fill('3');
    await form.getByLabel('Valor total (R$)').fill('10.000,00');
    const due = addDays(officeDate(), 5);
    await form.getByLabel('Vencimento').fill(due);
    await form.getByLabel('Competência').fill(due.slice(0, 7));
    const clientBox = form.getByRole('combobox', { name: 'Cliente', exact: true });
    await clientBox.fill(client.name);
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name: client.name }).click();
    await form.getByLabel('Processo').selectOption({ label: `${lawsuitCnj} · Revisão contratual` });
    // The preview is what the server will create: three installments adding up to the total.
    await form.getByText('Soma das parcelas: R$ 10.000,00, igual ao total.').waitFor();
    const preview = form.getByRole('table', { name: 'Serão criadas 3 parcelas:' });
    // The leftover centavo goes where the person says: the last installment unless told otherwise.
    expect(await preview.innerText()).toMatch(/3\/3\s+\S+\s+\S+\s+R\$ 3\.333,34/);
    await form.getByLabel('primeira parcela').check();
    await expect.poll(() => preview.innerText()).toMatch(/1\/3\s+\S+\s+\S+\s+R\$ 3\.333,34/);
    expect((await preview.innerText()).match(/R\$ 3\.333,33/g)).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'finance-new-installments');
    await form.getByRole('button', { name: 'Criar lançamento' }).click();

    await page.getByRole('heading', { name: `Honorários contratuais ${run} (1/3)` }).waitFor();
    const detailUrl = page.url();
    expect(await page.getByRole('main').innerText()).toContain(lawsuitCnj);

    // A receita is received: the button, the dialog and its submit say "recebimento".
    await page.getByRole('button', { name: 'Registrar recebimento' }).click();
    const pay = page.getByRole('dialog', { name: 'Registrar recebimento' });
    await pay.getByLabel('Valor (R$)').fill('1.000,00');
    await pay.getByLabel('Conta de entrada').selectOption({ label: 'Itaú — conta corrente' });
    await pay.getByLabel('Forma de pagamento').selectOption({ label: 'PIX' });
    await pay.getByRole('button', { name: 'Registrar recebimento' }).click();
    await pay.waitFor({ state: 'detached' });
    await page.getByText('Parcialmente pago').first().waitFor();
    expect(await page.getByRole('main').innerText()).toContain('R$ 2.333,34');
    await screenshot(page, 'finance-detail-partly-paid');

    await page.goto(`${APP_URL}/transactions?client=${client.id}`);
    await page.getByRole('link', { name: `Honorários contratuais ${run} (3/3)` }).waitFor();
    const paidTotals = await totalsOf(page);
    expect(paidTotals).toContain('A receber R$ 9.000,00');
    expect(paidTotals).toContain('Recebido R$ 1.000,00');

    // The list's filter as CSV: the client's three installments, whatever page is shown.
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(exported.suggestedFilename()).toBe('lancamentos-todos.csv');
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(await exported.path(), 'utf8');
    expect(csv.startsWith('\uFEFFvencimento;competência;tipo')).toBe(true);
    expect(csv.match(new RegExp(`Honorários contratuais ${run} \\(\\d/3\\)`, 'g'))).toHaveLength(3);

    // Regime de caixa: the payment counts in this month's cash flow.
    expect((await receivedThisMonth(page)) - receivedBefore).toBe(100_000);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'finance-cash-flow');

    // The client's page leads to the prestação de contas: the installment paid early is charged with its payment.
    await page.goto(`${APP_URL}/clients/${client.id}`);
    const card = page.getByRole('region', { name: 'Financeiro' });
    await expect.poll(() => card.innerText()).toContain('R$ 9.000,00');
    await card.getByRole('link', { name: 'Prestação de contas' }).click();
    const movements = page.getByRole('table', { name: `Movimentos de ${client.name} no período` });
    const lines = movements.getByRole('row').filter({ hasText: `Honorários contratuais ${run} (1/3)` });
    await lines.first().waitFor();
    expect((await lines.allInnerTexts()).map((l) => l.replace(/\s+/g, ' ').trim())).toEqual([
      `${formatDate(officeDate())} Honorários contratados Honorários contratuais ${run} (1/3) ${lawsuitCnj} Honorários contratuais fixos R$ 3.333,34 -R$ 3.333,34`,
      `${formatDate(officeDate())} Honorários pagos pelo cliente Honorários contratuais ${run} (1/3) ${lawsuitCnj} R$ 1.000,00 -R$ 2.333,34`,
    ]);
    expect(await page.getByText('R$ 2.333,34 devidos pelo cliente').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'finance-statement');
    await page.goto(`${APP_URL}/transactions?client=${client.id}`);

    await page.goto(detailUrl);
    await page.getByRole('button', { name: `Estornar o pagamento de R$ 1.000,00 em ${formatDate(officeDate())}` }).click();
    const reverse = page.getByRole('dialog', { name: 'Estornar pagamento' });
    await reverse.getByLabel('Motivo').fill('PIX devolvido pelo banco');
    await reverse.getByRole('button', { name: 'Estornar' }).click();
    await reverse.waitFor({ state: 'detached' });
    await page.getByText('PIX devolvido pelo banco').waitFor();
    expect(await page.getByRole('main').innerText()).toMatch(/Estornado em \d{2}\/\d{2}\/\d{4}/);
    await page.getByText('Pendente').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${APP_URL}/transactions?client=${client.id}`);
    await page.getByRole('link', { name: `Honorários contratuais ${run} (1/3)` }).waitFor();
    const reversedTotals = await totalsOf(page);
    expect(reversedTotals).toContain('A receber R$ 10.000,00');
    expect(reversedTotals).toContain('Recebido R$ 0,00');
  });

  it('lets the finance person, without Processos, link a fee to the client’s lawsuit by number and parties', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, finance.email, finance.password);
    await page.goto(`${APP_URL}/transactions`);
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    const form = page.getByRole('dialog', { name: 'Novo lançamento' });
    await form.getByLabel('Descrição').fill(`Honorários do recurso ${run}`);
    await form.getByLabel('Valor (R$)').fill('2.500,00');
    await form.getByLabel('Vencimento').fill(addDays(officeDate(), 10));
    const clientBox = form.getByRole('combobox', { name: 'Cliente', exact: true });
    await clientBox.fill(client.name);
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name: client.name }).click();
    // The lawsuit by its number and its parties; nothing of the case itself.
    const option = `${lawsuitCnj} · ${client.name} × Empresa Ré S.A.`;
    await expect.poll(() => form.getByLabel('Processo').locator('option').allInnerTexts()).toContain(option);
    await form.getByLabel('Processo').selectOption({ label: option });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'finance-lawsuit-choice');
    await form.getByRole('button', { name: 'Criar lançamento' }).click();
    await page.getByRole('heading', { name: `Honorários do recurso ${run}` }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain(lawsuitCnj);
    await page.context().close();
  });

  it('shows each fee’s whole description in the dashboard’s Contas a receber, on a phone', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(page, finance.email, finance.password);
    const card = page.getByRole('region', { name: 'Contas a receber' });
    const rows = card.getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    // No row clips its description: the text is as wide as it needs, wrapped within the card.
    const clipped = await rows.evaluateAll((items) =>
      items.flatMap((li) => [...li.querySelectorAll('span')].filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent)),
    );
    expect(clipped).toEqual([]);
    await screenshot(page, 'dashboard-receivables-phone');
  });

  it('opens on this month and steps the month bar, keeping it in the address', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(page, finance.email, finance.password);
    await page.goto(`${APP_URL}/transactions`);
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await page.waitForURL((url) => url.searchParams.get('from')?.endsWith('-01') === true);
    const from = new URL(page.url()).searchParams.get('from')!;
    expect(from < `${officeDate().slice(0, 7)}-01`).toBe(true);
    // Phones keep the filters behind one button; the totals and the list come first.
    expect(await page.getByLabel('Natureza').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros' }).click();
    expect(await page.getByLabel('Natureza').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Todo o período' }).click();
    await page.waitForURL((url) => url.searchParams.get('periodo') === 'todos');
    await page.getByText('Todo o período').first().waitFor();
    await screenshot(page, 'finance-list-phone');
  });
});
