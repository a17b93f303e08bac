/**
 * The office's public home (/escritorio) and the pages of its contact form: who the office is (Sobre's profile),
 * its areas of practice, its team, its latest articles and the form. `/` stays the staff app (the spec's routes and
 * guards), so the home has an address of its own, which the header's brand and the sitemap name.
 */
import {
  escapeHtml as esc,
  formatCep,
  formatDate,
  formatPhoneBR,
  MEMBER_PHOTO_SIZE,
  TEAM_ROLE_LABELS,
  THUMB_SIZE,
  type PracticeArea,
  type PublicArticleSummary,
  type PublicTeamMember,
} from '@office/domain';
import { CONTACT_PATH, contactForm, type ContactFormState } from './contact';
import { jsonLd, page, type SiteOffice } from './layout';
import type { SiteContext } from './pages';

export const HOME_PATH = '/escritorio';
/** Latest articles on the home. */
export const HOME_ARTICLES = 3;
/** An area's description on the home is cut here (the areas page has it whole). */
const AREA_SUMMARY_CHARS = 180;

/** "Helena Barbosa" → "HB": the avatar of a member without a photo. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w && !/^(d[aeio]s?|e)$/i.test(w))
    .map((w) => w[0]?.toUpperCase() ?? '');
  return (words.length > 1 ? `${words[0] ?? ''}${words.at(-1) ?? ''}` : (words[0] ?? '')) || '?';
}

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max) > 0 ? flat.lastIndexOf(' ', max) : max)}…`;
}

/** "Direito de Família, Trabalhista e Empresarial". */
function joinNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`;
}

function addressLine(office: SiteOffice): string {
  const a = office.address;
  return a.street ? `${a.street}, ${a.number}${a.complement ? `, ${a.complement}` : ''}, ${a.district}, ${a.city}/${a.state}, CEP ${formatCep(a.cep)}` : '';
}

function memberTile(m: PublicTeamMember): string {
  const face = m.photoUrl
    ? `<img class="face" src="${esc(m.photoUrl)}" alt="" width="${MEMBER_PHOTO_SIZE}" height="${MEMBER_PHOTO_SIZE}" loading="lazy" decoding="async">`
    : `<span class="face initials" aria-hidden="true">${esc(initials(m.name))}</span>`;
  return [
    '<li class="tile member-tile">',
    face,
    `<h3>${esc(m.name)}</h3>`,
    `<p class="meta">${esc(m.title || TEAM_ROLE_LABELS[m.role])}</p>`,
    m.oab[0] ? `<p class="meta">${esc(m.oab[0])}</p>` : '',
    '</li>',
  ].join('');
}

function articleTile(a: PublicArticleSummary): string {
  // An article without a cover gets a plain panel of the same size, so the row of tiles lines up.
  const image = a.thumbUrl
    ? `<img class="thumb" src="${esc(a.thumbUrl)}" alt="${esc(a.coverAlt ?? '')}" width="${THUMB_SIZE.width}" height="${THUMB_SIZE.height}" loading="lazy" decoding="async">`
    : '<span class="thumb no-cover" aria-hidden="true"></span>';
  return [
    '<li class="tile">',
    image,
    `<h3><a href="/artigos/${esc(a.slug)}">${esc(a.title)}</a></h3>`,
    `<p class="meta"><time datetime="${esc(a.publishedAt)}">${esc(formatDate(a.publishedAt))}</time> · ${esc(a.authorName)}</p>`,
    `<p>${esc(cut(a.summary, AREA_SUMMARY_CHARS))}</p>`,
    '</li>',
  ].join('');
}

/** How to reach the office beside the form: address, telephone and e-mail, as far as Sobre has them. */
function reach(office: SiteOffice): string {
  const phone = formatPhoneBR(office.phone);
  const address = addressLine(office);
  const items = [
    // The CEP is not broken across lines.
    address ? `<dt>Endereço</dt><dd>${esc(address).replace(/CEP (\d{5}-\d{3})$/, 'CEP <span class="nowrap">$1</span>')}</dd>` : '',
    phone ? `<dt>Telefone</dt><dd><a href="tel:${esc(office.phone)}">${esc(phone)}</a></dd>` : '',
    office.email ? `<dt>E-mail</dt><dd><a href="mailto:${esc(office.email)}">${esc(office.email)}</a></dd>` : '',
  ].filter(Boolean);
  return items.length ? `<dl class="reach">${items.join('')}</dl>` : '';
}

/** The contact section: the form beside the office's address and telephone (below it on a phone). */
function contactSection(office: SiteOffice, subjects: readonly string[], state?: ContactFormState): string {
  return [
    '<section class="home-section" id="contato" aria-labelledby="contato-titulo">',
    '<h2 id="contato-titulo">Fale com o escritório</h2>',
    '<div class="contact-grid"><div>',
    '<p>Conte em poucas linhas do que precisa. Respondemos em dias úteis, pelo e-mail ou telefone que você informar.</p>',
    contactForm(subjects, state),
    '</div>',
    `<aside aria-label="Outras formas de contato">${reach(office)}</aside>`,
    '</div></section>',
  ].join('');
}

export interface HomeData {
  areas: PracticeArea[];
  members: PublicTeamMember[];
  articles: PublicArticleSummary[];
}

/** /escritorio: the office, its areas, its team, its latest articles and the contact form. */
export function homePage(ctx: SiteContext, data: HomeData): string {
  const { office } = ctx;
  const areaNames = data.areas.map((a) => a.name);
  const intro = areaNames.length ? `Advocacia em ${joinNames(areaNames)}.` : 'Advocacia com atendimento próximo e linguagem clara.';
  const address = addressLine(office);
  const structured = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: office.name,
    email: office.email || undefined,
    telephone: office.phone || undefined,
    url: ctx.origin ? `${ctx.origin}${HOME_PATH}` : undefined,
    address: address
      ? {
          '@type': 'PostalAddress',
          streetAddress: `${office.address.street}, ${office.address.number}${office.address.complement ? `, ${office.address.complement}` : ''}`,
          addressLocality: office.address.city,
          addressRegion: office.address.state,
          postalCode: formatCep(office.address.cep),
          addressCountry: 'BR',
        }
      : undefined,
    knowsAbout: areaNames.length ? areaNames : undefined,
  });
  const body = [
    '<div class="hero">',
    `<h1>${esc(office.name)}</h1>`,
    `<p class="lead">${esc(intro)}</p>`,
    office.oabRegistration
      ? `<p class="meta">Sociedade de advogados ${esc(office.oabRegistration)}${office.address.city ? ` · ${esc(office.address.city)}/${esc(office.address.state)}` : ''}</p>`
      : '',
    '<p class="actions"><a class="button" href="#contato">Fale com o escritório</a><a class="button secondary" href="/areas">Áreas de atuação</a></p>',
    '</div>',
    data.areas.length
      ? [
          '<section class="home-section" aria-labelledby="areas-titulo">',
          '<h2 id="areas-titulo">Áreas de atuação</h2>',
          `<ul class="tiles">${data.areas
            .map((a) => `<li class="tile"><h3>${esc(a.name)}</h3>${a.description ? `<p>${esc(cut(a.description, AREA_SUMMARY_CHARS))}</p>` : ''}</li>`)
            .join('')}</ul>`,
          '<p><a href="/areas">Ver as áreas e quem atua em cada uma</a></p>',
          '</section>',
        ].join('')
      : '',
    data.members.length
      ? [
          '<section class="home-section" aria-labelledby="equipe-titulo">',
          '<h2 id="equipe-titulo">Equipe</h2>',
          `<ul class="tiles people">${data.members.map(memberTile).join('')}</ul>`,
          '<p><a href="/equipe">Conhecer a equipe</a></p>',
          '</section>',
        ].join('')
      : '',
    data.articles.length
      ? [
          '<section class="home-section" aria-labelledby="artigos-titulo">',
          '<h2 id="artigos-titulo">Artigos recentes</h2>',
          `<ul class="tiles">${data.articles.map(articleTile).join('')}</ul>`,
          '<p><a href="/artigos">Todos os artigos</a></p>',
          '</section>',
        ].join('')
      : '',
    contactSection(office, areaNames),
  ].join('');
  return page(
    { title: 'O escritório', description: `${office.name}: ${intro} Fale com o escritório pelo formulário do site.`, path: HOME_PATH, extraHead: structured },
    body,
    office,
    ctx.origin,
  );
}

/**
 * /escritorio/contato: the form on a page of its own. A refused submission comes back here with its reasons
 * (`state`, status 400) or, past the limits, with a polite refusal (429); neither is indexed.
 */
export function contactPage(ctx: SiteContext, subjects: readonly string[], state?: ContactFormState): string {
  const body = [
    '<h1>Fale com o escritório</h1>',
    '<div class="contact-grid"><div>',
    state ? '' : '<p class="lead">Conte em poucas linhas do que precisa. Respondemos em dias úteis.</p>',
    contactForm(subjects, state),
    '</div>',
    `<aside aria-label="Outras formas de contato">${reach(ctx.office)}</aside>`,
    '</div>',
  ].join('');
  return page(
    {
      title: state ? 'Confira o formulário de contato' : 'Fale com o escritório',
      description: `Escreva para ${ctx.office.name}.`,
      path: CONTACT_PATH,
      noindex: Boolean(state),
    },
    body,
    ctx.office,
    ctx.origin,
  );
}

/** /escritorio/contato/enviado: the thank-you page after a contact was received. */
export function contactSentPage(ctx: SiteContext): string {
  const body = [
    '<h1>Mensagem recebida</h1>',
    '<p class="lead">Obrigado por escrever. Alguém do escritório vai ler sua mensagem e responder em dias úteis, pelo e-mail ou telefone que você informou.</p>',
    '<p>Se o assunto tiver prazo correndo (uma citação, uma audiência marcada), diga isso na resposta ou ligue para o escritório.</p>',
    `<p><a href="${HOME_PATH}">Voltar ao início</a> · <a href="/artigos">Ler os artigos</a></p>`,
  ].join('');
  return page({ title: 'Mensagem recebida', description: 'Mensagem recebida.', path: `${CONTACT_PATH}/enviado`, noindex: true }, body, ctx.office, ctx.origin);
}
