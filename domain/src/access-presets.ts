import { normalizeScopes, withoutSettings, type ScopeLabel } from './policy';

export type AccessPresetId = 'lawyer' | 'intern' | 'finance' | 'secretary';

/**
 * A ready-made set of section grants for a usual role in the office. Applying it fills the access grid in
 * Configurações, which the administrator then adjusts: a starting point, never a stored role. It holds section
 * grants only — being an administrator is granted on its own, never by a preset.
 */
export interface AccessPreset {
  id: AccessPresetId;
  /** The role's name as the screen shows it. */
  label: string;
  /** In canonical form (see normalizeScopes): menu order, every written section also read. */
  scopes: { read: readonly ScopeLabel[]; write: readonly ScopeLabel[] };
}

/** In the order the screen offers them. Kept in line with the seeded team (scripts/seed/staff.ts). */
export const ACCESS_PRESETS: readonly AccessPreset[] = [
  /**
   * Works the practice: clients, lawsuits, agenda and the office's publications, like the seeded lawyer.
   * No Financeiro or Configurações: partners who run those get them on top.
   */
  {
    id: 'lawyer',
    label: 'Advogado(a)',
    scopes: {
      read: ['Clientes', 'Processos', 'Agenda', 'Publicações'],
      write: ['Clientes', 'Processos', 'Agenda', 'Publicações'],
    },
  },
  /**
   * Follows lawsuits and keeps the agenda (hearings, diligências, the prazos a lawyer hands over), changing no
   * lawsuit: an intern acts only together with a lawyer (EAOAB, art. 3º, § 2º), and without Processos to edit is
   * never offered as a responsible lawyer. Reading Processos lets them be forwarded intimações.
   */
  {
    id: 'intern',
    label: 'Estagiário(a)',
    scopes: { read: ['Processos', 'Agenda'], write: ['Agenda'] },
  },
  /** Keeps the books (Financeiro) and reads Clientes to know who pays, like the seeded finance account. */
  {
    id: 'finance',
    label: 'Financeiro',
    scopes: { read: ['Clientes', 'Financeiro'], write: ['Financeiro'] },
  },
  /** Front desk: registers clients and books the agenda, looks lawsuits up without changing them. No Financeiro. */
  {
    id: 'secretary',
    label: 'Secretaria',
    scopes: { read: ['Clientes', 'Processos', 'Agenda'], write: ['Clientes', 'Agenda'] },
  },
];

const key = (scopes: { read: readonly string[]; write: readonly string[] }) => JSON.stringify([scopes.read, scopes.write]);

/**
 * The preset the scopes are exactly, or null ("Personalizado"). For an administrator, Configurações comes with
 * the flag (see staffScopes) and is left out of the comparison.
 */
export function matchingAccessPreset(scopes: { read?: readonly string[]; write?: readonly string[] }, admin = false): AccessPreset | null {
  const normalized = normalizeScopes(scopes);
  const compared = admin ? withoutSettings(normalized) : normalized;
  return ACCESS_PRESETS.find((p) => key(p.scopes) === key(compared)) ?? null;
}
