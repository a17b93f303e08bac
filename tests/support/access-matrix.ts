/**
 * The authorization matrix's vocabulary: the kinds of caller, what each may get, and an operation's row. A row is
 * written by hand in tests/callables/access/<group>.ts, or, for a plain read, derived here from its contract: who
 * is allowed and who is refused follows from the policy, and an input the schema alone can build (nothing, or a
 * first small page) is enough for the call.
 */
import { CALLABLES, type CallableName, type CallablePolicy, type Contract, type SectionId } from '@office/domain';

/** `client`: a client account of the portal (issue 59's "client row"), bound to a client with no lawsuit opened to it. */
export type Role = 'anonymous' | 'noScopes' | 'readOnly' | 'readWrite' | 'admin' | 'disabled' | 'client';
export const ROLES: Role[] = ['anonymous', 'noScopes', 'readOnly', 'readWrite', 'admin', 'disabled', 'client'];
/** 'ok', or the HTTP status and application error id expected. */
export type Outcome = 'ok' | [number, string];

export interface Row {
  /** The section whose label the read-only and read+write callers hold (any section for policies that ignore labels). */
  section: SectionId;
  /**
   * A valid input for the caller with `token`. One that declares no parameter does not depend on the caller: it is
   * built once for all the refused callers of the row (and once per allowed call).
   */
  input: (token: string | undefined) => Promise<unknown>;
  expect: Record<Role, Outcome>;
  /** The call changes the caller's own staff record, so their claims go stale: sign in again after it. */
  changesCaller?: boolean;
}

/** The rows one group's file may hold: its own operations' only (`finance-pay` in access/finance.ts). */
export type GroupRows<G extends string> = { [N in CallableName as N extends `${G}-${string}` ? N : never]?: Row };

export const denied = (id: string): Outcome => [403, id];
export const ADMIN_ONLY: Record<Role, Outcome> = {
  anonymous: [401, 'not-signed-in'],
  noScopes: denied('no-staff-record'),
  readOnly: denied('admin-only'),
  readWrite: denied('admin-only'),
  admin: 'ok',
  disabled: denied('account-disabled'),
  // A client account has no staff record: every staff operation refuses it before reading anything.
  client: denied('no-staff-record'),
};
export const SECTION_READ: Record<Role, Outcome> = { ...ADMIN_ONLY, readOnly: 'ok', readWrite: 'ok' };
export const SECTION_WRITE: Record<Role, Outcome> = { ...ADMIN_ONLY, readOnly: denied('missing-scope'), readWrite: 'ok' };
export const STAFF: Record<Role, Outcome> = SECTION_READ;
export const PUBLIC: Record<Role, Outcome> = { anonymous: 'ok', noScopes: 'ok', readOnly: 'ok', readWrite: 'ok', admin: 'ok', disabled: 'ok', client: 'ok' };
/** Any signed-in account, staff record or not, and even a disabled one (the session call says what it may do). */
export const SIGNED_IN: Record<Role, Outcome> = { ...PUBLIC, anonymous: [401, 'not-signed-in'] };
/** A client account's own calls (portal do cliente): no staff account gets in, whatever its labels. */
export const PORTAL: Record<Role, Outcome> = {
  anonymous: [401, 'not-signed-in'],
  noScopes: denied('portal-only'),
  readOnly: denied('portal-only'),
  readWrite: denied('portal-only'),
  admin: denied('portal-only'),
  disabled: denied('portal-only'),
  client: 'ok',
};
/** A client account's call about a lawsuit that is not its own (or not opened to it): as if it did not exist. */
export const PORTAL_OTHERS: Record<Role, Outcome> = { ...PORTAL, client: [404, 'not-found'] };

const PAGE_SIZE = 5;
export const none = async () => ({});
/** A first small page of a list. */
export const page = async () => ({ limit: PAGE_SIZE });

/** Who gets what under a policy, and the section whose label the read-only and read+write callers hold. */
function byPolicy(policy: CallablePolicy): Pick<Row, 'section' | 'expect'> {
  if (typeof policy === 'object') return { section: policy.section, expect: policy.access === 'read' ? SECTION_READ : SECTION_WRITE };
  // A policy that ignores labels: the callers hold Sobre, which grants nothing more.
  switch (policy) {
    case 'admin':
      return { section: 'about', expect: ADMIN_ONLY };
    case 'staff':
    case 'second-factor':
      return { section: 'about', expect: STAFF };
    case 'signed-in':
      return { section: 'about', expect: SIGNED_IN };
    case 'public':
      return { section: 'about', expect: PUBLIC };
    case 'portal':
      return { section: 'about', expect: PORTAL };
  }
}

/** An input built from the schema alone: a first small page of a list, else nothing; null when it needs values. */
function genericInput(schema: Contract['input']): (() => Promise<unknown>) | null {
  const paged = schema.safeParse({ limit: PAGE_SIZE });
  if (paged.success && (paged.data as { limit?: unknown }).limit === PAGE_SIZE) return page;
  return schema.safeParse({}).success ? none : null;
}

/** The row of a plain read whose input the schema alone can build; null for a write or an input that needs values. */
export function rowOf(contract: Contract): Row | null {
  if (contract.writes) return null;
  const input = genericInput(contract.input);
  return input && { ...byPolicy(contract.policy), input };
}

export const derivedRow = (name: CallableName): Row | null => rowOf(CALLABLES[name]);
