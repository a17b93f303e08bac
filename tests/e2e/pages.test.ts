/**
 * Every page, checked by axe-core (WCAG 2.1 A and AA) in light and dark (the system's scheme switched on the
 * loaded page, as the app follows it), and screenshots of the main screens at desktop and phone widths for
 * people to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { signUp } from '../support/emulator-client';
import { APP_URL, axeViolations, cspViolations, launchBrowser, screenshot, signInUi, watchCsp, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
let browser: Browser;

/**
 * Routes of the application frame, visited as the administrator, with what proves each one finished loading
 * (and, where a table's header is not shown on phones, what proves it there).
 */
const APP_ROUTES: [string, string | RegExp, string?][] = [
  ['/', 'Abrir caixa'],
  ['/about', 'CNPJ'],
  ['/clients', 'Documento'],
  ['/clients/cli-001', 'Cadastro'],
  ['/lawsuits', '1–25 de'],
  ['/lawsuits/proc-001', 'Dados do processo'],
  // The inbox's subtitle, whether the DJEN was searched already or not.
  ['/lawsuits/intimations', /última busca no DJEN|nenhuma busca ainda/],
  ['/events', 'Hoje'],
  ['/events?view=week', 'Hoje'],
  ['/events?view=day', 'Hoje'],
  ['/events?view=list', 'Compromisso'],
  ['/events/evt-001', 'Local'],
  ['/events/deadline', 'Como funciona'],
  ['/appointment/evt-hoje-1', 'Local'],
  ['/tasks', 'Aguardando revisão'],
  ['/tasks?view=lista', 'Prioridade'],
  ['/tasks/tsk-001', 'Prazo vinculado'],
  ['/tasks/productivity', 'Concluídas no mês'],
  ['/my-work', 'Atrasados'],
  ['/articles', 'Última edição'],
  ['/articles/art-001', 'Capa'],
  ['/articles/new', 'Endereço'],
  ['/faq', 'Perguntas Frequentes'],
  ['/transactions', 'Vencimento', 'Descrição'],
  ['/transactions/trn-001', 'Dados do lançamento'],
  ['/transactions/accounts', 'Saldo atual'],
  ['/transactions/cash-flow', 'Subtotal de despesas'],
  ['/transactions/statement', 'Escolha um cliente para ver a prestação de contas.'],
  ['/transactions/statement?cliente=cli-005', 'Totais do período por natureza'],
  ['/settings', 'Equipe e acessos'],
  ['/settings/audit', 'Quem alterou o quê e quando'],
  ['/settings/calendar', 'Fechamentos do escritório'],
  ['/settings/categories', 'Salvar plano de contas'],
  ['/settings/templates', 'Procuração ad judicia et extra'],
  ['/settings/workflows', 'Inventário judicial'],
  ['/settings/exports', 'Exportações recentes'],
  ['/services', 'Histórico de sincronizações'],
  ['/messages', 'Assunto', 'Última mensagem'],
  ['/messages/msg-seed-2-1', 'Sua resposta'],
  ['/profile', 'Dados pessoais'],
  ['/profile/settings', 'Densidade das listas'],
  ['/unauthorized', 'Acesso não autorizado'],
  ['/Blocks', 'Blocos de interface'],
  ['/Crud', 'Padrão de cadastro'],
  ['/Documentation', 'Ajuda'],
  ['/Empty', 'Barbosa & Moreira'],
  ['/utilities/Icons', 'Ícones'],
];
const PUBLIC_ROUTES: [string, string][] = [
  ['/auth/Login', 'Entrar no sistema'],
  ['/auth/Register', 'Criar conta'],
  ['/auth/Error', 'Erro interno do servidor'],
  ['/NotFound', 'Página não encontrada'],
  ['/rota/que/nao/existe', 'Página não encontrada'],
  ['/privacidade', 'Encarregado pelo tratamento'],
  ['/remocao', 'Pedido de remoção'],
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function settle(page: Page, marker: string | RegExp): Promise<void> {
  await page.getByText(marker).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
  // Loading spinners gone (the style guide's demo spinner stays on purpose).
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"] .animate-spin')].some((el) => !el.closest('[data-demo]')), null, {
    timeout: 20_000,
  });
}

function expectNoViolations(route: string, violations: Awaited<ReturnType<typeof axeViolations>>): void {
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe on ${route}`).toEqual([]);
}

/** The browser-tab title each page had, filled by the axe runs. */
const titles = new Map<string, string>();

/**
 * Switches the page's colour scheme as the system would and waits until the app has followed it (the `dark`
 * class on <html>) and every colour transition the switch started has ended, so axe reads final colours.
 */
async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('dark') === dark &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    scheme === 'dark',
    { timeout: 10_000 },
  );
}

/** axe in light, then, on the same page switched to dark, axe again: each page is loaded once for both. */
async function expectAccessibleInBothSchemes(page: Page, route: string): Promise<void> {
  expectNoViolations(`${route} (light)`, await axeViolations(page));
  await switchScheme(page, 'dark');
  expectNoViolations(`${route} (dark)`, await axeViolations(page));
}

describe('accessibility (axe, light and dark)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await watchCsp(context);
    page = await context.newPage();
    await signInUi(page, admin.email, admin.password);
  });
  afterAll(async () => context?.close());

  // Each page also runs under the Content-Security-Policy of firebase.json: it may not break a rule of it.
  it.each(APP_ROUTES)('%s has no violations', async (route, marker) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${APP_URL}${route}`);
    await settle(page, marker);
    await expectAccessibleInBothSchemes(page, route);
    expect(await cspViolations(page), `CSP on ${route}`).toEqual([]);
    expect(await wideElements(page), `${route} width`).toEqual([]);
    titles.set(route, await page.title());
  });

  it.each(PUBLIC_ROUTES)('%s (signed out) has no violations', async (route, marker) => {
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await watchCsp(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${APP_URL}${route}`);
    await settle(visitor, marker);
    await expectAccessibleInBothSchemes(visitor, route);
    expect(await cspViolations(visitor), `CSP on ${route}`).toEqual([]);
    await visitorContext.close();
  });
});

describe('browser-tab titles', () => {
  it('give every page its own title, ending with the office name; a record page names its record', () => {
    expect(titles.size).toBe(APP_ROUTES.length);
    for (const [route, title] of titles) expect(title, route).toMatch(/^.+ · Barbosa & Moreira$/);
    expect(titles.get('/clients')).toBe('Clientes · Barbosa & Moreira');
    expect(titles.get('/')).toBe('Início · Barbosa & Moreira');
    expect(titles.get('/clients/cli-001')).toMatch(/^[^·]+ · Clientes · Barbosa & Moreira$/);
    expect(titles.get('/lawsuits/proc-001')).toMatch(/^[^·]+ · Processos · Barbosa & Moreira$/);
    // Section pages and record pages differ from one another.
    // Views of one page (?view=…) share its title.
    const pages = APP_ROUTES.map(([route]) => route).filter((r) => !r.includes('?') && !['/events/evt-001', '/appointment/evt-hoje-1'].includes(r));
    expect(new Set(pages.map((r) => titles.get(r))).size).toBe(pages.length);
  });
});

// Nothing may push a page sideways on a phone: the element that does is named.
describe('phone width (390 px)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it.each(PUBLIC_ROUTES)('%s (signed out) fits', async (route, marker) => {
    await page.goto(`${APP_URL}${route}`);
    await settle(page, marker);
    expect(await wideElements(page)).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(async () => signInUi(page, admin.email, admin.password));

    it.each(APP_ROUTES)('%s fits', async (route, marker, phoneMarker) => {
      await page.goto(`${APP_URL}${route}`);
      await settle(page, phoneMarker ?? marker);
      expect(await wideElements(page)).toEqual([]);
    });
  });
});

describe('accessibility of the waiting page', () => {
  it('/auth/Access (signed up, no access yet) has no violations', async () => {
    const email = `aguardando.${Date.now()}@barbosaadvocacia.test`;
    await signUp(email, 'Aguardando#2026');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Aguardando#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${APP_URL}/auth/Access`);
    await settle(page, 'Aguardando liberação de acesso');
    expectNoViolations('/auth/Access', await axeViolations(page));
    await screenshot(page, 'access-waiting');
    await page.close();
  });
});

describe('screenshots for review', () => {
  const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${size} ${scheme}`, async () => {
        const context = await browser.newContext({ viewport, colorScheme: scheme });
        const page = await context.newPage();
        const tag = `${size}-${scheme}`;
        for (const [route, marker, name] of [
          ['/auth/Login', 'Entrar no sistema', 'login'],
          ['/privacidade', 'Encarregado pelo tratamento', 'privacidade'],
          ['/remocao', 'Pedido de remoção', 'remocao'],
          ['/pagina/inexistente', 'Página não encontrada', '404'],
        ] as const) {
          await page.goto(`${APP_URL}${route}`);
          await settle(page, marker);
          await screenshot(page, `${name}-${tag}`);
        }
        await signInUi(page, admin.email, admin.password);
        for (const [route, marker, name] of [
          ['/', 'Abrir caixa', 'dashboard'],
          ['/clients', 'Documento', 'clientes'],
          ['/settings/templates', 'Procuração ad judicia et extra', 'modelos'],
          ['/settings/workflows', 'Inventário judicial', 'fluxos'],
          ['/lawsuits/proc-033', 'Partes contrárias', 'processo-partes'],
          ['/unauthorized', 'Acesso não autorizado', 'unauthorized'],
        ] as const) {
          await page.goto(`${APP_URL}${route}`);
          await settle(page, marker);
          // Nothing may push the page sideways on a phone.
          expect(await wideElements(page), `${route} width`).toEqual([]);
          await screenshot(page, `${name}-${tag}`);
        }
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Abrir menu' }).click();
          await page.getByRole('button', { name: 'Fechar menu' }).waitFor();
          await screenshot(page, `menu-drawer-${tag}`);
        }
        await context.close();
      });
    }
  }
});
