/** The names one section id gives every layer: `contacts` → ContactRecord, CONTACT_FIELD_LABELS, contacts-list… */

export interface SectionNames {
  /** The section id, collection, callable group and audit section: `contacts`. */
  id: string;
  /** Its files' name: `contacts` (`courtCases` → `court-cases`). */
  kebab: string;
  /** One record, for identifiers: `contact` / `Contact` / `CONTACT`. */
  one: string;
  One: string;
  ONE: string;
  /** The scope label and menu text: `Contatos`. */
  label: string;
  /** The section's route: `/contacts`. */
  route: string;
  /** One record in pt-BR, lower case: `contato`. */
  noun: string;
  /** Whether the noun is feminine (Nova pessoa, pessoa excluída). */
  feminine: boolean;
  /** Icon from web/src/components/ui/Icon.tsx. */
  icon: string;
  /** Prefix of new record ids: `con-…`. */
  idPrefix: string;
}

export interface SectionOptions {
  label?: string;
  route?: string;
  noun?: string;
  feminine?: boolean;
  icon?: string;
}

const SECTION_ID = /^[a-z][a-zA-Z0-9]*$/;

export const kebabOf = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const pascalOf = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1);

/** `contacts` → `contact`; an id that is not a plural stays as it is. */
const singularOf = (plural: string) => (plural.endsWith('s') && plural.length > 1 ? plural.slice(0, -1) : plural);

export function sectionNames(id: string, options: SectionOptions = {}): SectionNames {
  if (!SECTION_ID.test(id)) throw new Error(`The section id must be lowerCamelCase letters and digits ("contacts"), not "${id}".`);
  const one = singularOf(id);
  const label = options.label ?? pascalOf(id);
  const route = options.route ?? `/${kebabOf(id)}`;
  if (!/^\/[a-z0-9/-]+$/.test(route)) throw new Error(`The route must look like "/contacts", not "${route}".`);
  return {
    id,
    kebab: kebabOf(id),
    one,
    One: pascalOf(one),
    ONE: kebabOf(one).replace(/-/g, '_').toUpperCase(),
    label,
    route,
    noun: options.noun ?? singularOf(label.toLowerCase()),
    feminine: options.feminine ?? false,
    icon: options.icon ?? 'book',
    idPrefix: id.slice(0, 3).toLowerCase(),
  };
}

/** pt-BR words that agree with the noun: `agree(n, 'Novo', 'Nova')`. */
export const agree = (n: Pick<SectionNames, 'feminine'>, masculine: string, feminine: string) => (n.feminine ? feminine : masculine);
