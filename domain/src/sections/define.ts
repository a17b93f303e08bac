/**
 * The builders of a section's slice (`sections/<group>.ts`): one entry per operation, with who may call it,
 * the schema its input must pass, the type of its answer and, for a write, the log's words for it. An entry
 * built with `command` writes; one built with `query` cannot be given a section's write label, so whether an
 * operation writes is never guessed from its name.
 */
import type { ZodType } from 'zod';
import type { AuditSection } from '../audit';
import type { CallablePolicy, SectionId } from '../policy';
import { z } from '../schema';

export interface Contract<I extends ZodType = ZodType, O = unknown, P extends CallablePolicy = CallablePolicy> {
  policy: P;
  input: I;
  /** Changes stored data: a refused call is recorded as a security event in the audit log (a refused read is not). */
  writes?: true;
  /** What a refused call would have done, in the log's words ("cadastrar cliente"). Every write has one. */
  attempt?: string;
  /** The stored audit actions this operation names, in the log's words and with their effect ({ 'clients.create': created('Cadastrou cliente') }). */
  actions?: Readonly<Record<string, ActionWords>>;
  /** Type-only: the answer's type. Never read at run time. */
  readonly output?: O;
}

/**
 * What an audit action did to the record it names: created it, changed it, or removed it. Declared with each
 * action (never guessed from its name), so the log says "novo registro" or "registro excluído" only when true.
 */
export type AuditEffect = 'create' | 'update' | 'delete';

/** An action's entry in a slice: the log's words for it and its effect. */
export interface ActionWords {
  label: string;
  effect: AuditEffect;
}

export const created = (label: string): ActionWords => ({ label, effect: 'create' });
export const updated = (label: string): ActionWords => ({ label, effect: 'update' });
export const deleted = (label: string): ActionWords => ({ label, effect: 'delete' });

/** A policy that does not need a section's write label. */
type ReadPolicy = Extract<CallablePolicy, string> | { section: SectionId; access: 'read' };

/** `query<Output>()(policy, input)`: an operation that changes nothing. */
export const query =
  <O>() =>
  <I extends ZodType, const P extends ReadPolicy>(policy: P, input: I): Contract<I, O, P> => ({ policy, input });

/**
 * `command<Output>()(policy, input, attempt, actions)`: an operation that writes, with the log's words for a refused
 * attempt ("cadastrar cliente") and for each action it stores, with its effect ({ 'clients.create': created('Cadastrou cliente') }).
 */
export const command =
  <O>() =>
  // An operation that owns no actions adds none to AuditAction: its default is the empty record, on purpose.
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
  <I extends ZodType, const P extends CallablePolicy, const A extends Readonly<Record<string, ActionWords>> = Record<never, ActionWords>>(
    policy: P,
    input: I,
    attempt: string,
    actions: A = {} as A,
  ): Omit<Contract<I, O, P>, 'actions'> & { writes: true; attempt: string; actions: A } => ({ policy, input, attempt, actions, writes: true });

export const read = <const S extends SectionId>(section: S) => ({ section, access: 'read' as const });
export const write = <const S extends SectionId>(section: S) => ({ section, access: 'write' as const });
/** The input of an operation that takes none. */
export const none = z.object({}).strict();

/**
 * One group's slice: its operations and, where its section names fields its own way in the audit log, those
 * words (`fieldWords`). contracts.ts lists the slices; the callables, the log's actions, effects and field words
 * all derive from that list.
 */
export interface Slice<O extends Readonly<Record<string, Contract>> = Readonly<Record<string, Contract>>> {
  operations: O;
  fieldWords?: { section: AuditSection; labels: Readonly<Record<string, string>> };
}

export const slice = <const O extends Readonly<Record<string, Contract>>>(spec: Slice<O>): Slice<O> => spec;
