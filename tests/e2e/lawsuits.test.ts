/** Processos in the browser: create with a bare CNJ number, find it, record an andamento, edit, delete, relate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cnjCheckDigits } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi } from '../support/browser';
import { readSeed } from '../../scripts/seed/load';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Processos', () => {
  it('creates, finds, updates and deletes a lawsuit', async () => {
    const seq = String(4_000_000 + (Date.now() % 999_999)).padStart(7, '0');
    const number = `${seq}-${cnjCheckDigits(seq, '2025', '8', '19', '0001')}.2025.8.19.0001`;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/lawsuits`);
    await page.getByRole('button', { name: 'Novo processo' }).click();
    await page.getByLabel('Número CNJ').fill(number.replace(/\D/g, ''));
    await page.getByText('TJRJ · Justiça dos Estados e do Distrito Federal').waitFor();
    await page.getByLabel('Classe').fill('Procedimento Comum Cível');
    await page.getByLabel('Assunto').fill('Cobrança de aluguéis atrasados');
    await page.getByLabel('Juízo / vara').fill('5ª Vara Cível da Capital');
    await page.getByLabel('Comarca').fill('Rio de Janeiro');
    await page.getByLabel('Valor da causa').fill('12.345,67');
    // The client is a combobox: typed text is only a search, the choice is the value.
    const clientBox = page.getByRole('combobox', { name: 'Cliente', exact: true });
    await clientBox.fill('zzzz');
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByText('Nenhum cliente encontrado').waitFor();
    await page.getByLabel('Comarca').click();
    await page.getByText('Escolha um cliente da lista').waitFor();
    expect(await clientBox.inputValue()).toBe('');
    await clientBox.fill('Ana Melo');
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name: 'Ana Melo Rodrigues' }).click();
    await expect.poll(() => clientBox.inputValue()).toBe('Ana Melo Rodrigues');
    await page.getByLabel(lawyer.name).check();
    // Retyping another name without choosing it un-chooses Ana: saving is refused, never filed under her.
    await clientBox.fill('Bruno Cardoso Monteiro');
    await page.getByRole('button', { name: 'Cadastrar processo' }).click();
    await page.getByText('Escolha um cliente da lista').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lawsuits');
    await clientBox.fill('Ana Melo');
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name: 'Ana Melo Rodrigues' }).click();
    await expect.poll(() => clientBox.inputValue()).toBe('Ana Melo Rodrigues');
    await screenshot(page, 'lawsuit-form');
    await page.getByRole('button', { name: 'Cadastrar processo' }).click();
    await page.getByRole('heading', { name: number }).waitFor();
    await page.getByText('R$ 12.345,67').waitFor();

    const addForm = page.locator('form').filter({ has: page.getByLabel('Andamento', { exact: true }) });
    await addForm.getByLabel('Data', { exact: true }).fill('03/11/2026');
    await page.getByLabel('Andamento', { exact: true }).fill('Petição inicial distribuída');
    await page.getByRole('button', { name: 'Registrar', exact: true }).click();
    await page.getByText('Petição inicial distribuída').waitFor();
    // The next andamento starts from now again, not from the date last typed.
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await expect.poll(() => addForm.getByLabel('Data', { exact: true }).inputValue()).toBe(today);
    await page.getByRole('button', { name: 'Corrigir andamento: Petição inicial distribuída' }).click();
    await page.getByRole('dialog').getByLabel('Andamento').fill('Petição inicial distribuída por dependência');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Petição inicial distribuída por dependência').waitFor();

    await page.goto(`${APP_URL}/lawsuits`);
    await page.getByLabel('Buscar', { exact: true }).fill(number.slice(0, 10));
    await page.getByRole('button', { name: number }).click();
    await page.getByRole('button', { name: 'Editar' }).click();
    // Editing shows the current client's name in the picker.
    await expect.poll(() => page.getByRole('combobox', { name: 'Cliente', exact: true }).inputValue()).toBe('Ana Melo Rodrigues');
    await page.getByLabel('Situação').selectOption('suspenso');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Processo atualizado').waitFor();
    await screenshot(page, 'lawsuit-detail');

    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.waitForURL(`${APP_URL}/lawsuits`);
    expect(new URL(page.url()).pathname).toBe('/lawsuits');
    await page.context().close();
  });

  it('offers the next step where it is needed: a new lawsuit from its client, a new entry and the calculator from the lawsuit', async () => {
    const seq = String(5_000_000 + (Date.now() % 999_999)).padStart(7, '0');
    const number = `${seq}-${cnjCheckDigits(seq, '2026', '8', '21', '0001')}.2026.8.21.0001`;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/clients/cli-001`);
    const client = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: 'Novo processo' }).click();
    const form = page.getByRole('dialog', { name: 'Novo processo' });
    // The client comes chosen.
    await expect.poll(() => form.getByRole('combobox', { name: 'Cliente', exact: true }).inputValue()).toBe(client);
    await form.getByLabel('Número CNJ').fill(number);
    await form.getByLabel('Classe').fill('Procedimento Comum Cível');
    await form.getByLabel('Assunto').fill('Indenização por danos materiais');
    await form.getByLabel('Juízo / vara').fill('3ª Vara Cível do Foro Central');
    await form.getByLabel('Comarca').fill('Porto Alegre');
    await form.getByLabel(lawyer.name).check();
    await form.getByRole('button', { name: 'Cadastrar processo' }).click();
    await page.getByRole('heading', { name: number }).waitFor();
    expect(await page.getByRole('link', { name: client }).count()).toBeGreaterThan(0);

    // From the lawsuit: the calculator with its court, and a new entry already linked to it.
    await page.getByRole('link', { name: 'Calcular prazo', exact: true }).click();
    await expect.poll(() => page.getByLabel('Tribunal').inputValue()).toBe('TJRS');
    await page.goBack();
    await page.getByRole('link', { name: 'Novo compromisso' }).click();
    const entry = page.getByRole('dialog', { name: 'Novo compromisso' });
    await expect.poll(() => entry.getByRole('combobox', { name: 'Processo', exact: true }).inputValue()).toContain(number);
    await entry.getByLabel('Título').fill('Reunião com o cliente sobre a inicial');
    await entry.getByRole('button', { name: 'Criar compromisso' }).click();
    await page.getByRole('heading', { name: 'Reunião com o cliente sobre a inicial' }).waitFor();
    await page.getByRole('region', { name: 'Dados' }).getByRole('link', { name: number }).waitFor();
    await page.context().close();
  });
});

describe('Processos relacionados e área de atuação', () => {
  it('relates a lawsuit to another from its page, shows it on both sides, and undoes it', async () => {
    const seed = readSeed();
    const [origin, appeal] = [seed.lawsuits['proc-020']!, seed.lawsuits['proc-021']!];
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/lawsuits/proc-020`);
    await page.getByText(`Área de atuação`).waitFor();
    expect(await page.getByText(origin.practiceArea!, { exact: true }).count()).toBeGreaterThan(0);
    const card = page.getByRole('region', { name: 'Processos relacionados' });
    await card.getByRole('button', { name: 'Relacionar' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Processo' }).fill(appeal.cnj!.slice(0, 12));
    await page.getByRole('listbox', { name: 'Processos encontrados' }).getByRole('option', { name: appeal.cnj! }).click();
    await form.getByLabel('Relação').selectOption('recurso');
    await form.getByRole('button', { name: 'Relacionar' }).click();
    await card.getByText('Recurso', { exact: true }).waitFor();
    await card.getByRole('link', { name: appeal.cnj! }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lawsuit-related');
    // The other side names it as its origin; undone there, it goes from both.
    await card.getByRole('link', { name: appeal.cnj! }).click();
    await page.waitForURL((url) => url.pathname === '/lawsuits/proc-021');
    const other = page.getByRole('region', { name: 'Processos relacionados' });
    await other.getByText('Processo de origem', { exact: true }).waitFor();
    await other.getByRole('button', { name: `Desfazer relação com ${origin.cnj}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desfazer' }).click();
    await other.getByText('Nenhum recurso, apenso, incidente ou processo conexo relacionado.').waitFor();
    await page.goto(`${APP_URL}/lawsuits/proc-020`);
    await page.getByRole('region', { name: 'Processos relacionados' }).getByText('Nenhum recurso, apenso').waitFor();
    await page.context().close();
  });
});

describe('Partes do processo e conflito de interesses', () => {
  it('files a lawsuit with two clients and an opposing party with CNPJ and lawyer, warned that the party is a client', async () => {
    const ref = `LIT-${Date.now().toString(36).toUpperCase()}`;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/lawsuits`);
    await page.getByRole('button', { name: 'Novo processo' }).click();
    await page.getByLabel('Referência interna').fill(ref);
    await page.getByLabel('Classe').fill('Ação Trabalhista - Rito Ordinário');
    await page.getByLabel('Assunto').fill('Horas extras e adicional noturno');
    await page.getByLabel('Juízo / vara').fill('11ª Vara do Trabalho de São Paulo');
    await page.getByLabel('Comarca').fill('São Paulo');
    const choose = async (row: string, typed: string, name: string) => {
      const box = page.getByRole('group', { name: row }).getByRole('combobox', { name: 'Cliente', exact: true });
      await box.fill(typed);
      await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name }).click();
      await expect.poll(() => box.inputValue()).toBe(name);
    };
    await choose('Cliente 1', 'Ana Melo', 'Ana Melo Rodrigues');
    await page.getByRole('group', { name: 'Cliente 1' }).getByLabel('Papel').selectOption('reclamante');
    await page.getByRole('button', { name: 'Adicionar cliente (litisconsórcio)' }).click();
    await choose('Cliente 2', 'Bruno Cardoso', 'Bruno Cardoso Monteiro');
    await page.getByRole('button', { name: 'Adicionar parte contrária' }).click();
    const party = page.getByRole('group', { name: 'Parte contrária 1' });
    await party.getByLabel('Nome').fill('Construtora Horizonte Ltda.');
    // The seeded client cli-027 holds this CNPJ: the form warns before saving, and still saves.
    await party.getByLabel('CPF/CNPJ (opcional)').fill('76.633.384/0001-41');
    expect(await party.getByLabel('Papel').inputValue()).toBe('reclamado');
    await page.getByRole('button', { name: 'Adicionar advogado(a) da parte 1' }).click();
    await party.getByLabel('Advogado(a)', { exact: true }).fill('Paulo Mendes');
    await party.getByLabel('OAB (ex.: OAB/SP 123.456)').fill('123456/SP');
    const warning = page.getByRole('status').filter({ hasText: 'Possível conflito de interesses' });
    await warning.getByText(/é cliente do escritório/).waitFor();
    await warning.getByRole('link', { name: 'Construtora Horizonte Ltda.' }).waitFor();
    await page.getByLabel(lawyer.name).check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lawsuit-parties-conflict');
    await page.getByRole('button', { name: 'Cadastrar processo' }).click();
    await page.getByRole('heading', { name: ref }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Ana Melo Rodrigues — reclamante' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Bruno Cardoso Monteiro — reclamante' }).waitFor();
    await page.getByText('Construtora Horizonte Ltda. — parte reclamada').waitFor();
    await page.getByText('CNPJ 76.633.384/0001-41').waitFor();
    await page.getByText('adv. Paulo Mendes (OAB/SP 123.456)').waitFor();
    await screenshot(page, 'lawsuit-parties-detail');
    await page.context().close();
  });

  it('checks a name or document for conflicts before a new client is taken', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/clients`);
    await page.getByRole('button', { name: 'Verificar conflito' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome, CPF ou CNPJ').fill('76633384000141');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    // The company is a client (cli-027) and the other side of proc-012.
    await dialog.getByText(/é cliente do escritório/).waitFor();
    const opposed = readSeed().lawsuits['proc-012']!;
    await dialog
      .getByRole('listitem')
      .filter({ hasText: /aparece como parte contrária/ })
      .getByRole('link', { name: opposed.cnj ?? opposed.internalRef! })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'conflict-check-390');
    await dialog.getByLabel('Nome, CPF ou CNPJ').fill('Pessoa Sem Processo Algum');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await dialog.getByText('Nenhum conflito encontrado para “Pessoa Sem Processo Algum”.').waitFor();
    await page.context().close();
  });
});

describe('Documentos de modelos', () => {
  it('generates a procuração from a lawsuit, names the empty fields, and files it among the lawsuit’s files', async () => {
    const seeded = readSeed().lawsuits['proc-001']!;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/lawsuits/proc-001`);
    await page.getByRole('heading', { name: seeded.cnj ?? seeded.internalRef! }).waitFor();
    await page.getByRole('button', { name: 'Gerar documento' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Modelo').selectOption({ label: 'Procuração ad judicia et extra' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Gerar', exact: true }).click();
    await dialog.getByText('Documento gerado e salvo em Arquivos.').waitFor();
    const name = `Procuração ad judicia et extra - ${seeded.clientName}`;
    await dialog.getByRole('button', { name: new RegExp(`^Baixar ${name}`) }).waitFor();
    await screenshot(page, 'generate-document');
    await dialog.getByText('Fechar', { exact: true }).click();
    // The Arquivos card lists it, with its category.
    await page.getByRole('button', { name: new RegExp(`^Baixar ${name}.*\\.docx$`) }).waitFor();
    await page.context().close();
  });
});

describe('Segredo de justiça', () => {
  it('shows the lawsuit, with its badge, to its lawyer, and to another lawyer neither in the list nor at its address', async () => {
    const seeded = readSeed().lawsuits['proc-024']!;
    const juliana = SEED_STAFF.find((s) => s.uid === seeded.responsibleLawyerIds[0])!;
    const own = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(own, juliana.email, juliana.password);
    await own.goto(`${APP_URL}/lawsuits/proc-024`);
    await own.getByRole('heading', { name: seeded.cnj! }).waitFor();
    await own.getByText('Segredo de justiça', { exact: true }).first().waitFor();
    expect(await axeViolations(own)).toEqual([]);
    await screenshot(own, 'lawsuit-confidential');
    await own.context().close();

    const other = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(other, lawyer.email, lawyer.password);
    await other.goto(`${APP_URL}/lawsuits?search=${encodeURIComponent(seeded.cnj!)}`);
    await other
      .getByText(/Nenhum processo/)
      .first()
      .waitFor();
    await other.goto(`${APP_URL}/lawsuits/proc-024`);
    await other
      .getByText(/não foi encontrado/)
      .first()
      .waitFor();
    expect(await other.getByText(seeded.subject).count()).toBe(0);
    await other.context().close();
  });
});
