/** Configurações → team in the browser: first-access links, self-registrations waiting for access, the admin's own access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import {
  COLLECTIONS,
  formatDate,
  REMOVAL_LIMITS,
  removalDueDate,
  type Listed,
  type RemovalRequestReceipt,
  type RemovalRequestRecord,
  type StaffCreated,
} from '@office/domain';
import { callFn, deleteAccount, signIn, signUp } from '../support/emulator-client';
import { APP_URL, launchBrowser, menuLabels, screenshot, signInUi } from '../support/browser';
import { testStores } from '../support/store';
import { counterId, officeDayWindow } from '../../functions/src/platform/rate-limit';
import { REMOVAL_ACCEPTED_KEY, REMOVAL_REFUSED_KEY } from '../../functions/src/platform/removal-use';

let browser: Browser;
const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function adminOnSettings(permissions: string[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(permissions, { origin: APP_URL });
  const page = await context.newPage();
  await signInUi(page, admin.email, admin.password);
  await page.goto(`${APP_URL}/settings`);
  await page.getByRole('heading', { name: 'Equipe e acessos' }).waitFor();
  return page;
}

describe('a new colleague', () => {
  it('gets a first-access link shown in a dialog; the link opens a pt-BR page that sets the password and signs in', async () => {
    const page = await adminOnSettings(['clipboard-read', 'clipboard-write']);
    const email = `colega.${run}@barbosaadvocacia.test`;
    await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await page.getByLabel('Nome completo').fill('Colega Recém-Chegada');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('radio', { name: 'Agenda: leitura', exact: true }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Adicionar pessoa' }).click();

    const dialog = page.getByRole('dialog', { name: 'Colega Recém-Chegada foi adicionada(o) à equipe' });
    const link = await dialog.getByLabel('Link de primeiro acesso').inputValue();
    expect(new URL(link).pathname).toBe('/auth/Action');
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await dialog.getByText('Link copiado para a área de transferência.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(page, 'first-access-link');
    await page.context().close();

    const person = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await person.goto(link);
    await person.getByRole('heading', { name: 'Definir senha' }).waitFor();
    expect(await person.getAttribute('html', 'lang')).toBe('pt-BR');
    await person.getByText(`Crie a senha da conta ${email}.`).waitFor();
    await person.getByLabel('Nova senha', { exact: true }).fill('Primeiro#Acesso26');
    await person.getByLabel('Confirme a nova senha').fill('Primeiro#Acesso2');
    await person.getByText('As senhas não conferem.').waitFor();
    await person.getByLabel('Confirme a nova senha').fill('Primeiro#Acesso26');
    await screenshot(person, 'first-access-page-phone');
    await person.getByRole('button', { name: 'Salvar senha e entrar' }).click();
    await person.waitForURL(`${APP_URL}/`);
    // The menu is a drawer on a phone; read it at desktop width.
    await person.setViewportSize({ width: 1280, height: 800 });
    expect(await menuLabels(person)).toEqual(['Início', 'Agenda', 'Mensagens']);

    // The code is single-use: the same link now says so, in pt-BR.
    await person.context().clearCookies();
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'Link inválido' }).waitFor();
    await again.getByText('Este link não é mais válido. Peça um novo.').waitFor();
    await again.context().close();
    await person.context().close();
  });
});

describe('a colleague whose sign-in account was lost', () => {
  it('is flagged in the team list; "Recriar acesso" recreates the account and shows a new password link', async () => {
    const token = await signIn(admin.email, admin.password);
    const email = `perdida.${run}@barbosaadvocacia.test`;
    const created = await callFn<StaffCreated>('staff-create', { email, name: 'Pessoa Sem Conta', read: ['Agenda'], write: [] }, token);
    expect(created.status).toBe(200);
    // The account disappears while the record stays, as after a local crash or a deletion in the console.
    await deleteAccount(created.result!.member.uid);

    const page = await adminOnSettings();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.getByText('sem conta de acesso').waitFor();
    await row.getByRole('button', { name: 'Recriar acesso' }).click();
    await page.getByRole('dialog', { name: 'Recriar acesso' }).getByRole('button', { name: 'Recriar acesso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acesso de Pessoa Sem Conta recriado' });
    expect(new URL(await dialog.getByLabel('Link de primeiro acesso').inputValue()).pathname).toBe('/auth/Action');
    await screenshot(page, 'settings-restore-access');
    // The dialog frame's close icon is also named "Fechar"; the link's own button is the last one.
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await row.getByText('sem conta de acesso').waitFor({ state: 'detached' });
    expect(await row.getByRole('button', { name: 'Recriar acesso' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('people who registered themselves', () => {
  it('are listed for the administrator, who grants access to one and declines the other', async () => {
    // One registers in the browser (with a name), one through the API (without).
    const named = `cadastro.${run}@exemplo.test`;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${APP_URL}/auth/Register`);
    await visitor.getByLabel('Nome completo').fill('Estagiária Cadastrada');
    await visitor.getByLabel('E-mail').fill(named);
    await visitor.getByLabel('Senha', { exact: true }).fill('Cadastro#2026x');
    await visitor.getByLabel('Confirme a senha').fill('Cadastro#2026x');
    await visitor.getByRole('button', { name: 'Criar conta' }).click();
    await visitor.getByRole('heading', { name: 'Aguardando liberação de acesso' }).waitFor();
    const unnamed = `anonimo.${run}@exemplo.test`;
    await signUp(unnamed, 'Cadastro#2026x');

    const page = await adminOnSettings();
    const pending = page.getByRole('region', { name: /Cadastros aguardando liberação/ });
    await pending.getByText(named).waitFor();
    await pending.getByText(unnamed).waitFor();
    await screenshot(page, 'settings-pending-registrations');

    await pending.getByRole('button', { name: `Conceder acesso a ${named}` }).click();
    const grant = page.getByRole('dialog', { name: 'Conceder acesso a Estagiária Cadastrada' });
    expect(await grant.getByLabel('E-mail').inputValue()).toBe(named);
    expect(await grant.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
    expect(await grant.getByLabel('Nome completo').inputValue()).toBe('Estagiária Cadastrada');
    await grant.getByRole('radio', { name: 'Agenda: leitura', exact: true }).check();
    await grant.getByRole('button', { name: 'Conceder acesso' }).click();
    await page.getByText('Acesso concedido').waitFor();
    await page.getByRole('listitem').filter({ hasText: named }).getByRole('button', { name: 'Acessos' }).waitFor();
    expect(await pending.getByText(named).count()).toBe(0);

    await pending.getByRole('button', { name: `Recusar cadastro de ${unnamed}` }).click();
    await page.getByRole('dialog', { name: 'Recusar cadastro' }).getByRole('button', { name: 'Recusar' }).click();
    await page.getByText('Cadastro recusado').waitFor();
    await pending.getByText(unnamed).waitFor({ state: 'detached' });
    await page.context().close();
    await visitor.context().close();
  });
});

describe("an administrator's own access", () => {
  it('always includes Configurações: the choice is fixed and explained', async () => {
    const page = await adminOnSettings();
    await page.getByRole('listitem').filter({ hasText: admin.email }).getByRole('button', { name: 'Acessos' }).click();
    const radio = page.getByRole('radio', { name: 'Configurações: sem acesso' });
    expect(await radio.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Configurações: leitura e edição' }).isChecked()).toBe(true);
    await page.getByText('Administradores sempre têm leitura e edição em Configurações.').waitFor();
    await page.context().close();
  });
});

describe('LGPD removal requests', () => {
  it('warns Configurações when the public form reached its daily cap and turned requests away', async () => {
    const stores = await testStores();
    const window = officeDayWindow();
    const ids = [counterId(REMOVAL_ACCEPTED_KEY, window), counterId(REMOVAL_REFUSED_KEY, window)];
    const saved = await stores.documents.getMany(COLLECTIONS.rateLimits, ids);
    const put = async (counts: [number, number]) => {
      for (const [i, id] of ids.entries()) {
        await stores.documents.delete(COLLECTIONS.rateLimits, id).catch(() => undefined);
        await stores.documents.create(COLLECTIONS.rateLimits, id, { count: counts[i]!, expiresAt: window.expiresAt });
      }
    };
    try {
      await put([REMOVAL_LIMITS.officePerDay, 17]);
      const page = await adminOnSettings();
      const notice = page.getByRole('alert').filter({ hasText: 'Limite diário do formulário de remoção atingido' });
      await notice.getByText(`recebeu ${REMOVAL_LIMITS.officePerDay} pedidos, o máximo por dia, e recusou outros 17`).waitFor();
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, 'settings-removal-daily-cap');
      await page.context().close();
    } finally {
      for (const id of ids) await stores.documents.delete(COLLECTIONS.rateLimits, id).catch(() => undefined);
      for (const doc of saved) if (doc) await stores.documents.create(COLLECTIONS.rateLimits, doc.id, doc.data);
      await stores.documents.close();
    }
  });

  it('shows the answer term of an open request and opens an answered one read-only: decision, what was done, who and when', async () => {
    const adminToken = await signIn(admin.email, admin.password);
    const ask = (name: string) =>
      callFn<RemovalRequestReceipt>('publicPages-requestRemoval', {
        name,
        email: `titular.${run}.${name.length}@exemplo.test`,
        cpf: '',
        request: 'Peço a exclusão dos meus dados de contato do cadastro do escritório.',
      });
    const open = (await ask('Titular Em Aberto')).result!;
    const answered = (await ask('Titular Respondido Hoje')).result!;
    const list = await callFn<{ items: Listed<RemovalRequestRecord>[] }>('settings-removalRequests', { limit: 100 }, adminToken);
    const target = list.result!.items.find((r) => r.protocol === answered.protocol)!;
    await callFn(
      'settings-resolveRemoval',
      { id: target.id, expectedVersion: target.version, status: 'concluido', resolution: 'Contatos apagados do cadastro.' },
      adminToken,
    );

    const page = await adminOnSettings();
    const openRow = page.getByRole('row').filter({ hasText: open.protocol });
    await openRow.getByText(`Até ${formatDate(removalDueDate(open.receivedAt))}`).waitFor();
    await page.getByRole('row').filter({ hasText: answered.protocol }).click();
    const dialog = page.getByRole('dialog', { name: `Pedido ${answered.protocol}` });
    await dialog.getByText('Contatos apagados do cadastro.').waitFor();
    await dialog.getByText(new RegExp(`^${admin.name} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`)).waitFor();
    await screenshot(page, 'settings-removal-decision');
    await page.context().close();
  });
});
