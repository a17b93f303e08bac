import {
  COVER_SIZE,
  escapeHtml as esc,
  formatDate,
  MEMBER_PHOTO_SIZE,
  TEAM_ROLE_LABELS,
  THUMB_SIZE,
  type PracticeArea,
  type PublicArticle,
  type PublicArticleSummary,
  type PublicFaqEntry,
  type PublicTeamMember,
} from '@office/domain';
import { absolute, jsonLd, page, type SiteOffice } from './layout';

/** What every page is drawn with: the office and the site's address (null when not configured). */
export interface SiteContext {
  office: SiteOffice;
  origin: string | null;
}

/** Articles on each page of /artigos. */
export const ARTICLES_PER_PAGE = 10;

function date(iso: string): string {
  return `<time datetime="${esc(iso)}">${esc(formatDate(iso))}</time>`;
}

/** Plain text as one paragraph, its line breaks kept. */
function lines(text: string): string {
  return `<p>${esc(text).replace(/\n+/g, '<br>')}</p>`;
}

function minutes(n: number): string {
  return `${n} ${n === 1 ? 'minuto' : 'minutos'} de leitura`;
}

function tagList(tags: readonly string[]): string {
  return tags.length ? `<ul class="tags" aria-label="Assuntos">${tags.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : '';
}

function articleCard(a: PublicArticleSummary): string {
  // Sized images: the list never shifts while thumbnails load (width/height give the box before the bytes).
  const image = a.thumbUrl
    ? `<img class="thumb" src="${esc(a.thumbUrl)}" alt="${esc(a.coverAlt ?? '')}" width="${THUMB_SIZE.width}" height="${THUMB_SIZE.height}" loading="lazy" decoding="async">`
    : '';
  return [
    `<li><article class="card${image ? ' with-image' : ''}">`,
    image,
    '<div>',
    `<h2><a href="/artigos/${esc(a.slug)}">${esc(a.title)}</a></h2>`,
    `<p class="meta">${date(a.publishedAt)} · ${esc(a.authorName)} · ${minutes(a.readingMinutes)}</p>`,
    `<p>${esc(a.summary)}</p>`,
    tagList(a.tags),
    '</div></article></li>',
  ].join('');
}

/** /artigos: one page of the published articles, newest first, with a link to the next page. */
export function articleListPage(ctx: SiteContext, items: PublicArticleSummary[], next: string | null, paged: boolean): string {
  const body = [
    '<h1>Artigos</h1>',
    `<p class="lead">Textos do escritório sobre direitos, prazos e decisões recentes.</p>`,
    items.length ? `<ul class="list">${items.map(articleCard).join('')}</ul>` : '<p>Nenhum artigo publicado ainda.</p>',
    paged || next
      ? `<nav class="pager" aria-label="Páginas de artigos">${paged ? '<a href="/artigos">Mais recentes</a>' : '<span></span>'}${
          next ? `<a href="/artigos?depois=${encodeURIComponent(next)}" rel="next">Artigos anteriores</a>` : ''
        }</nav>`
      : '',
  ].join('');
  return page(
    {
      title: paged ? 'Artigos anteriores' : 'Artigos',
      description: `Artigos publicados por ${ctx.office.name}.`,
      path: '/artigos',
      // Later pages are for people following "anteriores"; the first one is the list search engines keep.
      noindex: paged,
    },
    body,
    ctx.office,
    ctx.origin,
  );
}

/** /artigos/<slug>: the article, with Open Graph, a Twitter card and JSON-LD Article for link previews and search. */
export function articlePage(ctx: SiteContext, a: PublicArticle): string {
  const path = `/artigos/${a.slug}`;
  const cover = a.coverUrl ? { url: a.coverUrl, ...COVER_SIZE, alt: a.coverAlt ?? '' } : null;
  const updated = a.updatedAt > a.publishedAt ? a.updatedAt : a.publishedAt;
  const structured = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.summary,
    datePublished: a.publishedAt,
    dateModified: updated,
    author: { '@type': 'Person', name: a.authorName },
    publisher: { '@type': 'Organization', name: ctx.office.name },
    inLanguage: 'pt-BR',
    keywords: a.tags.join(', ') || undefined,
    mainEntityOfPage: absolute(ctx.origin, path) ?? undefined,
    image: cover && ctx.origin ? [`${ctx.origin}${cover.url}`] : undefined,
  });
  const articleTimes = [
    `<meta property="article:published_time" content="${esc(a.publishedAt)}">`,
    `<meta property="article:modified_time" content="${esc(updated)}">`,
    `<meta property="article:author" content="${esc(a.authorName)}">`,
    ...a.tags.map((t) => `<meta property="article:tag" content="${esc(t)}">`),
  ].join('');
  const body = [
    '<article class="prose">',
    `<h1>${esc(a.title)}</h1>`,
    `<p class="meta">Por ${esc(a.authorName)} · publicado em ${date(a.publishedAt)}${
      updated > a.publishedAt && formatDate(updated) !== formatDate(a.publishedAt) ? ` · atualizado em ${date(updated)}` : ''
    } · ${minutes(a.readingMinutes)}</p>`,
    cover ? `<img class="cover" src="${esc(cover.url)}" alt="${esc(cover.alt)}" width="${cover.width}" height="${cover.height}" fetchpriority="high">` : '',
    `<p class="lead">${esc(a.summary)}</p>`,
    // Safe HTML from renderMarkdown: raw HTML in the text is escaped and unsafe links dropped (markdown.ts).
    a.bodyHtml,
    tagList(a.tags),
    '<p><a href="/artigos">← Todos os artigos</a></p>',
    '</article>',
  ].join('');
  return page(
    { title: a.title, description: a.summary, path, ogType: 'article', image: cover, extraHead: articleTimes + structured },
    body,
    ctx.office,
    ctx.origin,
  );
}

/** /perguntas-frequentes: the published entries grouped by category, with JSON-LD FAQPage. */
export function faqPage(ctx: SiteContext, entries: PublicFaqEntry[]): string {
  const categories = [...new Set(entries.map((e) => e.category))];
  const structured = entries.length
    ? jsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answerHtml } })),
      })
    : '';
  const body = [
    '<h1>Perguntas frequentes</h1>',
    '<p class="lead">Respostas do escritório às dúvidas que mais recebemos. Cada caso tem suas particularidades: para o seu, fale conosco.</p>',
    entries.length ? '' : '<p>Nenhuma pergunta publicada ainda.</p>',
    ...categories.map(
      (c) =>
        `<section class="faq"><h2>${esc(c)}</h2>${entries
          .filter((e) => e.category === c)
          .map((e) => `<details><summary>${esc(e.question)}</summary><div class="prose">${e.answerHtml}</div></details>`)
          .join('')}</section>`,
    ),
  ].join('');
  return page(
    {
      title: 'Perguntas frequentes',
      description: `Dúvidas frequentes respondidas por ${ctx.office.name}.`,
      path: '/perguntas-frequentes',
      extraHead: structured,
    },
    body,
    ctx.office,
    ctx.origin,
  );
}

function memberCard(m: PublicTeamMember): string {
  const photo = m.photoUrl
    ? `<img class="photo" src="${esc(m.photoUrl)}" alt="Foto de ${esc(m.name)}" width="${MEMBER_PHOTO_SIZE}" height="${MEMBER_PHOTO_SIZE}" loading="lazy" decoding="async">`
    : '';
  return [
    `<li><article class="card member${photo ? ' with-image' : ''}">`,
    photo,
    '<div>',
    `<h2>${esc(m.name)}</h2>`,
    `<p class="meta">${esc(m.title || TEAM_ROLE_LABELS[m.role])}</p>`,
    // Each lawyer's inscriptions, as the OAB's rules on publicity ask (Código de Ética e Disciplina, art. 44).
    m.oab.length ? `<p>${m.oab.map(esc).join(' · ')}</p>` : '',
    m.areas.length ? `<p>Atua em: ${m.areas.map(esc).join(', ')}</p>` : '',
    m.bio ? lines(m.bio) : '',
    '</div></article></li>',
  ].join('');
}

/** /equipe: the members the office publishes, partners first, with their OAB inscriptions. */
export function teamPage(ctx: SiteContext, members: PublicTeamMember[]): string {
  const body = [
    '<h1>Equipe</h1>',
    members.length ? `<ul class="list">${members.map(memberCard).join('')}</ul>` : '<p>A equipe ainda não foi publicada.</p>',
  ].join('');
  return page({ title: 'Equipe', description: `Advogadas, advogados e estagiários de ${ctx.office.name}.`, path: '/equipe' }, body, ctx.office, ctx.origin);
}

/** /areas: the areas of practice in the office's order, each with the published members who work in it. */
export function areasPage(ctx: SiteContext, areas: PracticeArea[], members: PublicTeamMember[]): string {
  const body = [
    '<h1>Áreas de atuação</h1>',
    areas.length ? '' : '<p>As áreas de atuação ainda não foram publicadas.</p>',
    ...areas.map((area) => {
      const who = members.filter((m) => m.areas.some((name) => name.localeCompare(area.name, 'pt-BR', { sensitivity: 'base' }) === 0));
      return [
        `<section><h2>${esc(area.name)}</h2>`,
        area.description ? lines(area.description) : '',
        who.length ? `<p class="meta">Quem atua: ${who.map((m) => esc(m.name)).join(', ')} (<a href="/equipe">ver equipe</a>)</p>` : '',
        '</section>',
      ].join('');
    }),
  ].join('');
  return page({ title: 'Áreas de atuação', description: `As áreas em que ${ctx.office.name} atua.`, path: '/areas' }, body, ctx.office, ctx.origin);
}

/** Any other address under the site's paths: a page that says so and leads back. */
export function notFoundPage(ctx: SiteContext, path: string): string {
  const body = [
    '<h1>Página não encontrada</h1>',
    '<p>O endereço pode ter mudado, ou o conteúdo não está mais publicado.</p>',
    '<p><a href="/artigos">Ver os artigos</a> · <a href="/perguntas-frequentes">Perguntas frequentes</a></p>',
  ].join('');
  return page({ title: 'Página não encontrada', description: 'Página não encontrada.', path, noindex: true }, body, ctx.office, ctx.origin);
}
