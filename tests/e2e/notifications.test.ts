/**
 * Notificações in the browser: a reminder fires when the notifier's pass reaches its time (the emulator-only
 * `notifierTick`, with a chosen clock: no waiting), Rafael's bell counts it, the panel says what it is and a click
 * goes to the entry and marks it read; "Marcar todas como lidas", "Ver todas" and "Só não lidas"; the e-mail
 * preferences card, whose "Na hora" sends a new message's e-mail at once (to the local MailDev sink); Lucas, who
 * does not read Processos but is on the hearing, is reminded with its lawsuit's number. Axe, phone widths and the
 * dark theme.
 *
 * This file lives in March 2032 (the HTTP suite has 2031): its passes move forward in time, as the notifier's mark does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type {
  EventDetail,
  EventSaved,
  LawsuitRecord,
  Listed,
  NotificationPage,
  NotificationPreferencesView,
  NotificationView,
  ThreadView,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { eventInput } from '../support/agenda';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { tick } from '../support/notifier';

const by = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const helena = by('staff-helena-barbosa');
const rafael = by('staff-rafael-moreira');
const lucas = by('staff-lucas-almeida');
const stamp = Date.now().toString(36);
const TITLE = `Audiência de conciliação ${stamp}`;
const MESSAGE_SUBJECT = `Petição inicial revisada ${stamp}`;
/** Monday 15/03/2032, 14:00 in São Paulo (17:00 UTC), reminder 1 hour before: 16:00 UTC, shown as 13:00. */
const DAY = '2032-03-15';
const REMINDER_DETAIL = 'Audiência em 15/03/2032 às 14:00 (lembrete 1 hora antes)';
const REMINDER_SHOWN_AT = '15/03/2032 13:00';
/** A seeded lawsuit with a CNJ number (read in beforeAll). */
const LAWSUIT_ID = 'proc-003';

const tokens: Record<string, string> = {};
let browser: Browser;
let lawsuit: { cnj: string; clientName: string };
let entryId = '';
/** Rafael's "Novas mensagens" mode before this file, put back at the end. */
let rafaelMessageMode: NotificationPreferencesView['email']['mensagem'] = 'resumo';

async function call<T>(who: { uid: string }, name: string, data: unknown = {}): Promise<T> {
  const res = await callFn<T>(name, data, tokens[who.uid]);
  expect(res.error, `${name}: ${JSON.stringify(res.error)}`).toBeUndefined();
  return res.result!;
}

const serverUnread = async (who: { uid: string }) => (await call<{ unread: number }>(who, 'notifications-unreadCount')).unread;
const reminderOf = async (who: { uid: string }): Promise<NotificationView | undefined> =>
  (await call<NotificationPage>(who, 'notifications-list', { limit: 50 })).items.find((n) => n.kind === 'lembrete' && n.link === `/events/${entryId}`);

async function setMessageMode(mode: NotificationPreferencesView['email']['mensagem']): Promise<void> {
  const prefs = await call<NotificationPreferencesView>(rafael, 'notifications-preferences');
  if (prefs.email.mensagem !== mode) await call(rafael, 'notifications-updatePreferences', { expectedVersion: prefs.version, email: { mensagem: mode } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const s of [helena, rafael, lucas]) tokens[s.uid] = await signIn(s.email, s.password);
  const found = await call<Listed<LawsuitRecord>>(helena, 'lawsuits-get', { id: LAWSUIT_ID });
  expect(found.cnj, 'the seeded lawsuit has a CNJ number').toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
  lawsuit = { cnj: found.cnj!, clientName: found.clientName };
  // The card must change something: whatever the HTTP suite left, Rafael starts on the digest for messages.
  rafaelMessageMode = (await call<NotificationPreferencesView>(rafael, 'notifications-preferences')).email.mensagem;
  await setMessageMode('resumo');
  const saved = await call<EventSaved>(helena, 'agenda-create', {
    event: eventInput({
      date: DAY,
      title: TITLE,
      ownerId: helena.uid,
      participantIds: [rafael.uid, lucas.uid],
      reminderMinutes: 60,
      lawsuitId: LAWSUIT_ID,
    }),
  });
  entryId = saved.event.id;
});

afterAll(async () => {
  if (tokens[rafael.uid]) await setMessageMode(rafaelMessageMode);
  if (entryId) {
    // Far in the future, but the agenda's list view would still show it to the files after this one.
    const entry = await call<EventDetail>(helena, 'agenda-get', { id: entryId });
    await call(helena, 'agenda-delete', { id: entryId, expectedVersion: entry.version });
  }
  await browser?.close();
});

async function as(person: { email: string; password: string }, width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, colorScheme, locale: 'pt-BR' })).newPage();
  await signInUi(page, person.email, person.password);
  return page;
}

/**
 * The top bar's bell (a CSS locator: while its panel is open the page behind is inert, out of the accessibility
 * tree), told from the search button beside it by its name ("Notificações", "1 notificação não lida"…).
 */
const bell = (page: Page) => page.locator('header button[aria-haspopup="dialog"][aria-label*="otifica"]');

/** What the bell's accessible name says, as a count (0 for plain "Notificações"). */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  if (name === 'Notificações') return 0;
  const count = /^(\d+) notificaç(?:ão|ões) não lidas?$/.exec(name)?.[1];
  if (!count) throw new Error(`unexpected bell name "${name}"`);
  return Number(count);
}

/** Opens the bell's panel and waits for its list (or its "Nenhuma notificação.") to load. */
async function openPanel(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Notificações|\d+ notificaç(ão|ões) não lidas?)$/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await panel.getByRole('list', { name: 'Notificações' }).or(panel.getByText('Nenhuma notificação.')).waitFor();
  return panel;
}

/**
 * Turns "Só não lidas" on or off. A click, then a wait: the address changes in a transition (AppRouter), so the
 * controlled checkbox shows its new state a moment after the click, which Playwright's check() does not wait for.
 */
async function onlyUnread(page: Page, on: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name: 'Só não lidas' });
  if ((await box.isChecked()) !== on) await box.click();
  await page.waitForURL((url) => url.pathname === '/notifications' && url.search === (on ? '?read=nao-lidas' : ''));
  await expect.poll(() => box.isChecked()).toBe(on);
}

describe('Notificações', () => {
  it('rings once the reminder time is reached, not before; the panel says what it is; a click goes to the entry and marks it read', async () => {
    await tick('2032-03-15T15:59:00.000Z'); // a minute before the reminder
    const page = await as(rafael);
    const before = await serverUnread(rafael);
    expect(before, 'being put on the entry told Rafael at once').toBeGreaterThanOrEqual(1);
    await expect.poll(() => bellCount(page)).toBe(before);
    let panel = await openPanel(page);
    // The entry is there (Rafael was put on it), its reminder not yet.
    await panel
      .getByRole('listitem')
      .filter({ hasText: `Você foi incluído(a) em: ${TITLE}` })
      .waitFor();
    expect(
      await panel
        .getByRole('listitem')
        .filter({ hasText: `Lembrete: ${TITLE}` })
        .count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await reminderOf(rafael)).toBeUndefined();

    await tick('2032-03-15T16:00:30.000Z');
    expect(await serverUnread(rafael)).toBe(before + 1);
    // The page learns of it at its next count (every minute, on focus once the count is 30 s old, on load): here a reload.
    await page.reload();
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    expect(await bell(page).getAttribute('aria-label')).toBe(`${before + 1} ${before + 1 === 1 ? 'notificação não lida' : 'notificações não lidas'}`);
    expect(await page.getByTestId('notification-badge').textContent()).toBe(String(before + 1));

    panel = await openPanel(page);
    const item = panel.getByRole('listitem').filter({ hasText: `Lembrete: ${TITLE}` });
    const text = (await item.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(`Não lida: Lembrete: ${TITLE}`);
    expect(text).toContain(REMINDER_DETAIL);
    // Rafael reads Processos: the lawsuit's number is in the detail.
    expect(text).toContain(`Processo ${lawsuit.cnj}`);
    expect(text).toContain(REMINDER_SHOWN_AT);
    // Newest first: the reminder (2032) above being put on the entry (today).
    expect((await panel.getByRole('listitem').first().innerText()).replace(/\s+/g, ' ')).toContain(`Lembrete: ${TITLE}`);

    await item.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/events/${entryId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => bellCount(page)).toBe(before);
    expect((await reminderOf(rafael))?.read).toBe(true);
    // A pass at the same time again finds nothing new for him.
    await tick('2032-03-15T16:01:00.000Z');
    expect(await serverUnread(rafael)).toBe(before);
  });

  it("reminds Lucas (Agenda only), who is on the entry, with its lawsuit's number and client", async () => {
    const page = await as(lucas);
    const panel = await openPanel(page);
    const item = panel.getByRole('listitem').filter({ hasText: `Lembrete: ${TITLE}` });
    const text = (await item.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(REMINDER_DETAIL);
    expect(text).toContain(REMINDER_SHOWN_AT);
    // He goes to the hearing: he needs to know which case and whose, without Processos (its page stays closed).
    expect(text).toContain(`Processo ${lawsuit.cnj} · Cliente ${lawsuit.clientName}`);
    const [mail] = await waitForMail((m) => m.to.includes(lucas.email) && m.subject === `Lembrete: ${TITLE}`);
    expect(mail!.text).toContain(REMINDER_DETAIL);
    expect(mail!.text).toContain(`Processo ${lawsuit.cnj} · Cliente ${lawsuit.clientName}`);
  });

  describe.each([
    [1280, 'light'],
    [390, 'light'],
    [1280, 'dark'],
    [390, 'dark'],
  ] as const)('at %i px, %s', (width, theme) => {
    it('shows /notifications and the open panel accessibly, in pt-BR, within the screen', async () => {
      const page = await as(rafael, width, theme);
      await page.goto(`${APP_URL}/notifications`);
      await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor();
      await page
        .getByRole('list', { name: 'Notificações' })
        .getByRole('listitem')
        .filter({ hasText: `Lembrete: ${TITLE}` })
        .getByText(REMINDER_DETAIL)
        .waitFor();
      await page.getByText(/^(Nenhuma não lida|1 não lida|\d+ não lidas)$/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await wideElements(page)).toEqual([]);
      await screenshot(page, `notifications-page-${width}-${theme}`);

      // The panel over the short list of unread ones: a full-page screenshot of a long page would show the page
      // running on below the phone's sheet, which covers only the screen.
      await onlyUnread(page, true);
      await page.getByRole('list', { name: 'Notificações não lidas' }).or(page.getByText('Nenhuma notificação não lida.')).waitFor();
      const panel = await openPanel(page);
      const reminder = panel.getByRole('listitem').filter({ hasText: `Lembrete: ${TITLE}` });
      await reminder.getByText(REMINDER_SHOWN_AT).waitFor();
      await panel.getByRole('button', { name: 'Marcar todas como lidas' }).waitFor();
      await panel.getByRole('link', { name: 'Ver todas' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await wideElements(page)).toEqual([]);
      // The dialog role sits on Headless UI's outer element; the panel is its DialogPanel.
      const box = (await panel.locator('[id^="headlessui-dialog-panel"]').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Hung under the bell on a wide screen, the whole screen on a phone.
      if (width === 390) expect(box.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
      else expect(box.width).toBeLessThan(450);
      await screenshot(page, `notifications-panel-${width}-${theme}`);
      await page.context().close();
    });
  });

  it('filters to the unread ones, marks all read from the panel, and "Ver todas" leads to the page', async () => {
    const page = await as(rafael);
    const unread = await serverUnread(rafael);
    expect(unread).toBeGreaterThanOrEqual(1);
    await page.goto(`${APP_URL}/notifications`);
    const all = page.getByRole('list', { name: 'Notificações' });
    const reminder = (list: typeof all) => list.getByRole('listitem').filter({ hasText: `Lembrete: ${TITLE}` });
    const added = (list: typeof all) => list.getByRole('listitem').filter({ hasText: `Você foi incluído(a) em: ${TITLE}` });
    await reminder(all).waitFor();
    await added(all).waitFor();
    await page.getByText(unread === 1 ? '1 não lida' : `${unread} não lidas`, { exact: true }).waitFor();

    // "Só não lidas": the reminder (read when he opened it) goes, being put on the entry (unread) stays.
    await onlyUnread(page, true);
    const unreadList = page.getByRole('list', { name: 'Notificações não lidas' });
    await added(unreadList).waitFor();
    await expect.poll(() => reminder(unreadList).count()).toBe(0);
    await expect.poll(() => unreadList.getByRole('listitem').count()).toBe(Math.min(unread, 20));
    await onlyUnread(page, false);
    await reminder(all).waitFor();
    await onlyUnread(page, true);
    await added(unreadList).waitFor();

    // "Marcar todas como lidas" in the panel: the badge goes, and the page behind, filtered, empties.
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await panel.getByRole('status').getByText('Todas as notificações foram marcadas como lidas.').waitFor();
    await expect.poll(() => bellCount(page)).toBe(0);
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
    expect(await panel.innerText()).not.toContain('Não lida:');
    expect(await panel.getByRole('button', { name: 'Marcar todas como lidas' }).getAttribute('aria-disabled')).toBe('true');
    expect(await serverUnread(rafael)).toBe(0);

    // A click beside the panel closes it and does nothing else (the page behind is inert while it is open).
    await page.mouse.click(400, 700);
    await panel.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/notifications');

    // "Ver todas" from another page opens /notifications, where the filter still finds none unread.
    await page.goto(`${APP_URL}/events/${entryId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await (await openPanel(page)).getByRole('link', { name: 'Ver todas' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications' && url.search === '');
    await page.getByRole('dialog', { name: 'Notificações' }).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor();
    await page.getByText('Nenhuma não lida', { exact: true }).waitFor();
    await reminder(all).waitFor();
    await onlyUnread(page, true);
    await page.getByText('Nenhuma notificação não lida.').waitFor();
    expect(await page.getByRole('list', { name: 'Notificações não lidas' }).count()).toBe(0);
  });

  it('saves "Novas mensagens: Na hora" on the preferences card, and a new message is then mailed at once', async () => {
    const page = await as(rafael);
    await page.goto(`${APP_URL}/profile/settings`);
    const card = page.getByRole('region', { name: 'Notificações por e-mail' });
    const messages = card.getByLabel('Novas mensagens');
    await expect.poll(() => messages.inputValue()).toBe('resumo');
    await card.getByText(rafael.email).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await messages.selectOption({ label: 'Na hora' });
    await card.getByRole('button', { name: 'Salvar preferências de e-mail' }).click();
    await page.getByText('Preferências de e-mail salvas').waitFor();
    expect((await call<NotificationPreferencesView>(rafael, 'notifications-preferences')).email.mensagem).toBe('imediato');
    await screenshot(page, 'notifications-email-preferences-1280-light');
    await page.reload();
    await expect.poll(() => card.getByLabel('Novas mensagens').inputValue()).toBe('imediato');
    await expect.poll(() => card.getByLabel('Lembretes da agenda').inputValue()).toBe('imediato');
    expect(await axeViolations(page)).toEqual([]);

    const thread = await call<ThreadView>(helena, 'messages-send', {
      toIds: [rafael.uid],
      subject: MESSAGE_SUBJECT,
      body: 'Rafael, a inicial está revisada; pode protocolar.',
      link: null,
    });
    await tick('2032-03-15T16:05:00.000Z');
    const [mail] = await waitForMail((m) => m.to.includes(rafael.email) && m.subject === `Nova mensagem de ${helena.name}` && m.text.includes(MESSAGE_SUBJECT));
    expect(mail!.subject).toBe('Nova mensagem de Helena Barbosa');
    expect(mail!.text).toContain(`/messages/${thread.mailbox.threadId}`);
    expect(mail!.text).toContain('Por que você recebeu este e-mail: Você recebeu uma mensagem interna.');
    // The bell has it too.
    await page.reload();
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(1);
    const panel = await openPanel(page);
    await panel
      .getByRole('listitem')
      .filter({ hasText: `Nova mensagem de ${helena.name}` })
      .getByText(MESSAGE_SUBJECT)
      .waitFor();
  });
});
