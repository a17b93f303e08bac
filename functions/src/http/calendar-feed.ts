import '../platform/firebase';
import { createHash } from 'node:crypto';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  calendarFeed as buildFeed,
  can,
  COLLECTIONS,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  FEED_TOKEN_PATTERN,
  LOCAL_PROJECT_ID,
  normalizeScopes,
  officeDayRange,
  serializeICalendar,
  type EventRecord,
  type Listed,
  type Scopes,
  type Viewer,
} from '@office/domain';
import { stores } from '../store/open-stores';
import type { ListPage } from '../store/port';
import { typedStores, type TypedDocumentStore } from '../store/typed';
import { toListed } from '../platform/pages';
import { labelFor, viewerOf, withoutHiddenClients } from '../platform/lawsuit-visibility';
import { appOrigin, notModified } from './conditional';

/** Most entries one feed carries: a busy lawyer's 15 months, well past what a calendar app shows at once. */
const MAX_FEED_ENTRIES = 2000;
const PAGE = 500;

/** The token in /agenda/<token>.ics (Hosting) or /<token>.ics (the function's own URL); anything else is no feed. */
function tokenOf(path: string): string | null {
  const last = path.split('/').pop() ?? '';
  const token = last.endsWith('.ics') ? last.slice(0, -4) : last;
  return FEED_TOKEN_PATTERN.test(token) ? token : null;
}

/** The person's entries in the feed's window, in start order. */
async function personEntries(store: TypedDocumentStore, uid: string, now: Date): Promise<Listed<EventRecord>[]> {
  const from = officeDayRange(now, -FEED_DAYS_BACK).start;
  const to = officeDayRange(now, FEED_DAYS_AHEAD).start;
  const out: Listed<EventRecord>[] = [];
  let after: string | null = null;
  do {
    const page: ListPage<EventRecord> = await store.list(COLLECTIONS.events, {
      where: [
        { field: 'people', op: 'array-contains', value: uid },
        { field: 'startsAt', op: '>=', value: from },
        { field: 'startsAt', op: '<', value: to },
      ],
      orderBy: [{ field: 'startsAt' }],
      limit: PAGE,
      after,
    });
    out.push(...page.docs.map((d) => toListed(d)));
    after = page.nextCursor;
  } while (after && out.length < MAX_FEED_ENTRIES);
  return out.slice(0, MAX_FEED_ENTRIES);
}

/** Lawsuit numbers and client names for the entries that name them (left unread when the feed is minimal). */
/**
 * The lawsuit numbers and client names an entry links to, only for the sections the person reads: the app
 * shows someone without Processos "Processo vinculado (sem acesso a Processos)", and the feed must not say more.
 * A lawsuit under segredo de justiça that is not the person's is named HIDDEN_LAWSUIT_LABEL.
 */
async function names(store: TypedDocumentStore, entries: Listed<EventRecord>[], scopes: Scopes, viewer: Viewer) {
  const lawsuitIds = can(scopes, 'lawsuits', 'read') ? [...new Set(entries.flatMap((e) => (e.lawsuitId ? [e.lawsuitId] : [])))] : [];
  const clientIds = can(scopes, 'clients', 'read') ? [...new Set(entries.flatMap((e) => (e.clientId ? [e.clientId] : [])))] : [];
  const [lawsuits, clients] = await Promise.all([store.getMany(COLLECTIONS.lawsuits, lawsuitIds), store.getMany(COLLECTIONS.clients, clientIds)]);
  return {
    lawsuits: Object.fromEntries(lawsuits.flatMap((l) => (l ? [[l.id, labelFor(viewer, l.data)]] : []))),
    clients: Object.fromEntries(clients.flatMap((c) => (c ? [[c.id, c.data.name]] : []))),
  };
}

function notFound(res: Response): void {
  res
    .status(404)
    .set('Content-Type', 'text/plain; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .send('Agenda não encontrada: este endereço foi trocado ou revogado. Gere um novo em Meu perfil.');
}

async function serve(req: Request, res: Response): Promise<void> {
  const token = tokenOf(req.path);
  if (!token) {
    notFound(res);
    return;
  }
  const store = typedStores(await stores()).documents;
  const found = await store.list(COLLECTIONS.calendarFeeds, { where: [{ field: 'token', op: '==', value: token }], limit: 1 });
  const feed = found.docs[0];
  if (!feed) {
    notFound(res);
    return;
  }
  // The address lasts only while its person may read the Agenda: a disabled account or a removed label ends it.
  const staff = await store.get(COLLECTIONS.staff, feed.id);
  const scopes = normalizeScopes(staff?.data.scopes ?? {});
  if (!staff || staff.data.disabled || !can(scopes, 'agenda', 'read')) {
    notFound(res);
    return;
  }

  // Segredo de justiça as the feed's owner sees it: their staff record says whether they administer, and the client
  // of a lawsuit they may not see stays unnamed.
  const owner = { uid: feed.id, staff };
  const entries = await withoutHiddenClients(owner, store, await personEntries(store, feed.id, new Date()));
  const named = feed.data.minimal ? { lawsuits: {}, clients: {} } : await names(store, entries, scopes, viewerOf(owner));
  const body = serializeICalendar(
    buildFeed(entries, {
      personName: staff.data.name,
      minimal: feed.data.minimal,
      ...named,
      appOrigin: appOrigin(req),
      uidDomain: `${process.env.GCLOUD_PROJECT ?? LOCAL_PROJECT_ID}.agenda`,
    }),
  );
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  res
    .set('ETag', etag)
    // Calendar apps revalidate with If-None-Match; nothing in between may keep a private agenda.
    .set('Cache-Control', 'private, no-cache')
    .set('X-Robots-Tag', 'noindex')
    .set('Referrer-Policy', 'no-referrer');
  if (notModified(req, etag)) {
    res.status(304).end();
    return;
  }
  res
    .status(200)
    .set('Content-Type', 'text/calendar; charset=utf-8')
    .set('Content-Disposition', 'inline; filename="agenda.ics"')
    // Express leaves the body out of a HEAD answer and keeps its length.
    .send(body);
}

/**
 * /agenda/<token>.ics: a person's calendar feed (iCalendar, RFC 5545) for Google Agenda, Outlook or Apple
 * Calendar. The secret address is the credential (calendar apps send no sign-in); a reset or revoked one is 404.
 */
export const agendaFeed = onRequest({ cors: false, timeoutSeconds: 30 }, async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Content-Type', 'text/plain; charset=utf-8').send('Use GET para ler a agenda.');
      return;
    }
    await serve(req, res);
  } catch (error) {
    console.error('agendaFeed', error);
    res.status(500).set('Content-Type', 'text/plain; charset=utf-8').send('Não foi possível montar a agenda agora. Tente de novo em alguns minutos.');
  }
});
