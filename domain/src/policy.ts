/**
 * The one policy table. The SPA's menu and guards, every callable's authorization
 * and the generated security rules all read this module, so access is decided
 * the same way everywhere.
 */

export const SECTION_IDS = [
  'about',
  'clients',
  'lawsuits',
  'agenda',
  'articles',
  'faq',
  'finance',
  'settings',
  'integrations',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** The pt-BR scope labels, exactly as stored in `admin/<uid>.scopes`. */
export const SCOPE_LABELS = [
  'Sobre',
  'Clientes',
  'Processos',
  'Agenda',
  'Publicações',
  'Perguntas Frequentes',
  'Financeiro',
  'Configurações',
  'Integrações',
] as const;

export type ScopeLabel = (typeof SCOPE_LABELS)[number];

export interface Section {
  id: SectionId;
  /** Scope label and menu text. */
  label: ScopeLabel;
  /** Route of the section's main page in the SPA. */
  route: string;
  /** Firestore collections whose documents belong to this section. */
  collections: readonly string[];
  /** Storage prefix (no leading slash) for the section's files, if it has any. */
  storagePrefix: string | null;
  /** Icon name from the SPA's icon set. */
  icon: string;
}

/** In the spec's menu order. */
export const SECTIONS: readonly Section[] = [
  { id: 'about', label: 'Sobre', route: '/about', collections: ['office'], storagePrefix: 'office', icon: 'building' },
  { id: 'clients', label: 'Clientes', route: '/clients', collections: ['clients', 'clientDocuments'], storagePrefix: 'clients', icon: 'users' },
  { id: 'lawsuits', label: 'Processos', route: '/lawsuits', collections: ['lawsuits', 'movements', 'lawsuitNumbers'], storagePrefix: 'lawsuits', icon: 'scale' },
  { id: 'agenda', label: 'Agenda', route: '/events', collections: ['events', 'appointments'], storagePrefix: null, icon: 'calendar' },
  { id: 'articles', label: 'Publicações', route: '/articles', collections: ['articles'], storagePrefix: 'articles', icon: 'newspaper' },
  { id: 'faq', label: 'Perguntas Frequentes', route: '/faq', collections: ['faq'], storagePrefix: null, icon: 'question' },
  { id: 'finance', label: 'Financeiro', route: '/transactions', collections: ['transactions'], storagePrefix: 'transactions', icon: 'wallet' },
  { id: 'settings', label: 'Configurações', route: '/settings', collections: ['settings', 'removalRequests'], storagePrefix: null, icon: 'cog' },
  { id: 'integrations', label: 'Integrações', route: '/services', collections: ['integrations'], storagePrefix: null, icon: 'plug' },
];

/** Collections that belong to no section: staff records, audit log, messages. */
export const SYSTEM_COLLECTIONS = {
  staff: 'admin',
  audit: 'audit',
  messages: 'messages',
  rateLimits: 'rateLimits',
} as const;

/** Routes that need only a signed-in user, no section label. */
export const SIGNED_IN_ROUTES = ['/', '/messages', '/profile', '/profile/settings'] as const;

/** Routes anyone may open. */
export const PUBLIC_ROUTES = ['/auth/Login', '/auth/Register', '/privacidade', '/remocao'] as const;

const byId = new Map(SECTIONS.map((s) => [s.id, s]));
const byLabel = new Map(SECTIONS.map((s) => [s.label as string, s]));

export function sectionById(id: SectionId): Section {
  const section = byId.get(id);
  if (!section) throw new Error(`Unknown section id: ${id}`);
  return section;
}

export function sectionByLabel(label: string): Section | undefined {
  return byLabel.get(label);
}

/** The section that owns a route (prefix match: `/events/42` belongs to Agenda; `/appointment/7` too). */
export function sectionForRoute(pathname: string): Section | undefined {
  if (pathname === '/appointment' || pathname.startsWith('/appointment/')) return sectionById('agenda');
  return SECTIONS.find((s) => pathname === s.route || pathname.startsWith(`${s.route}/`));
}

export function isScopeLabel(value: unknown): value is ScopeLabel {
  return typeof value === 'string' && byLabel.has(value);
}

export interface Scopes {
  read: ScopeLabel[];
  write: ScopeLabel[];
}

/**
 * Canonical form of a scope pair: known labels only, no duplicates, in menu
 * order, and every write label also readable (write implies read).
 */
export function normalizeScopes(input: { read?: readonly string[]; write?: readonly string[] }): Scopes {
  const write = new Set((input.write ?? []).filter(isScopeLabel));
  const read = new Set([...(input.read ?? []).filter(isScopeLabel), ...write]);
  return {
    read: SCOPE_LABELS.filter((l) => read.has(l)),
    write: SCOPE_LABELS.filter((l) => write.has(l)),
  };
}

export type Access = 'read' | 'write';

export function hasScope(scopes: Scopes | null | undefined, label: ScopeLabel, access: Access): boolean {
  if (!scopes) return false;
  return access === 'write' ? scopes.write.includes(label) : scopes.read.includes(label) || scopes.write.includes(label);
}
