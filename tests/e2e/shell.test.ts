/** The application frame in a real browser: menus per role, guards, toasts, dialogs, public pages, live revocation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SCOPE_LABELS, SECTIONS, type StaffCreated } from '@office/domain';
import { ACTIVE_STAFF, SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { APP_URL, launchBrowser, menuLabels, screenshot, signInUi } from '../support/browser';

let browser: Browser;
const admin = SEED_STAFF.find((s) => s.admin)!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function freshPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

describe('menu per role', () => {
  it.each(ACTIVE_STAFF.map((s) => [s.role, s] as const))('%s sees exactly the granted sections', async (_role, staff) => {
    const page = await freshPage();
    await signInUi(page, staff.email, staff.password);
    const granted = SECTIONS.filter((s) => staff.read.includes(s.label) || staff.write.includes(s.label)).map((s) => s.label);
    // Who works with the agenda also has "Meu trabalho" (after Início) and Tarefas (after Agenda).
    const agenda = granted.includes('Agenda');
    const sections = granted.flatMap((label) => (label === 'Agenda' ? ['Agenda', 'Tarefas'] : [label]));
    expect(await menuLabels(page)).toEqual(['Início', ...(agenda ? ['Meu trabalho'] : []), ...sections, 'Mensagens']);
    await page.context().close();
  });
});

describe('guards', () => {
  it('sends a forbidden section to /unauthorized', async () => {
    const page = await freshPage();
    await signInUi(page, intern.email, intern.password);
    await page.goto(`${APP_URL}/transactions`);
    await page.getByRole('heading', { name: 'Acesso não autorizado' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/unauthorized');
    await screenshot(page, 'unauthorized');
    await page.context().close();
  });

  it('returns a signed-out visitor to the page they asked for after sign-in', async () => {
    const page = await freshPage();
    await page.goto(`${APP_URL}/clients`);
    await page.getByLabel('E-mail').waitFor();
    await signInUi(page, admin.email, admin.password, '/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await page.getByRole('table', { name: 'Clientes do escritório' }).waitFor();
    await page.context().close();
  });

  it('signs out to the login page', async () => {
    const page = await freshPage();
    await signInUi(page, intern.email, intern.password);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByLabel('E-mail').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/Login');
    await page.goto(`${APP_URL}/events`);
    await page.getByLabel('E-mail').waitFor();
    await page.context().close();
  });

  it('every tab follows the session: signing out in one closes the open form in the other and says why', async () => {
    const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
    const first = await freshPage();
    await signInUi(first, lawyer.email, lawyer.password);
    // The second tab of the same browser shares the session.
    const second = await first.context().newPage();
    await second.goto(`${APP_URL}/clients`);
    await second.getByRole('button', { name: 'Novo cliente' }).click();
    await second.getByRole('dialog').getByLabel('Nome completo').fill('Rascunho de outra aba');

    await first.getByRole('button', { name: /Menu do usuário/ }).click();
    await first.getByRole('menuitem', { name: 'Sair' }).click();

    await second.waitForURL((url) => url.pathname === '/auth/Login', { timeout: 20_000 });
    await second.getByText('Você saiu do sistema em outra aba ou janela.').waitFor();
    expect(await second.getByRole('dialog').count()).toBe(0);
    await first.context().close();
  });

  it('tells a person disabled while signed in that the account was disabled', async () => {
    const adminToken = await signIn(admin.email, admin.password);
    const email = `desativada.${Date.now()}@barbosaadvocacia.test`;
    const created = (await callFn<StaffCreated>('staff-create', { email, name: 'Pessoa Desativada', read: ['Clientes'], write: [] }, adminToken)).result!;
    await setPasswordFromLink(created.passwordSetupLink!, 'Desativada#2026');
    const page = await freshPage();
    await signInUi(page, email, 'Desativada#2026');
    await page.goto(`${APP_URL}/clients`);
    await page.getByRole('table', { name: 'Clientes do escritório' }).waitFor();

    await callFn('staff-setDisabled', { uid: created.member.uid, expectedVersion: created.member.version, disabled: true }, adminToken);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/Login', { timeout: 20_000 });
    await page.getByText('Sua conta foi desativada. Fale com um administrador do escritório.').waitFor();
    await page.context().close();
  });
});

describe('toasts and dialogs', () => {
  it('shows a toast at the top centre and closes it', async () => {
    const page = await freshPage();
    // The style guide is for administrators (its example data reads like the office's own).
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/Blocks`);
    await page.getByRole('button', { name: 'Sucesso' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Aviso do tipo "success".' });
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 640)).toBeLessThan(4);
    expect(box?.y ?? 999).toBeLessThan(40);
    await toast.getByRole('button', { name: 'Fechar aviso' }).click();
    await toast.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('opens a dialog that traps focus, closes on Escape and gives focus back', async () => {
    const page = await freshPage();
    // The style guide is for administrators (its example data reads like the office's own).
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/Blocks`);
    const opener = page.getByRole('button', { name: 'Abrir diálogo' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await page.getByText('Arraste pela barra de título').waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('public LGPD pages', () => {
  it('shows the privacy notice with the controller identity, signed out', async () => {
    const page = await freshPage();
    await page.goto(`${APP_URL}/privacidade`);
    await page.getByText('Barbosa & Moreira Advogados Associados, CNPJ').waitFor();
    await page.getByRole('heading', { name: 'Seus direitos (art. 18 da LGPD)' }).waitFor();
    await page.context().close();
  });

  it('accepts a removal request and shows its protocol number', async () => {
    const page = await freshPage();
    await page.goto(`${APP_URL}/remocao`);
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.getByText('Informe seu nome completo').waitFor();
    await page.getByLabel('Nome completo').fill('Joana Pereira Lima');
    await page.getByLabel('E-mail').fill(`joana.${Date.now()}@exemplo.com.br`);
    await page.getByLabel('CPF (opcional)').fill('111.444.777-35');
    await page.getByLabel('Seu pedido').fill('Peço a exclusão dos meus dados de contato do cadastro do escritório.');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const protocol = await page.getByTestId('protocol').textContent();
    expect(protocol).toMatch(/^REM-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    await screenshot(page, 'removal-protocol');
    await page.context().close();
  });
});

describe('taking access away while the person is working', () => {
  it('refuses their next action and removes the section from their menu', async () => {
    // Set-up through the admin endpoint: a lawyer who can read Clientes and Agenda.
    const adminToken = await signIn(admin.email, admin.password);
    const email = `revogacao.${Date.now()}@barbosaadvocacia.test`;
    const created = (await callFn<StaffCreated>('staff-create', { email, name: 'Advogada Temporária', read: ['Clientes', 'Agenda'], write: [] }, adminToken))
      .result!;
    await setPasswordFromLink(created.passwordSetupLink!, 'Temporaria#2026');

    const lawyer = await freshPage();
    await signInUi(lawyer, email, 'Temporaria#2026');
    expect(await menuLabels(lawyer)).toEqual(['Início', 'Meu trabalho', 'Clientes', 'Agenda', 'Tarefas', 'Mensagens']);
    await lawyer.goto(`${APP_URL}/clients`);
    await lawyer.getByRole('table', { name: 'Clientes do escritório' }).waitFor();

    // The administrator revokes Clientes in the browser.
    const adminPage = await freshPage();
    await signInUi(adminPage, admin.email, admin.password);
    await adminPage.goto(`${APP_URL}/settings`);
    const row = adminPage.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: 'Acessos' }).click();
    await adminPage.getByRole('radio', { name: 'Clientes: sem acesso' }).check();
    await adminPage.getByRole('button', { name: 'Salvar acessos' }).click();
    await adminPage.getByText('Acessos salvos').waitFor();

    // Her next action (the next page of clients) is refused, and the menu follows.
    await lawyer.getByRole('button', { name: 'Próxima' }).click();
    await lawyer.waitForURL(`${APP_URL}/unauthorized`);
    expect(await menuLabels(lawyer)).toEqual(['Início', 'Meu trabalho', 'Agenda', 'Tarefas', 'Mensagens']);
    await lawyer.context().close();
    await adminPage.context().close();
  });
});

describe('access presets', () => {
  it('applies the Financeiro preset to a colleague, saves it, and her menu follows', async () => {
    // A colleague of this run, with the Agenda only: the preset must replace it, not add to it.
    const adminToken = await signIn(admin.email, admin.password);
    const email = `perfil.${Date.now()}@barbosaadvocacia.test`;
    const created = (await callFn<StaffCreated>('staff-create', { email, name: 'Financeira Temporária', read: ['Agenda'], write: [] }, adminToken)).result!;
    await setPasswordFromLink(created.passwordSetupLink!, 'Temporaria#2026');

    const adminPage = await freshPage();
    await signInUi(adminPage, admin.email, admin.password);
    await adminPage.goto(`${APP_URL}/settings`);
    const row = adminPage.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: 'Acessos' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Acessos de Financeira Temporária' });
    const presets = dialog.getByRole('group', { name: 'Perfil de acesso' });
    await presets.getByRole('status').getByText('Personalizado').waitFor();
    await presets.getByRole('button', { name: 'Aplicar perfil Financeiro' }).click();
    await presets.getByRole('status').getByText('Perfil: Financeiro').waitFor();
    expect(await dialog.getByRole('radio', { name: 'Financeiro: leitura e edição' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Clientes: leitura', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Agenda: sem acesso' }).isChecked()).toBe(true);
    await screenshot(adminPage, 'staff-access-preset');
    await dialog.getByRole('button', { name: 'Salvar acessos' }).click();
    await adminPage.getByText('Acessos salvos').waitFor();
    await row.getByText('Clientes, Financeiro (edição)', { exact: true }).waitFor();
    await adminPage.context().close();

    const colleague = await freshPage();
    await signInUi(colleague, email, 'Temporaria#2026');
    expect(await menuLabels(colleague)).toEqual(['Início', 'Clientes', 'Financeiro', 'Mensagens']);
    await colleague.context().close();
  });
});

describe('every scope label has a page in the menu', () => {
  it('the administrator reaches each section page from the menu', async () => {
    const page = await freshPage();
    await signInUi(page, admin.email, admin.password);
    for (const section of SECTIONS) {
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: section.label }).click();
      await page.waitForURL(`${APP_URL}${section.route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(SECTIONS.map((s) => s.label)).toEqual([...SCOPE_LABELS]);
    await page.context().close();
  });
});

describe('a lost connection', () => {
  it('never blanks the app: a dialog that cannot download says so and opens once the connection is back; lists say there is no connection', async () => {
    const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
    const page = await freshPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/clients`);
    await page.getByRole('table', { name: 'Clientes do escritório' }).waitFor();

    await page.context().setOffline(true);
    await page.getByText('Sem conexão com a internet. O que estiver na tela continua visível').waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Sem conexão com a internet. A lista aparece assim que a conexão voltar.').waitFor();
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    await page.getByRole('alertdialog', { name: 'Não foi possível abrir' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Clientes', level: 1 }).isVisible()).toBe(true);
    await screenshot(page, 'offline-clients');

    await page.context().setOffline(false);
    // Back online: the form opens by itself and the list loads.
    await page.getByRole('dialog', { name: 'Novo cliente' }).getByLabel('Nome completo').fill('Cliente depois da queda');
    await page.context().close();
  });
});
