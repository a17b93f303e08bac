/** The agenda in the browser: a hearing for a lawsuit, rescheduled with its history; a computed prazo saved and concluded. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate, officeDate } from '@office/domain/dates';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInUi(page, lawyer.email, lawyer.password);
});
afterAll(async () => browser?.close());

describe('Agenda', () => {
  it('creates a hearing for a lawsuit, reschedules it and shows who moved it from when to when', async () => {
    await page.goto(`${APP_URL}/events`);
    await page.getByRole('button', { name: 'Novo compromisso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo compromisso' });
    await dialog.getByLabel('Título').waitFor();
    // Bad input is pointed out on its field and nothing is saved.
    await dialog.getByLabel('Título').fill('Audiência de instrução');
    // Typed as digits, whatever the browser's language: the fields write DD/MM/AAAA and a 24-hour HH:MM.
    await dialog.getByLabel('Data').fill('');
    await dialog.getByLabel('Data').pressSequentially('16032027');
    expect(await dialog.getByLabel('Data').inputValue()).toBe('16/03/2027');
    await dialog.getByLabel('Início').fill('');
    await dialog.getByLabel('Início').pressSequentially('1400');
    expect(await dialog.getByLabel('Início').inputValue()).toBe('14:00');
    await dialog.getByLabel('Término').fill('13:00');
    await dialog.getByRole('button', { name: 'Criar compromisso' }).click();
    await dialog.getByText('O término deve ser depois do início').waitFor();
    await dialog.getByLabel('Término').fill('15:30');
    const lawsuitBox = dialog.getByRole('combobox', { name: 'Processo', exact: true });
    await lawsuitBox.fill('1207410');
    await page
      .getByRole('listbox', { name: 'Processos encontrados' })
      .getByRole('option', { name: /1207410-75\.2018\.8\.26\.0100/ })
      .click();
    await dialog.getByLabel('Juliana Ferreira').check();
    await screenshot(page, 'agenda-new-hearing');
    await dialog.getByRole('button', { name: 'Criar compromisso' }).click();

    await page.getByRole('heading', { name: 'Audiência de instrução' }).waitFor();
    await page.getByText('Compromisso criado').waitFor();
    const details = page.getByRole('region', { name: 'Dados' });
    await details.getByRole('link', { name: '1207410-75.2018.8.26.0100' }).waitFor();
    // The lawsuit's client came with it.
    await details.getByRole('link', { name: 'Patrícia Teixeira Teixeira' }).waitFor();
    expect(await details.textContent()).toContain('16/03/2027, 14:00–15:30');

    await page.getByRole('button', { name: 'Remarcar' }).click();
    const move = page.getByRole('dialog', { name: 'Remarcar compromisso' });
    await move.getByLabel('Nova data').fill('2027-03-18');
    await move.getByLabel('Início').fill('09:30');
    await move.getByLabel('Término').fill('11:00');
    await move.getByRole('button', { name: 'Remarcar' }).click();
    await page.getByText('Compromisso remarcado').waitFor();
    const history = page.getByRole('list', { name: 'Histórico do compromisso' });
    await history.getByText('Remarcou compromisso').waitFor();
    expect(await history.textContent()).toContain('de 16/03/2027, 14:00–15:30 para 18/03/2027, 09:30–11:00');
    expect(await history.textContent()).toContain(lawyer.name);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'agenda-hearing-detail');
  });

  it('shows the month, week and day with its filters in the address, and the list on a phone', async () => {
    await page.goto(`${APP_URL}/events`);
    const grid = page.getByRole('table', { name: 'Agenda do mês, de domingo a sábado' });
    // Today's cell opens the day view.
    await grid.locator('a[aria-current="date"]').click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'day');
    const today = new URL(page.url()).searchParams.get('date') ?? officeDate();
    const day = page.getByRole('region', { name: new RegExp(formatDate(today)) });
    // The seed's hearing of Rafael today, and Helena's client meeting. One of the seed's month entries falls on
    // the 4th with the same title and hours: the hearing is found by its address too.
    const hearing = day.getByRole('link', { name: /^Audiência, 14:00–15:00 ?Audiência de conciliação/ }).and(day.locator('a[href="/events/evt-hoje-1"]'));
    await hearing.waitFor();
    const helenaMeeting = day.getByRole('link', { name: /^Atendimento, 10:30–11:30 ?Reunião com cliente/ });
    await helenaMeeting.waitFor();

    await page.getByLabel('Pessoa').selectOption('me');
    await page.waitForURL((url) => url.searchParams.get('person') === 'me');
    await expect.poll(() => helenaMeeting.count()).toBe(0);
    await hearing.waitFor();
    await page.getByLabel('Tipo').selectOption('prazo');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'prazo');
    await expect.poll(() => day.getByRole('link', { name: /Audiência de conciliação/ }).count()).toBe(0);

    // A reload shows the same view and filters; the week has its seven days.
    await page.getByRole('link', { name: 'Semana' }).click();
    await page.reload();
    expect(await page.getByLabel('Tipo').inputValue()).toBe('prazo');
    expect(await page.getByLabel('Pessoa').inputValue()).toBe('me');
    await expect.poll(() => page.locator('section[aria-label*="-feira"], section[aria-label^="sábado"], section[aria-label^="domingo"]').count()).toBe(7);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') !== null);
    await page.getByRole('button', { name: 'Hoje' }).click();
    await page.waitForURL((url) => !url.searchParams.has('date'));
    expect(await axeViolations(page)).toEqual([]);

    // Two colleagues with the same long name are told apart by e-mail in the Pessoa filter; that long option
    // must not widen the page on a phone.
    const adminToken = await signIn(admin.email, admin.password);
    for (const n of [1, 2]) {
      const email = `homonima.${n}.${Date.now().toString(36)}@barbosaadvocacia.test`;
      const created = await callFn(
        'staff-create',
        { email, name: 'Maria Aparecida de Albuquerque Vasconcelos Cavalcanti', read: ['Agenda'], write: [] },
        adminToken,
      );
      expect(created.status).toBe(200);
    }
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(phone, lawyer.email, lawyer.password);
    await phone.goto(`${APP_URL}/events`);
    // Phones get the list, as cards.
    await phone
      .getByRole('list', { name: /^Compromissos de / })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await phone.getByRole('link', { name: 'Lista' }).getAttribute('aria-current')).toBe('page');
    expect(await wideElements(phone)).toEqual([]);
    await phone.context().close();
  });

  it('computes a prazo from the new-entry form, saves it with its calculation and concludes it after confirming', async () => {
    // A new prazo without a known fatal date: the form hands its title and lawsuit to the calculator.
    await page.goto(`${APP_URL}/events`);
    await page.getByRole('button', { name: 'Novo compromisso' }).click();
    const form = page.getByRole('dialog', { name: 'Novo compromisso' });
    await form.getByLabel('Tipo').selectOption('prazo');
    await form.getByLabel('Título').fill('Prazo: impugnação à execução');
    await form.getByRole('combobox', { name: 'Processo', exact: true }).fill('1207410');
    await page
      .getByRole('listbox', { name: 'Processos encontrados' })
      .getByRole('option', { name: /1207410-75\.2018\.8\.26\.0100/ })
      .click();
    await form.getByRole('button', { name: 'Calcular prazo' }).click();
    await page.getByRole('heading', { name: 'Calcular prazo' }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The lawsuit brings its court and comarca (TJSP, São Paulo).
    await expect.poll(() => page.getByLabel('Tribunal').inputValue()).toBe('TJSP');
    // DJEN on Mon 30/03/2026, 5 dias úteis at TJSP (Holy Thursday and Good Friday closed): 09/04/2026.
    await page.getByLabel('Marco inicial').selectOption('disponibilizacao');
    await page.getByLabel('Data do marco').fill('2026-03-30');
    await page.getByLabel('Prazo (dias)').fill('5');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect.poll(() => page.getByTestId('deadline-last-day').textContent()).toContain('09/04/2026');
    await page.getByRole('button', { name: 'Salvar como prazo na agenda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar como prazo' });
    await expect.poll(() => dialog.getByLabel('Prazo fatal').inputValue()).toBe('09/04/2026');
    // Two TJSP working days before: Tuesday 07/04.
    expect(await dialog.getByLabel('Prazo interno').inputValue()).toBe('07/04/2026');
    expect(await dialog.getByLabel('Título').inputValue()).toBe('Prazo: impugnação à execução');
    await dialog.getByRole('button', { name: 'Salvar prazo' }).click();

    await page.getByRole('heading', { name: 'Prazo: impugnação à execução' }).waitFor();
    const prazo = page.getByRole('region', { name: 'Prazo', exact: true });
    expect(await prazo.textContent()).toContain('09/04/2026');
    expect(await prazo.textContent()).toContain('Disponibilização no DJEN em 30/03/2026');
    const stored = page.getByRole('table', { name: 'Contagem dia a dia, do marco inicial ao vencimento' });
    expect(await stored.getByRole('row').filter({ hasText: '02/04/2026' }).textContent()).toContain('Quinta-feira Santa');

    await page.getByRole('button', { name: 'Concluir prazo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Concluir o prazo?' });
    expect(await confirm.textContent()).toContain('até 09/04/2026');
    await confirm.getByRole('button', { name: 'Concluir prazo' }).click();
    await page.getByText('Prazo concluído').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Dados' }).textContent()).toContain(`Concluídopor ${lawyer.name}`);
    await page.getByRole('button', { name: 'Reabrir' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remarcar' }).count()).toBe(0);
    await screenshot(page, 'agenda-prazo-detail');
  });
});
