/** Clientes in the browser: create, find, edit, delete, and the conflict between two tabs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COLLECTIONS, cpfCheckDigits, formatCpf, SIMULTANEOUS_VERSION_REASON } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { claimIdOf } from '../../functions/src/platform/file-version-claims';
import type { Stores } from '../../functions/src/store/open-stores';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let browser: Browser;
let stores: Stores;

beforeAll(async () => {
  browser = await launchBrowser();
  stores = await testStores();
});
afterAll(async () => {
  await browser?.close();
  await stores?.documents.close();
});

async function lawyerPage(width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInUi(page, lawyer.email, lawyer.password);
  return page;
}

describe('Clientes', () => {
  it('creates, finds, edits and deletes a client', async () => {
    const base = String(300_000_000 + (Date.now() % 99_999_999)).slice(0, 9);
    const cpf = base + cpfCheckDigits(base);
    const page = await lawyerPage();
    await page.goto(`${APP_URL}/clients`);
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    // Saving an empty form: pt-BR words on each field, a count at the top, the first invalid field focused.
    await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await page.getByText(/^Corrija os \d+ campos destacados abaixo\.$/).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-name');
    expect(await page.getByRole('dialog').textContent()).not.toMatch(/Demasiado|esperava|caracteres\)|>=/);
    await page.getByLabel('Nome completo').fill('Marina Çardoso Éboli');
    await page.getByLabel('CPF').fill('111.444.777-36');
    await page.getByLabel('Nome completo').click();
    await page.getByText('CPF inválido').waitFor();
    await page.getByLabel('CPF').fill(formatCpf(cpf));
    await page.getByLabel('Advogado(a) responsável').selectOption({ label: lawyer.name });
    await page.getByRole('button', { name: 'Adicionar telefone' }).click();
    await page.getByLabel('Telefone 1', { exact: true }).fill('(11) 91234-5678');
    await screenshot(page, 'client-form');
    await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await page.getByRole('heading', { name: 'Marina Çardoso Éboli' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/clients\/cli-/);
    await page.getByText('(11) 91234-5678 (WhatsApp)').waitFor();

    // Found by an accent-free, lower-case prefix and by the CPF prefix.
    await page.goto(`${APP_URL}/clients`);
    await page.getByLabel('Buscar').fill('marina card');
    await page.getByRole('button', { name: 'Marina Çardoso Éboli' }).waitFor();
    await page.getByLabel('Buscar').fill(cpf.slice(0, 7));
    await page.getByRole('button', { name: 'Marina Çardoso Éboli' }).click();

    await page.getByRole('button', { name: 'Editar' }).click();
    // The edit form shows the CPF as people write it.
    expect(await page.getByLabel('CPF').inputValue()).toBe(formatCpf(cpf));
    await page.getByLabel('Profissão').fill('Engenheira de produção');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Engenheira de produção').waitFor();

    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.waitForURL(`${APP_URL}/clients`);
    await page.getByLabel('Buscar').fill('marina card');
    await page.getByText('Nenhum cliente encontrado com estes filtros.').waitFor();
    await page.context().close();
  });

  it('names the client who already holds a CPF, with a link to that record', async () => {
    const page = await lawyerPage();
    await page.goto(`${APP_URL}/clients/cli-001`);
    const holder = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // The page's description reads "CPF 123.456.789-09 · atualizado em …".
    const cpf = /CPF (\d{3}\.\d{3}\.\d{3}-\d{2})/.exec((await page.locator('main').textContent()) ?? '')?.[1];
    expect(cpf).toBeDefined();
    await page.goto(`${APP_URL}/clients`);
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Novo cliente' });
    // The same name, typed without accents or capitals, is pointed out (two people may share one: not refused).
    await form.getByLabel('Nome completo').fill(holder.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    await form.getByText('Já há um cliente com este nome.').waitFor();
    await form.getByLabel('Nome completo').fill('Cliente Repetido da Silva');
    await form.getByText('Já há um cliente com este nome.').waitFor({ state: 'detached' });
    await form.getByLabel('CPF').fill(cpf!);
    await form.getByLabel('Advogado(a) responsável').selectOption({ label: lawyer.name });
    await form.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await form.getByText(`Já existe um cliente com este CPF/CNPJ no escritório: ${holder}.`).waitFor();
    // The record opens in a new tab; the form keeps what was typed.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      form.getByRole('link', { name: `Abrir o cadastro de ${holder} (nova aba)` }).click(),
    ]);
    await opened.waitForURL(`${APP_URL}/clients/cli-001`);
    await opened.getByRole('heading', { level: 1, name: holder }).waitFor();
    expect(await form.getByLabel('Nome completo').inputValue()).toBe('Cliente Repetido da Silva');
    await page.context().close();
  });

  it('attaches a file to a client, downloads it back, and sends a new version once no other one is under way', async () => {
    const page = await lawyerPage();
    await page.goto(`${APP_URL}/clients/cli-007`);
    const content = Buffer.from('%PDF-1.7 contrato de honorários');
    await page
      .getByLabel('Anexar arquivo', { exact: true })
      .setInputFiles({ name: 'Contrato de honorários.pdf', mimeType: 'application/pdf', buffer: content });
    // What the file is, asked before it is sent.
    const details = page.getByRole('dialog', { name: 'Anexar arquivo' });
    await details.getByLabel('Categoria').selectOption('contrato');
    await details.getByLabel('Descrição (opcional)').fill('Assinado pelo cliente');
    await details.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Arquivo anexado', { exact: true }).waitFor();
    await page.getByText('Assinado pelo cliente').first().waitFor();
    await page.getByRole('button', { name: 'Baixar Contrato de honorários.pdf' }).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar Contrato de honorários.pdf' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('Contrato de honorários.pdf');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).equals(content)).toBe(true);
    await screenshot(page, 'client-files');

    // Another upload of a new version is under way (its claim on version 2, planted): this one is refused, says
    // why, and the list is read again; once that claim is gone, the same file becomes version 2.
    const [stored] = (await stores.files.list('clients/cli-007')).filter((f) => f.metadata.originalName === 'Contrato de honorários.pdf');
    const claim = { path: stored!.path, version: 2, uploadedBy: 'staff-helena-barbosa', at: new Date().toISOString() };
    await stores.documents.create(COLLECTIONS.fileVersions, claimIdOf(stored!.path), claim);
    const signed = { name: 'Contrato assinado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 contrato assinado') };
    await page.getByLabel('Enviar nova versão de Contrato de honorários.pdf').first().setInputFiles(signed);
    await page.getByText(SIMULTANEOUS_VERSION_REASON).waitFor();
    await screenshot(page, 'client-files-version-refused');
    expect((await stores.files.stat(stored!.path))?.metadata.version).toBe('1');
    await stores.documents.delete(COLLECTIONS.fileVersions, claimIdOf(stored!.path));
    await page.getByLabel('Enviar nova versão de Contrato de honorários.pdf').first().setInputFiles(signed);
    await page.getByText('Contrato assinado.pdf (versão 2)').waitFor();
    await page.context().close();
  });

  it('exports the filtered list and imports a CSV mapped on screen after a preview of the invalid rows', async () => {
    const page = await lawyerPage();
    await page.goto(`${APP_URL}/clients`);
    await page.getByLabel('Situação').selectOption('prospecto');
    await page
      .getByText(/de \d+$/)
      .first()
      .waitFor();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(await exported.path(), 'utf8');
    expect(text.startsWith('\uFEFFnome;tipo;documento')).toBe(true);
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .every((line) => line.includes(';prospecto;')),
    ).toBe(true);

    const base = String(600_000_000 + (Date.now() % 99_999_999)).slice(0, 9);
    // The office's own column names: "CPF" and "Fone" are guessed, "Nome do titular" and "Apelido" mapped by hand.
    const csv = `Nome do titular;CPF;Fone;Apelido\nCliente Da Planilha;${base + cpfCheckDigits(base)};(21) 99876-5432;Cida\nLinha Ruim;123;;\n`;
    await page.locator('input[type=file][accept^=".csv"]').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Colunas de clientes.csv').waitFor();
    expect(await dialog.getByLabel('CPF').inputValue()).toBe('documento');
    expect(await dialog.getByLabel('Fone').inputValue()).toBe('telefone');
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await dialog.getByRole('alert').getByText('Escolha a coluna do nome do cliente.').waitFor();
    await dialog.getByLabel('Nome do titular').selectOption('nome');
    await dialog.getByLabel('Apelido').selectOption('observacoes');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'client-import-mapping');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await wideElements(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Ver prévia' }).click();
    await dialog.getByText('2 linha(s) lida(s)').waitFor();
    await dialog.getByRole('cell', { name: 'Linha Ruim' }).waitFor();
    await screenshot(page, 'client-import-preview');
    await dialog.getByRole('button', { name: 'Importar 1 cliente(s)' }).click();
    await page.getByText('1 cliente(s) importado(s)').waitFor();
    await page.getByLabel('Situação').selectOption('');
    await page.getByLabel('Buscar').fill('cliente da planilha');
    await page.getByRole('button', { name: 'Cliente Da Planilha' }).click();
    await page.getByText('Cida', { exact: true }).waitFor();
    await page.context().close();
  });

  it('refuses to delete a client with lawsuits, saying why', async () => {
    const page = await lawyerPage();
    await page.goto(`${APP_URL}/clients/cli-001`);
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByText(/Este cliente tem \d+ processo\(s\)[^.]* vinculado\(s\)/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/clients/cli-001');
    await page.context().close();
  });

  it('shows a conflict, not an overwrite, when two tabs edit the same client', async () => {
    const first = await lawyerPage();
    const second = await first.context().newPage();
    for (const page of [first, second]) {
      await page.goto(`${APP_URL}/clients/cli-004`);
      await page.getByRole('button', { name: 'Editar' }).click();
    }
    await first.getByLabel('Profissão').fill('Primeira aba');
    await first.getByRole('button', { name: 'Salvar alterações' }).click();
    await first.getByText('Cliente atualizado').waitFor();

    await second.getByLabel('Profissão').fill('Segunda aba');
    await second.getByRole('button', { name: 'Salvar alterações' }).click();
    await second.getByText('Outra pessoa alterou este registro enquanto você editava.', { exact: false }).waitFor();
    await screenshot(second, 'client-conflict');
    await second.getByRole('button', { name: /Ver os dados atuais/ }).click();
    await expect.poll(() => second.getByLabel('Profissão').inputValue()).toBe('Primeira aba');
    await first.context().close();
  });

  it('asks before unsaved changes are lost: Escape, Cancelar, Back and closing the tab', async () => {
    const page = await lawyerPage();
    // Reached inside the app (as people do), so Back stays in the app.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes' }).click();
    await page.waitForURL(`${APP_URL}/clients`);
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Novo cliente' });
    await form.getByLabel('Nome completo').fill('Rascunho Importante');
    // The form tells its dialog about the change once React has rendered it.
    await page.waitForTimeout(300);

    const confirm = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Continuar editando' }).click();
    expect(await form.getByLabel('Nome completo').inputValue()).toBe('Rascunho Importante');

    // Back in the browser: the navigation waits for the answer.
    await page.goBack();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Continuar editando' }).click();
    expect(new URL(page.url()).pathname).toBe('/clients');
    expect(await form.getByLabel('Nome completo').inputValue()).toBe('Rascunho Importante');

    // Closing the tab: the browser's own prompt.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await form.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.getByRole('button', { name: 'Descartar' }).click();
    await form.waitFor({ state: 'detached' });
    // An untouched form closes without a question.
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await confirm.count()).toBe(0);
    await page.context().close();
  });

  it('asks on Escape pressed the instant after typing, at phone width too', async () => {
    const page = await lawyerPage(390);
    await page.goto(`${APP_URL}/clients`);
    const form = page.getByRole('dialog', { name: 'Novo cliente' });
    const confirm = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
    // Before the form had rendered the change as dirty, Escape closed it without asking, one time in six or so.
    for (let round = 0; round < 8; round++) {
      await page.getByRole('button', { name: 'Novo cliente' }).click();
      await form.getByLabel('Nome completo').fill(`Rascunho ${round}`);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ timeout: 3000 });
      await confirm.getByRole('button', { name: 'Descartar' }).click();
      await form.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });
});
