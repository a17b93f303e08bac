/**
 * Record builders for web tests: each returns a valid record as the server lists it, overridable field by field
 * (`aClient({ name: 'Maria Souza' })`). Where a section has an input schema the values are parsed through it,
 * so a builder follows the schema's defaults and fails loudly when a required field is added.
 */
import { clientInput, clientSearchWords, type ClientRecord } from '@office/domain/clients';
import type { DirectoryEntry } from '@office/domain/contracts';
import { partyNameKey } from '@office/domain/lawsuit-parties';
import type { Listed, RecordMeta } from '@office/domain/lists';
import { searchKey } from '@office/domain/text';

/** What every stored record carries to the SPA. */
export function recordMeta(over: Partial<RecordMeta> = {}): RecordMeta {
  return { id: 'r1', version: 1, createdAt: '2026-03-01T12:00:00Z', updatedAt: '2026-03-01T12:00:00Z', ...over };
}

/** A person of the office as the directory lists them (u1 is fakeSession's Ana Souza). */
export function aDirectoryEntry(over: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return { uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true, lawsuits: true, ...over };
}

/** A client (pessoa física unless told) as 'clients-get' and 'clients-list' answer it. */
export function aClient(over: Partial<Listed<ClientRecord>> = {}): Listed<ClientRecord> {
  const values = clientInput.parse({
    kind: 'pf',
    name: over.name ?? 'Maria Souza',
    document: '529.982.247-25',
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'ativo',
    responsibleLawyerId: 'u1',
  });
  return {
    ...recordMeta({ id: 'c1' }),
    ...values,
    nameKey: searchKey(values.name),
    partyKey: partyNameKey(values.name),
    searchWords: clientSearchWords(values),
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}
