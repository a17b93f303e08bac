/**
 * The e-mails, in pt-BR: one notification's, or a day's digest. Words come from describeNotification with the
 * recipient's access as it is when the e-mail goes out, so a lawsuit's number or a client's name reaches only who
 * may read it; a lawsuit under segredo de justiça was left out of the facts when the notification was made for
 * someone who may not see it (produce.ts). Each says why it was sent and where to change that.
 */
import {
  captureRunLines,
  describeNotification,
  EMULATOR_PORTS,
  escapeHtml,
  formatDate,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type CalendarDate,
  type NotificationRecord,
  type Scopes,
} from '@office/domain';
import { pagePath } from '@office/domain/addresses';
import { configuredAppOrigin } from '../platform/app-origin';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Links back to the app: APP_ORIGIN (a scheduled pass has no request to take the host from), else the local Hosting. */
function appOrigin(): string {
  return configuredAppOrigin() ?? `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
}

const PREFERENCES_PATH = pagePath('profileSettings');

interface Reader {
  name: string;
  scopes: Scopes | null;
  /** The office's name (Sobre), which every e-mail carries: a person may receive mail of more than one system. */
  office: string | null;
}

/** A notification's words, links made absolute; a capture run's also lists its intimações (what the reader may see). */
function item(record: NotificationRecord, reader: Reader) {
  const words = describeNotification(record.facts, reader.scopes);
  const lines = 'run' in record.facts ? captureRunLines(record.facts.run, reader.scopes).map((l) => ({ text: l.text, url: `${appOrigin()}${l.link}` })) : [];
  const more = 'run' in record.facts && lines.length ? record.facts.run.total - lines.length : 0;
  return { ...words, url: words.link ? `${appOrigin()}${words.link}` : null, lines, more };
}

type Item = ReturnType<typeof item>;

function linesText(i: Item, indent: string): string {
  if (!i.lines.length) return '';
  const more = i.more > 0 ? `\n${indent}… e mais ${i.more} na caixa de intimações.` : '';
  return `\n${i.lines.map((l) => `${indent}• ${l.text}\n${indent}  ${l.url}`).join('\n')}${more}`;
}

function linesHtml(i: Item): string {
  if (!i.lines.length) return '';
  const more = i.more > 0 ? `<p style="margin:4px 0">… e mais ${i.more} na caixa de intimações.</p>` : '';
  return `<ul style="padding-left:20px;margin:8px 0">${i.lines
    .map((l) => `<li style="margin-bottom:4px"><a href="${escapeHtml(l.url)}" style="color:#1d4ed8">${escapeHtml(l.text)}</a></li>`)
    .join('')}</ul>${more}`;
}

function page(title: string, office: string | null, body: string, footer: string): string {
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">',
    office ? `<p style="margin:0 0 16px;font-weight:bold;color:#1e3a5f">${escapeHtml(office)}</p>` : '',
    body,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px"><p style="font-size:13px;color:#6b7280">${footer}</p>`,
    '</body></html>',
  ].join('');
}

function footerOf(why: string, office: string | null): { text: string; html: string } {
  const url = `${appOrigin()}${PREFERENCES_PATH}`;
  const from = office ? `Enviado pelo sistema interno de ${office}. ` : '';
  return {
    text: `${from}Por que você recebeu este e-mail: ${why}\nPara mudar quais notificações chegam por e-mail e quando, acesse ${url} (Preferências → Notificações por e-mail).`,
    html: `${escapeHtml(from)}Por que você recebeu este e-mail: ${escapeHtml(why)}<br>Para mudar quais notificações chegam por e-mail e quando, acesse <a href="${escapeHtml(url)}">Preferências → Notificações por e-mail</a>.`,
  };
}

/** One notification, at once. */
export function notificationEmail(record: NotificationRecord, reader: Reader): RenderedEmail {
  const n = item(record, reader);
  const footer = footerOf(NOTIFICATION_KIND_LABELS[record.kind].why, reader.office);
  const heading = reader.office ? `${reader.office}\n\n` : '';
  // A run's message links to the worklist filtered to the reader's intimações still to be treated.
  const open = n.lines.length ? 'Abrir a lista das suas intimações a tratar' : 'Abrir no sistema';
  const link = n.url ? `\n\n${open}: ${n.url}` : '';
  const linkHtml = n.url ? `<p><a href="${escapeHtml(n.url)}" style="color:#1d4ed8">${open}</a></p>` : '';
  return {
    subject: n.title,
    text: `${heading}Olá, ${reader.name}.\n\n${n.title}\n${n.detail}${linesText(n, '')}${link}\n\n${footer.text}\n`,
    html: page(
      n.title,
      reader.office,
      `<p>Olá, ${escapeHtml(reader.name)}.</p><h1 style="font-size:18px;margin:16px 0 4px">${escapeHtml(n.title)}</h1><p style="margin:0">${escapeHtml(n.detail)}</p>${linesHtml(n)}${linkHtml}`,
      footer.html,
    ),
  };
}

/** A day's digest: the notifications grouped by kind, oldest first within each. */
export function digestEmail(records: NotificationRecord[], day: CalendarDate, reader: Reader): RenderedEmail {
  const groups = NOTIFICATION_KINDS.map((kind) => ({
    kind,
    items: records
      .filter((r) => r.kind === kind)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((r) => item(r, reader)),
  })).filter((g) => g.items.length > 0);
  const count = records.length;
  const subject = `Resumo de ${formatDate(day)}: ${count} ${count === 1 ? 'notificação' : 'notificações'}`;
  const why = `você escolheu receber estes tipos de notificação no resumo diário das 07:00 (${groups.map((g) => NOTIFICATION_KIND_LABELS[g.kind].label.toLowerCase()).join(', ')}).`;
  const footer = footerOf(why.charAt(0).toUpperCase() + why.slice(1), reader.office);
  const heading = reader.office ? `${reader.office}\n\n` : '';
  const text = groups
    .map((g) =>
      [
        `${NOTIFICATION_KIND_LABELS[g.kind].label} (${g.items.length})`,
        ...g.items.map((i) => `- ${i.title} — ${i.detail}${i.url ? ` (${i.url})` : ''}${linesText(i, '  ')}`),
      ].join('\n'),
    )
    .join('\n\n');
  const html = groups
    .map(
      (g) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(NOTIFICATION_KIND_LABELS[g.kind].label)} (${g.items.length})</h2><ul style="padding-left:20px;margin:0">${g.items
          .map(
            (i) =>
              `<li style="margin-bottom:8px">${i.url ? `<a href="${escapeHtml(i.url)}" style="color:#1d4ed8">${escapeHtml(i.title)}</a>` : escapeHtml(i.title)}<br><span style="color:#4b5563">${escapeHtml(i.detail)}</span>${linesHtml(i)}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  return {
    subject,
    text: `${heading}Olá, ${reader.name}.\n\nSeu resumo de ${formatDate(day)}:\n\n${text}\n\n${footer.text}\n`,
    html: page(subject, reader.office, `<p>Olá, ${escapeHtml(reader.name)}.</p><p>Seu resumo de ${escapeHtml(formatDate(day))}:</p>${html}`, footer.html),
  };
}
