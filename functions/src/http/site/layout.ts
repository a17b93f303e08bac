import { escapeHtml as esc, formatCep, formatPhoneBR, type OfficeProfile } from '@office/domain';
import { STYLE_PATH } from './style';

/** The site's sections, in the order the menu shows them. */
export const SITE_SECTIONS = [
  { path: '/escritorio', label: 'O escritório' },
  { path: '/artigos', label: 'Artigos' },
  { path: '/areas', label: 'Áreas de atuação' },
  { path: '/equipe', label: 'Equipe' },
  { path: '/perguntas-frequentes', label: 'Perguntas frequentes' },
  { path: '/escritorio/contato', label: 'Contato' },
] as const;

/** The site's home: the header's brand leads there (`/` is the staff app). */
const HOME = '/escritorio';

/** What the pages need of the office: its identity for the header, the footer and structured data. */
export type SiteOffice = Pick<OfficeProfile, 'name' | 'oabRegistration' | 'email' | 'phone' | 'address'>;

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path ("/artigos/x"): canonical address, og:url and the menu's current item. */
  path: string;
  /** Open Graph type: "website", or "article" with the article's tags below in `extraHead`. */
  ogType?: 'website' | 'article';
  image?: { url: string; width: number; height: number; alt: string } | null;
  /** More tags for <head> (already escaped): article times, JSON-LD. */
  extraHead?: string;
  /** Search engines should not index it (error pages). */
  noindex?: boolean;
}

/** A JSON-LD block: "<" escaped so no text in it can close the script element. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The absolute address of a path on the site, or null when the site's address is not configured. */
export function absolute(origin: string | null, path: string): string | null {
  return origin ? `${origin}${path}` : null;
}

function head(meta: PageMeta, office: SiteOffice, origin: string | null): string {
  // A page kept out of search engines names no canonical address of its own.
  const url = meta.noindex ? null : absolute(origin, meta.path);
  const image = meta.image && origin ? { ...meta.image, url: `${origin}${meta.image.url}` } : null;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(meta.title)} | ${esc(office.name)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    url ? `<link rel="canonical" href="${esc(url)}">` : '',
    `<link rel="stylesheet" href="${STYLE_PATH}">`,
    `<link rel="alternate" type="application/atom+xml" title="${esc(office.name)}: artigos" href="/artigos/feed.atom">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<meta name="theme-color" content="#1e3a5f">',
    '<meta property="og:locale" content="pt_BR">',
    `<meta property="og:site_name" content="${esc(office.name)}">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    url ? `<meta property="og:url" content="${esc(url)}">` : '',
    image
      ? [
          `<meta property="og:image" content="${esc(image.url)}">`,
          `<meta property="og:image:width" content="${image.width}">`,
          `<meta property="og:image:height" content="${image.height}">`,
          `<meta property="og:image:alt" content="${esc(image.alt)}">`,
        ].join('')
      : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(meta.title)}">`,
    `<meta name="twitter:description" content="${esc(meta.description)}">`,
    image ? `<meta name="twitter:image" content="${esc(image.url)}"><meta name="twitter:image:alt" content="${esc(image.alt)}">` : '',
    meta.extraHead ?? '',
  ];
  return tags.filter(Boolean).join('\n');
}

function menu(current: string): string {
  const items = SITE_SECTIONS.map((s) => {
    // The home's pages below it (the contact form) are the contact item's, not the home's.
    const here = current === s.path || (s.path !== HOME && (current.startsWith(`${s.path}/`) || current.startsWith(`${s.path}?`)));
    return `<li><a href="${s.path}"${here ? ' aria-current="page"' : ''}>${esc(s.label)}</a></li>`;
  });
  return `<nav aria-label="Seções do site"><ul>${items.join('')}</ul></nav>`;
}

/** The office's identity in every page's footer, with the privacy notice and the removal form (LGPD art. 9º and 18). */
function footer(office: SiteOffice): string {
  const a = office.address;
  // Before the office fills in Sobre, only what it has: no empty commas, no link to nowhere.
  const address = a.street
    ? `${a.street}, ${a.number}${a.complement ? `, ${a.complement}` : ''}, ${a.district}, ${a.city}/${a.state}, CEP ${formatCep(a.cep)}`
    : '';
  const phone = formatPhoneBR(office.phone);
  const contacts = [
    office.email ? `<a href="mailto:${esc(office.email)}">${esc(office.email)}</a>` : '',
    phone ? `<a href="tel:${esc(office.phone)}">${esc(phone)}</a>` : '',
  ].filter(Boolean);
  const reach = [address ? esc(address) : '', contacts.join(' · ')].filter(Boolean);
  return [
    '<footer class="site"><div class="wrap">',
    // The society's name and its OAB registration on every page (Código de Ética e Disciplina da OAB, art. 44).
    `<p><strong>${esc(office.name)}</strong>${office.oabRegistration ? ` · Sociedade de advogados ${esc(office.oabRegistration)}` : ''}</p>`,
    reach.length ? `<p>${reach.join('<br>')}</p>` : '',
    '<ul>',
    '<li><a href="/privacidade">Aviso de privacidade</a></li>',
    '<li><a href="/remocao">Pedido de remoção de dados</a></li>',
    '<li><a href="/artigos/feed.atom">Feed de artigos (Atom)</a></li>',
    '</ul>',
    '</div></footer>',
  ].join('');
}

/** A whole page: readable without JavaScript, one h1 (in `body`), the menu, and the footer. */
export function page(meta: PageMeta, body: string, office: SiteOffice, origin: string | null): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    `<head>\n${head(meta, office, origin)}\n</head>`,
    '<body>',
    '<a class="skip" href="#conteudo">Pular para o conteúdo</a>',
    // The staff's way in stays where they find it (`/` and the login), with a discreet link from every page.
    `<header class="site"><div class="wrap"><a class="brand" href="${HOME}">${esc(office.name)}</a>${menu(meta.path)}<a class="restricted" href="/auth/Login">Área restrita</a></div></header>`,
    `<main id="conteudo" class="wrap">${body}</main>`,
    footer(office),
    '</body>',
    '</html>',
  ].join('\n');
}
