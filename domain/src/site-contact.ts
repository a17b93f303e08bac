/**
 * The contact form of the office's public home (/escritorio): what a visitor sends, what the office keeps of it
 * on the client record (a prospect), and the limits that keep the form from being used to flood the office.
 */
import { normalizePhone, typedPhone, type SiteContact } from './clients';
import { lineText, multilineText, personName, z } from './schema';

/**
 * The consent checkbox's words, exactly as the form shows them; each contact stores them with the moment they
 * were given (LGPD art. 8º: the controller proves the consent). A change of wording is a new text: contacts
 * keep the one their sender ticked.
 */
export const SITE_CONTACT_CONSENT =
  'Autorizo o escritório a usar os dados deste formulário (nome, e-mail, telefone e mensagem) para responder ao meu contato e avaliar o meu caso, como explica o Aviso de privacidade.';

/** The form's fields by their names in the request (a plain HTML form, application/x-www-form-urlencoded). */
export const SITE_CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'consent'] as const;
export type SiteContactField = (typeof SITE_CONTACT_FIELDS)[number];

/**
 * The honeypot: a field people never see (hidden by the stylesheet, out of the tab order, labelled "leave it
 * empty" for screen readers) that form-filling robots fill in. A request that fills it is answered as a success
 * and stores nothing.
 */
export const SITE_CONTACT_HONEYPOT = 'website';

/** The subject a visitor picks when no area of practice fits. */
export const OTHER_SUBJECT = 'Outro assunto';

export const siteContactInput = z
  .object({
    name: personName(120).min(3, 'Informe seu nome'),
    email: z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido, ex.: nome@exemplo.com.br').max(254, 'E-mail longo demais')),
    phone: typedPhone
      .transform(normalizePhone)
      .refine((v) => v === '' || /^\+55\d{10,11}$/.test(v), 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321')
      .transform((v) => v || null),
    subject: lineText(120).min(1, 'Escolha o assunto'),
    message: multilineText(3000).trim().min(10, 'Escreva sua mensagem (pelo menos 10 caracteres)').max(3000, 'A mensagem passa de 3.000 caracteres'),
    consent: z.literal('sim', 'Para enviar, marque a autorização de uso dos dados'),
  })
  .strict();

export type SiteContactValues = z.output<typeof siteContactInput>;

/** The stored contact for what the visitor sent at `at`, with the consent text they ticked. */
export function siteContactOf(values: SiteContactValues, at: string): SiteContact {
  return {
    origin: 'site',
    at,
    name: values.name,
    email: values.email,
    phone: values.phone,
    subject: values.subject,
    message: values.message,
    consentText: SITE_CONTACT_CONSENT,
    consentAt: at,
  };
}

/**
 * Contacts kept on one client, newest last: a person who writes again and again is still one record, and the
 * record stays far below a document's size limit (each contact is at most ~3.5 KB). The audit log keeps every
 * contact's entry.
 */
export const SITE_CONTACTS_KEPT = 20;

/**
 * Limits of the contact form: per client address (an hour and a day), per e-mail per day, and for the whole
 * office per office day. A real office receives a few contacts a day; these only stop a robot or a flood.
 */
export const SITE_CONTACT_LIMITS = { perAddressPerHour: 5, perAddressPerDay: 20, perMailboxPerDay: 3, officePerDay: 300 } as const;
