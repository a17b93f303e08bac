/**
 * The court integrations in the browser, against the local stand-in (scripts/lib/courts.ts): an administrator
 * monitors an inscription and syncs the DJEN; an intimação of an unregistered case becomes a lawsuit and a
 * prazo counted from its availability; that lawsuit's andamentos come from DataJud, marked with their source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
/** An inscription no other suite monitors: 45 communications in the stand-in. */
const OAB = { uf: 'RJ', number: '45', name: 'Advogada do navegador' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function newPage(width = 1280): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
}

describe('Integrações, Intimações and andamentos from the courts', () => {
  it('monitors an inscription, syncs, turns an intimação into a lawsuit and a prazo, and imports its andamentos', async () => {
    const page = await newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/services`);
    await page.getByRole('heading', { name: 'Integrações', level: 1 }).waitFor();

    // The inscription, typed in: a missing number is refused in words before anything is saved.
    await page.getByRole('button', { name: 'Editar inscrições' }).click();
    const editor = page.getByRole('dialog', { name: 'Inscrições monitoradas no DJEN' });
    await editor.getByLabel('UF').selectOption(OAB.uf);
    await editor.getByLabel('De quem é').fill(OAB.name);
    await editor.getByRole('button', { name: 'Incluir inscrição' }).click();
    await editor.getByText('Número da OAB inválido: use só os dígitos, como 123.456').waitFor();
    await editor.getByLabel('Número').fill(OAB.number);
    await editor.getByRole('button', { name: 'Incluir inscrição' }).click();
    await editor.getByRole('button', { name: `Remover OAB/${OAB.uf} nº ${OAB.number} — ${OAB.name}` }).waitFor();
    await editor.getByRole('button', { name: 'Salvar inscrições' }).click();
    await editor.waitFor({ state: 'detached' });

    const djen = page.getByRole('region', { name: 'DJEN — intimações' });
    await djen.getByRole('button', { name: 'Sincronizar agora' }).click();
    // The run's own toast (the last-run box may already say "nenhuma intimação nova" from an earlier suite's run).
    await page.getByText(/^DJEN: \d+ intimaç(ão|ões) novas?/).waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'integrations');

    // The inbox, filtered to this inscription and to cases the office has not registered, in the TJSP.
    await page.goto(`${APP_URL}/lawsuits/intimations`);
    await page.getByRole('heading', { name: 'Intimações', level: 1 }).waitFor();
    await page.getByLabel('Termo monitorado', { exact: true }).selectOption(`${OAB.uf}-${OAB.number}`);
    await page.getByLabel('Processo', { exact: true }).selectOption({ label: 'Não cadastrado' });
    // The filters render in a transition: until the last one's answer is in, the list on screen may be a previous
    // filter's, about to be dimmed while this one loads.
    const lastFilter = page.waitForResponse((r) => r.url().endsWith('/intimations-list') && (r.request().postData() ?? '').includes('"TJSP"') && r.ok());
    await page.getByLabel('Tribunal', { exact: true }).selectOption('TJSP');
    await lastFilter;
    const rows = page.getByRole('list', { name: 'Intimações' }).getByRole('listitem');
    await rows.first().waitFor();
    await page.locator('ul[aria-label="Intimações"]:not([aria-busy])').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'intimations');
    // A row of this filter for certain: the filter renders in a transition, so the rows seen a moment ago may
    // still be the previous filter's; one offering "Novo processo?" in the TJSP is what the filter asks for.
    const unregistered = rows.filter({ hasText: /TJSP ·/, has: page.getByRole('link', { name: 'Novo processo?' }) });
    await unregistered.first().getByRole('link').first().click();

    // The communication's text is shown safely: the stand-in's HTML carries a script and a javascript: link.
    await page.getByRole('region', { name: 'Teor da comunicação' }).waitFor();
    expect(await page.locator('main script').count()).toBe(0);
    expect(await page.locator('main a[href^="javascript"]').count()).toBe(0);
    const intimationUrl = page.url();

    // "Cadastrar processo" opens the form with the communication's number; the person completes it.
    await page.getByRole('button', { name: 'Cadastrar processo' }).click();
    const form = page.getByRole('dialog', { name: 'Cadastrar processo da intimação' });
    const number = await form.getByLabel('Número CNJ').inputValue();
    expect(number).toMatch(/^\d{7}-\d{2}\.\d{4}\.8\.26\.\d{4}$/);
    await form.getByLabel('Assunto').fill('Intimação recebida pelo DJEN');
    await form.getByLabel('Comarca').fill('São Paulo');
    const clientBox = form.getByRole('combobox', { name: 'Cliente', exact: true });
    await clientBox.fill('Ana Melo');
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name: 'Ana Melo Rodrigues' }).click();
    await expect.poll(() => clientBox.inputValue()).toBe('Ana Melo Rodrigues');
    await form.getByLabel(lawyer.name).check();
    await form.getByRole('button', { name: 'Cadastrar processo' }).click();
    await page.getByText('Processo cadastrado e vinculado à intimação.').waitFor();
    await page.getByRole('link', { name: /Abrir o processo/ }).waitFor();

    // "Lançar prazo": the calculator opens on the DJEN availability, and the prazo saved is linked back and treats it.
    await expect.poll(() => page.getByRole('status', { name: 'Situação da intimação' }).textContent()).toContain('A tratar');
    await page.getByRole('link', { name: 'Lançar prazo' }).click();
    await page.getByRole('heading', { name: 'Calcular prazo' }).waitFor();
    expect(await page.getByLabel('Marco inicial').inputValue()).toBe('disponibilizacao');
    await page.getByRole('button', { name: 'Calcular', exact: true }).click();
    await page.getByTestId('deadline-last-day').waitFor();
    await page.getByRole('button', { name: 'Salvar como prazo' }).click();
    const prazo = page.getByRole('dialog', { name: 'Salvar como prazo' });
    await prazo.getByRole('button', { name: 'Salvar prazo' }).click();
    await page.waitForURL(/\/events\/evt/);
    await page.goto(intimationUrl);
    await page.getByRole('status', { name: 'Situação da intimação' }).getByText(`Prazo lançado na agenda por ${admin.name}`, { exact: false }).waitFor();

    // The lawsuit's andamentos from DataJud, marked with their source.
    await page.getByRole('link', { name: /Abrir o processo/ }).click();
    await page.getByRole('heading', { name: number }).waitFor();
    await page.getByRole('button', { name: 'Atualizar andamentos' }).click();
    await page.getByText(/^\d+ andamentos? novos? importados? do DataJud/).waitFor({ timeout: 60_000 });
    await page
      .getByRole('list', { name: 'Linha do tempo dos andamentos' })
      .getByText(/DataJud · 1º grau/)
      .first()
      .waitFor();
    await page.getByText('Dados do tribunal (DataJud)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lawsuit-datajud');

    // Both cards with runs in their history (DataJud's as a list beside the menu: its ten columns do not fit).
    await page.goto(`${APP_URL}/services`);
    await page.getByRole('list', { name: 'Histórico de sincronizações do DataJud' }).getByText('Atualizar andamentos').first().waitFor();
    await screenshot(page, 'integrations-runs');
  });

  it('treats an intimação in its Tratamento panel on a phone: sem prazo with the reason, reopened, forwarded to a colleague who finds it', async () => {
    const page = await newPage(390);
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/lawsuits/intimations?oab=${OAB.uf}-${OAB.number}&triage=a-tratar`);
    const rows = page.getByRole('list', { name: 'Intimações' }).getByRole('listitem');
    await rows.first().getByText('A tratar').waitFor();
    await rows.first().getByRole('link').first().click();
    const panel = page.getByRole('region', { name: 'Tratamento' });
    const state = panel.getByRole('status', { name: 'Situação da intimação' });
    await state.getByText('Ninguém registrou ainda o que foi feito com esta intimação.').waitFor();

    // "Sem prazo (ciente)": the reason is required, then recorded; the focus lands on the new state.
    await panel.getByRole('button', { name: 'Sem prazo (ciente)' }).click();
    const ack = page.getByRole('dialog', { name: 'Sem prazo (ciente)' });
    await ack.getByRole('button', { name: 'Marcar sem prazo' }).click();
    await ack.getByText('Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)').waitFor();
    await ack.getByLabel('Motivo').fill('Mero expediente, sem prazo para a parte');
    await ack.getByRole('button', { name: 'Marcar sem prazo' }).click();
    await ack.waitFor({ state: 'detached' });
    await state.getByText('Motivo: Mero expediente, sem prazo para a parte').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Situação da intimação');
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'intimation-triage-phone');

    // Reopened, then forwarded to a colleague chosen by name, with the keyboard.
    await panel.getByRole('button', { name: 'Reabrir' }).click();
    await state.getByText(`Reaberta por ${admin.name}`, { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Encaminhar' }).click();
    const forward = page.getByRole('dialog', { name: 'Encaminhar intimação' });
    await forward.getByLabel('Encaminhar para').selectOption({ label: lawyer.name });
    await forward.getByLabel('Observação (opcional)').fill('Verificar se cabe recurso');
    await forward.getByLabel('Observação (opcional)').press('Enter');
    await forward.waitFor({ state: 'detached' });
    await state.getByText(`Encaminhada a ${lawyer.name} por ${admin.name}`, { exact: false }).waitFor();
    const url = new URL(page.url()).pathname;

    // The colleague finds it among "Encaminhadas a mim".
    const theirs = await newPage(390);
    await signInUi(theirs, lawyer.email, lawyer.password);
    await theirs.goto(`${APP_URL}/lawsuits/intimations`);
    await theirs.getByRole('button', { name: 'Filtros' }).click();
    await theirs.getByLabel('Situação', { exact: true }).selectOption({ label: 'Encaminhadas a mim' });
    await theirs.locator(`a[href="${url}"]`).waitFor();
    expect(await theirs.getByRole('list', { name: 'Intimações' }).getByText(`Encaminhada a ${lawyer.name}`).count()).toBeGreaterThan(0);
    expect(await wideElements(theirs)).toEqual([]);
  });

  it('on a phone, the inbox and Integrações fit the screen', async () => {
    const page = await newPage(390);
    await signInUi(page, admin.email, admin.password);
    for (const path of ['/services', '/lawsuits/intimations']) {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await wideElements(page)).toEqual([]);
      await screenshot(page, `${path.split('/').pop()}-phone`);
    }
  });
});
