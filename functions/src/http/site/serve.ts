import '../../platform/firebase';
import { createHash } from 'node:crypto';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS, formatPhoneBR, OFFICE_PROFILE_ID } from '@office/domain';
import { stores, type Stores } from '../../store/open-stores';
import { InvalidCursorError } from '../../store/errors';
import { typedStores, type TypedDocumentStore } from '../../store/typed';
import { configuredAppOrigin } from '../../platform/app-origin';
import { toListed } from '../../platform/pages';
import { publicArticle, publicSummary, visibleArticles, visibleBySlug } from '../../entities/articles/public-articles';
import { publicTeam, publishedFaq } from '../../callables/publicPages/shared';
import { notModified } from '../conditional';
import { atomFeed, FEED_ENTRIES } from './feed';
import type { SiteOffice } from './layout';
import { ARTICLES_PER_PAGE, areasPage, articleListPage, articlePage, faqPage, notFoundPage, teamPage, type SiteContext } from './pages';
import { robotsTxt, sitemapXml } from './sitemap';
import { isStylePath, SITE_CSS, STYLE_PATH } from './style';
import { CONTACT_PATH, CONTACT_SENT_PATH, checkContact, isCrossSitePost, MAX_CONTACT_BODY, parseContactBody, type ContactFormState } from './contact';
import { contactPage, contactSentPage, HOME_ARTICLES, HOME_PATH, homePage } from './home';
import { receiveSiteContact } from '../../entities/clients/site-contact';
import { withMailSent } from '../../notifications/mail-soon';
import { clientAddress } from '../../platform/client-address';

/**
 * How long a reader or the CDN may keep a page: a newly published article appears, and an unpublished one
 * disappears, within five minutes. Revalidation after that is a 304 when nothing changed (ETag).
 */
export const SITE_CACHE_SECONDS = 300;
/** A missing page is kept only a minute: a scheduled article's address turns into its page on time. */
const MISSING_CACHE_SECONDS = 60;
/** The sitemap lists at most this many articles, newest first (the protocol allows 50,000 addresses). */
const SITEMAP_ARTICLES = 500;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Answer {
  status: number;
  type: string;
  body: string;
  cache: 'page' | 'missing' | 'immutable' | 'none';
  /** Where a redirect sends the reader. */
  location?: string;
}

const html = (body: string, status = 200): Answer => ({ status, type: 'text/html; charset=utf-8', body, cache: status === 200 ? 'page' : 'missing' });
const text = (body: string, status: number, cache: Answer['cache'] = 'none'): Answer => ({ status, type: 'text/plain; charset=utf-8', body, cache });

/** Without APP_ORIGIN the feed and the sitemap cannot name absolute addresses: they say so rather than guess a host. */
const NO_ORIGIN =
  'O endereço público do site não está configurado: defina APP_ORIGIN (por exemplo https://www.seu-escritorio.adv.br) nas variáveis das funções para publicar o feed e o sitemap.';

const EMPTY_OFFICE: SiteOffice = {
  name: 'Escritório',
  oabRegistration: '',
  email: '',
  phone: '',
  address: { cep: '', street: '', number: '', complement: '', district: '', city: '', state: '' },
};

async function siteContext(store: TypedDocumentStore): Promise<SiteContext> {
  const office = (await store.get(COLLECTIONS.office, OFFICE_PROFILE_ID))?.data;
  return { office: office ?? EMPTY_OFFICE, origin: configuredAppOrigin() };
}

async function articleList(store: TypedDocumentStore, ctx: SiteContext, after: string | null): Promise<Answer> {
  try {
    const page = await visibleArticles(store, { limit: ARTICLES_PER_PAGE, after });
    return html(
      articleListPage(
        ctx,
        page.docs.map((d) => publicSummary(toListed(d))),
        page.nextCursor,
        after !== null,
      ),
    );
  } catch (error) {
    // A cursor the store did not make (edited by hand, or from before a change): the page is not there.
    if (error instanceof InvalidCursorError) return html(notFoundPage(ctx, '/artigos'), 404);
    throw error;
  }
}

async function feed(store: TypedDocumentStore, ctx: SiteContext): Promise<Answer> {
  if (!ctx.origin) return text(NO_ORIGIN, 503);
  const page = await visibleArticles(store, { limit: FEED_ENTRIES });
  const body = atomFeed(
    ctx.origin,
    ctx.office.name,
    page.docs.map((d) => publicArticle(toListed(d))),
  );
  return { status: 200, type: 'application/atom+xml; charset=utf-8', body, cache: 'page' };
}

async function sitemap(store: TypedDocumentStore, ctx: SiteContext): Promise<Answer> {
  if (!ctx.origin) return text(NO_ORIGIN, 503);
  const [articles, faq] = await Promise.all([visibleArticles(store, { limit: SITEMAP_ARTICLES }), publishedFaq(store)]);
  const latest = (dates: string[]) => dates.reduce<string | undefined>((a, b) => (a === undefined || b > a ? b : a), undefined);
  const listed = articles.docs.map((d) => publicSummary(toListed(d)));
  const body = sitemapXml(ctx.origin, listed, {
    '/artigos': latest(listed.map((a) => a.updatedAt)),
    '/perguntas-frequentes': latest(faq.map((e) => e.updatedAt)),
  });
  return { status: 200, type: 'application/xml; charset=utf-8', body, cache: 'page' };
}

/**
 * The page's address without the query parameters it does not read (only /artigos reads "depois"), or null
 * when it has none. Every page is cached by its whole address; a made-up parameter would reach the function
 * each time, so it is answered with a redirect, which costs no read and is cached itself.
 */
function cleanAddress(req: Request, path: string): string | null {
  const query = new URL(req.originalUrl, 'http://site').searchParams;
  const after = path === '/artigos' ? query.getAll('depois') : [];
  const kept = after.length === 1 && after[0] ? `?depois=${encodeURIComponent(after[0])}` : '';
  return [...query.keys()].length === (kept ? 1 : 0) ? null : `${path}${kept}`;
}

/** What the site answers at the request's path (a page that says so for any address it does not have). */
async function route(req: Request, store: TypedDocumentStore): Promise<Answer> {
  const path = req.path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
  if (isStylePath(path)) return { status: 200, type: 'text/css; charset=utf-8', body: SITE_CSS, cache: path === STYLE_PATH ? 'immutable' : 'page' };
  if (path === '/robots.txt') return text(robotsTxt(configuredAppOrigin()), 200, 'page');
  const clean = cleanAddress(req, path);
  if (clean) return { status: 301, type: 'text/plain; charset=utf-8', body: `Movido para ${clean}`, cache: 'page', location: clean };
  const ctx = await siteContext(store);
  switch (path) {
    case '/sitemap.xml':
      return sitemap(store, ctx);
    case '/artigos/feed.atom':
      return feed(store, ctx);
    case '/artigos': {
      const after = typeof req.query.depois === 'string' ? req.query.depois : null;
      return articleList(store, ctx, after);
    }
    case '/perguntas-frequentes':
      return html(faqPage(ctx, await publishedFaq(store)));
    case '/equipe':
      return html(teamPage(ctx, (await publicTeam(store)).members));
    case '/areas': {
      const team = await publicTeam(store);
      return html(areasPage(ctx, team.areas, team.members));
    }
    case HOME_PATH: {
      const [team, articles] = await Promise.all([publicTeam(store), visibleArticles(store, { limit: HOME_ARTICLES })]);
      const latest = articles.docs.map((d) => publicSummary(toListed(d)));
      return html(homePage(ctx, { areas: team.areas, members: team.members, articles: latest }));
    }
    case CONTACT_PATH:
      return html(
        contactPage(
          ctx,
          (await publicTeam(store)).areas.map((a) => a.name),
        ),
      );
    case CONTACT_SENT_PATH:
      return html(contactSentPage(ctx));
  }
  const slug = /^\/artigos\/([^/]+)$/.exec(path)?.[1];
  const article = slug && SLUG.test(slug) ? await visibleBySlug(store, slug) : null;
  // A draft, a scheduled article before its time and a missing one look the same.
  return article ? html(articlePage(ctx, publicArticle(article))) : html(notFoundPage(ctx, path), 404);
}

/** Why a post of the contact form is refused, drawn on the form with what was typed (never cached). */
async function refusedContact(store: TypedDocumentStore, status: number, state: ContactFormState): Promise<Answer> {
  const ctx = await siteContext(store);
  const subjects = (await publicTeam(store)).areas.map((a) => a.name);
  return { status, type: 'text/html; charset=utf-8', body: contactPage(ctx, subjects, state), cache: 'none' };
}

/** What a refused post says when nothing it sent can be drawn back (another site's page, another kind of body). */
function refusedPost(status: number, reason: string): Answer {
  return text(reason, status);
}

/**
 * A post of the contact form (contact.ts): another site's page, another kind of body or a body too large is refused
 * before it is read; a filled honeypot is thanked and forgotten; a bad form is drawn again with its reasons; past a
 * limit the visitor is told, politely, how else to reach the office. A good one is stored (receiveSiteContact)
 * and answered with a redirect to the thank-you page.
 */
async function contactPost(req: Request, opened: Stores): Promise<Answer> {
  const typed = typedStores(opened);
  const store = typed.documents;
  if (isCrossSitePost({ origin: req.header('origin'), 'sec-fetch-site': req.header('sec-fetch-site') }))
    return refusedPost(403, 'O formulário de contato só pode ser enviado pelas páginas do próprio site.');
  const type = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return refusedPost(415, 'Envie o formulário de contato pela página do site.');
  const raw = Buffer.isBuffer(req.rawBody) ? req.rawBody : Buffer.alloc(0);
  if (raw.byteLength > MAX_CONTACT_BODY) return refusedPost(413, 'O formulário enviado é grande demais.');
  const posted = parseContactBody(raw.toString('utf8'));
  const sent: Answer = { status: 303, type: 'text/plain; charset=utf-8', body: `Veja ${CONTACT_SENT_PATH}`, cache: 'none', location: CONTACT_SENT_PATH };
  // A robot: thanked like a person, so it learns nothing, and nothing is stored.
  if (posted.honeypot) return sent;
  const checked = checkContact(posted.fields);
  if ('errors' in checked) return refusedContact(store, 400, { values: posted.fields, errors: checked.errors });
  const outcome = await withMailSent(() => receiveSiteContact(typed, clientAddress(req), checked.values));
  if (!outcome.stored) {
    const office = (await siteContext(store)).office;
    const other = [office.email, formatPhoneBR(office.phone)].filter(Boolean).join(' ou ');
    return refusedContact(store, 429, {
      values: posted.fields,
      errors: {
        _: `Recebemos muitas mensagens deste endereço ou deste e-mail hoje. Tente de novo mais tarde${other ? `, ou fale com o escritório por ${other}` : ''}.`,
      },
    });
  }
  return sent;
}

const CACHE_HEADERS: Record<Answer['cache'], string> = {
  page: `public, max-age=${SITE_CACHE_SECONDS}, s-maxage=${SITE_CACHE_SECONDS}`,
  missing: `public, max-age=${MISSING_CACHE_SECONDS}, s-maxage=${MISSING_CACHE_SECONDS}`,
  immutable: 'public, max-age=31536000, immutable',
  none: 'no-store',
};

function send(req: Request, res: Response, answer: Answer): void {
  res.set('Cache-Control', CACHE_HEADERS[answer.cache]).set('X-Content-Type-Options', 'nosniff');
  if (answer.status === 200) {
    const etag = `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 32)}"`;
    res.set('ETag', etag);
    if (notModified(req, etag)) {
      res.status(304).end();
      return;
    }
  }
  if (answer.location) res.set('Location', answer.location);
  res.status(answer.status).set('Content-Type', answer.type).send(answer.body);
}

/**
 * The office's public website, drawn on the server (no JavaScript needed to read it): the home (/escritorio) and
 * its contact form, /artigos and each article, /perguntas-frequentes, /equipe, /areas, the Atom feed, sitemap.xml
 * and robots.txt. Hosting sends these paths here (firebase.json); `/` and every other address stay the staff app.
 */
export const site = onRequest({ cors: true, timeoutSeconds: 30 }, async (req, res) => {
  try {
    const path = req.path.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
    if (req.method === 'POST' && path === CONTACT_PATH) {
      send(req, res, await contactPost(req, await stores()));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const allow = path === CONTACT_PATH ? 'GET, HEAD, POST' : 'GET, HEAD';
      res.status(405).set('Allow', allow).set('Content-Type', 'text/plain; charset=utf-8').send('Use GET para ler o site.');
      return;
    }
    send(req, res, await route(req, typedStores(await stores()).documents));
  } catch (error) {
    console.error('site', error);
    res
      .status(500)
      .set('Content-Type', 'text/plain; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .send('Não foi possível montar esta página agora. Tente de novo em alguns minutos.');
  }
});
