/**
 * The contact form of the office's public home: drawn as a plain HTML form (it works without JavaScript) and
 * answered here. A good contact becomes a prospect in Clientes (entities/clients/site-contact.ts) and the visitor
 * is sent to a thank-you page (303, so a reload does not send it again); a bad one is drawn again with the pt-BR
 * reasons beside the fields and what was typed kept, and stores nothing.
 */
import {
  escapeHtml as esc,
  fieldErrors,
  OTHER_SUBJECT,
  SITE_CONTACT_CONSENT,
  SITE_CONTACT_FIELDS,
  SITE_CONTACT_HONEYPOT,
  siteContactInput,
  type SiteContactField,
  type SiteContactValues,
} from '@office/domain';
import { isAllowedOrigin } from '../../platform/app-origin';

/** Where the form posts, and where a sent form leads. */
export const CONTACT_PATH = '/escritorio/contato';
export const CONTACT_SENT_PATH = '/escritorio/contato/enviado';

/** Far more than the form's longest fields together (3,000 characters of message, percent-encoded). */
export const MAX_CONTACT_BODY = 64 * 1024;

export interface ContactFormState {
  /** What the visitor typed, drawn back into the fields. */
  values: Partial<Record<SiteContactField, string>>;
  /** The pt-BR reason per field; "_" for the form as a whole. */
  errors: Partial<Record<SiteContactField | '_', string>>;
}

const LABELS: Record<SiteContactField, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone (opcional)',
  subject: 'Assunto',
  message: 'Mensagem',
  consent: 'Autorização',
};

const fieldId = (f: SiteContactField) => `contato-${f}`;
const errorId = (f: SiteContactField) => `contato-${f}-erro`;

/** The attributes that tie a field to its error, when it has one. */
function invalid(state: ContactFormState | undefined, f: SiteContactField): string {
  return state?.errors[f] ? ` aria-invalid="true" aria-describedby="${errorId(f)}"` : '';
}

function fieldError(state: ContactFormState | undefined, f: SiteContactField): string {
  const message = state?.errors[f];
  return message ? `<p class="field-error" id="${errorId(f)}">${esc(message)}</p>` : '';
}

function input(state: ContactFormState | undefined, f: SiteContactField, attrs: string): string {
  const value = state?.values[f] ?? '';
  return [
    `<div class="field"><label for="${fieldId(f)}">${LABELS[f]}</label>`,
    `<input id="${fieldId(f)}" name="${f}" value="${esc(value)}" ${attrs}${invalid(state, f)}>`,
    fieldError(state, f),
    '</div>',
  ].join('');
}

/** The consent's words with "Aviso de privacidade" linked: the text the visitor reads is exactly the one stored. */
function consentLabel(): string {
  const [before = '', after = ''] = SITE_CONTACT_CONSENT.split('Aviso de privacidade');
  return `${esc(before)}<a href="/privacidade">Aviso de privacidade</a>${esc(after)}`;
}

/**
 * The form. `subjects` are the office's areas of practice (the visitor picks one, or "Outro assunto"); `state`
 * carries what a refused submission typed and why it was refused.
 */
export function contactForm(subjects: readonly string[], state?: ContactFormState): string {
  const chosen = state?.values.subject ?? '';
  const options = [...subjects, OTHER_SUBJECT].map((s) => `<option value="${esc(s)}"${s === chosen ? ' selected' : ''}>${esc(s)}</option>`).join('');
  const errors = SITE_CONTACT_FIELDS.filter((f) => state?.errors[f]);
  const summary =
    errors.length || state?.errors._
      ? [
          '<div class="form-errors" role="alert">',
          `<p><strong>${state?.errors._ ? esc(state.errors._) : 'Não foi possível enviar: confira os campos abaixo.'}</strong></p>`,
          errors.length ? `<ul>${errors.map((f) => `<li><a href="#${fieldId(f)}">${LABELS[f]}: ${esc(state?.errors[f] ?? '')}</a></li>`).join('')}</ul>` : '',
          '</div>',
        ].join('')
      : '';
  return [
    summary,
    `<form class="contact" method="post" action="${CONTACT_PATH}">`,
    input(state, 'name', 'type="text" autocomplete="name" maxlength="120" required'),
    input(state, 'email', 'type="email" autocomplete="email" maxlength="254" required'),
    input(state, 'phone', 'type="tel" autocomplete="tel" maxlength="30" inputmode="tel"'),
    `<div class="field"><label for="${fieldId('subject')}">${LABELS.subject}</label>`,
    `<select id="${fieldId('subject')}" name="subject" required${invalid(state, 'subject')}><option value=""${chosen ? '' : ' selected'}>Escolha…</option>${options}</select>`,
    fieldError(state, 'subject'),
    '</div>',
    `<div class="field"><label for="${fieldId('message')}">${LABELS.message}</label>`,
    `<textarea id="${fieldId('message')}" name="message" rows="6" maxlength="3000" required${invalid(state, 'message')}>${esc(state?.values.message ?? '')}</textarea>`,
    fieldError(state, 'message'),
    '<p class="hint">Não envie documentos nem dados de saúde por aqui: pedimos o que for preciso quando respondermos.</p>',
    '</div>',
    // The honeypot: hidden by the stylesheet (display:none), so people never see or reach it; robots fill it in.
    `<div class="hp"><label for="contato-${SITE_CONTACT_HONEYPOT}">Deixe este campo em branco</label><input id="contato-${SITE_CONTACT_HONEYPOT}" name="${SITE_CONTACT_HONEYPOT}" type="text" tabindex="-1" autocomplete="off"></div>`,
    // Unticked until the visitor ticks it (LGPD art. 8º: consent is a positive act).
    `<div class="field consent"><input id="${fieldId('consent')}" name="consent" type="checkbox" value="sim" required${state?.values.consent === 'sim' ? ' checked' : ''}${invalid(state, 'consent')}>`,
    `<label for="${fieldId('consent')}">${consentLabel()}</label>`,
    fieldError(state, 'consent'),
    '</div>',
    '<p><button type="submit">Enviar mensagem</button></p>',
    '</form>',
  ].join('');
}

/** What a posted form says: the fields (first value of each, as text) and whether the honeypot was filled in. */
export interface PostedContact {
  fields: Partial<Record<SiteContactField, string>>;
  honeypot: boolean;
}

/** Reads an application/x-www-form-urlencoded body (the raw bytes, so no parser's nesting or prototype keys reach it). */
export function parseContactBody(raw: string): PostedContact {
  const params = new URLSearchParams(raw);
  const fields: PostedContact['fields'] = {};
  for (const f of SITE_CONTACT_FIELDS) {
    const value = params.get(f);
    if (value !== null) fields[f] = value;
  }
  return { fields, honeypot: (params.get(SITE_CONTACT_HONEYPOT) ?? '').trim() !== '' };
}

/** The form checked by the shared schema: the values to store, or the pt-BR reason of each field. */
export function checkContact(fields: PostedContact['fields']): { values: SiteContactValues } | { errors: ContactFormState['errors'] } {
  const parsed = siteContactInput.safeParse({
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    subject: fields.subject ?? '',
    message: fields.message ?? '',
    // An unticked checkbox is not sent at all.
    consent: fields.consent ?? '',
  });
  if (parsed.success) return { values: parsed.data };
  const errors: ContactFormState['errors'] = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = path.split('.')[0] as SiteContactField;
    if ((SITE_CONTACT_FIELDS as readonly string[]).includes(field)) errors[field] ??= message;
  }
  return { errors };
}

/**
 * Whether a post comes from another site's page: its Origin names another origin (a browser sends it with every
 * form post), or the browser says the request is cross-site. A post without either (a tool, an old browser) is
 * judged by its content like any other; the honeypot and the limits still apply.
 */
export function isCrossSitePost(headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined }): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  return headers.origin !== undefined && !isAllowedOrigin(headers.origin);
}
