/** The new section's domain files: its schemas, record type and field words, and its slice of contracts. */
import { renderContract } from './contract-entry';
import { pascalOf, type SectionNames } from './names';

/** `domain/src/<kebab>.ts`: what one record holds, the inputs of its operations, and the log's words for its fields. */
export const domainModule = (n: SectionNames) => `/**
 * ${n.label}: records with a name and notes, listed by name and found by the words of the name.
 */
import { expectedVersion, pageInput, recordId } from './lists';
import { lineText, multilineText, z } from './schema';

export const ${n.ONE}_NAME_MAX = 200;
export const ${n.ONE}_NOTES_MAX = 5000;

export const ${n.one}Values = z
  .object({
    name: lineText(${n.ONE}_NAME_MAX).min(2, 'Informe o nome'),
    notes: multilineText(${n.ONE}_NOTES_MAX),
  })
  .strict();
export type ${n.One}Values = z.output<typeof ${n.one}Values>;

/** The form's words for each field, in its order, for the audit log. */
export const ${n.ONE}_FIELD_LABELS = {
  name: 'nome',
  notes: 'observações',
} as const satisfies Record<keyof ${n.One}Values, string>;

export interface ${n.One}Record extends ${n.One}Values {
  /** searchKey(name): the list's order. */
  nameKey: string;
  /** Prefixes of the name's words (search.ts): the list's search. */
  searchWords: string[];
  createdBy: string;
  updatedBy: string;
}

export const ${n.one}ListInput = pageInput.extend({ search: lineText(100).nullish() }).strict();
export const ${n.one}CreateInput = z.object({ ${n.one}: ${n.one}Values }).strict();
export const ${n.one}UpdateInput = z.object({ id: recordId, expectedVersion, ${n.one}: ${n.one}Values }).strict();
export const ${n.one}DeleteInput = z.object({ id: recordId, expectedVersion }).strict();
`;

/** `domain/src/sections/<id>.ts`: the section's operations, who may call them and the log's words. */
/** A write's action, its answer, and the log's words for an attempt and for what it did. */
const WRITES = [
  { action: 'create', answer: 'record', attempt: 'cadastrar', done: 'Cadastrou', effect: 'created' },
  { action: 'update', answer: 'record', attempt: 'editar', done: 'Editou', effect: 'updated' },
  { action: 'delete', answer: '{ deleted: true }', attempt: 'excluir', done: 'Excluiu', effect: 'deleted' },
] as const;

export const sliceModule = (n: SectionNames) => {
  const record = `Listed<${n.One}Record>`;
  const entries = [
    renderContract({ name: `${n.id}-list`, output: `Page<${n.One}Record>`, policy: `read('${n.id}')`, input: `${n.one}ListInput` }),
    renderContract({ name: `${n.id}-get`, output: record, policy: `read('${n.id}')`, input: 'getInput' }),
    ...WRITES.map((w) =>
      renderContract({
        name: `${n.id}-${w.action}`,
        output: w.answer === 'record' ? record : w.answer,
        policy: `write('${n.id}')`,
        input: `${n.one}${pascalOf(w.action)}Input`,
        attempt: `${w.attempt} ${n.noun}`,
        actions: { [`${n.id}.${w.action}`]: `${w.effect}('${w.done} ${n.noun}')` },
      }),
    ),
  ];
  return `/** ${n.label}: the section's readers list and open its records; its writers create, edit and delete them. */
import { command, created, deleted, query, read, slice, updated, write } from './define';
import { getInput, type Listed, type Page } from '../lists';
import {
  ${n.one}CreateInput,
  ${n.one}DeleteInput,
  ${n.one}ListInput,
  type ${n.One}Record,
  ${n.one}UpdateInput,
  ${n.ONE}_FIELD_LABELS,
} from '../${n.kebab}';

export const ${n.id}Slice = slice({
  fieldWords: { section: '${n.id}', labels: ${n.ONE}_FIELD_LABELS },
  operations: {
${entries.map((e) => `    ${e},`).join('\n')}
  },
});
`;
};
