/**
 * A link names what it points to, so linking a record of a section the caller cannot read is refused in pt-BR,
 * without naming it (issue 34): a lawsuit's or a lançamento's client, an agenda entry's lawsuit or client, a
 * client's prestação de contas. An edit keeps the link the record already had, whoever saves it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  type ClientRecord,
  type EventSaved,
  type LawsuitChoice,
  type LawsuitRecord,
  type Listed,
  type StaffCreated,
  type TransactionSaved,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { eventInput } from '../support/agenda';
import { transaction } from '../support/finance';
import { callFn, setPasswordFromLink, signIn, type CallResult } from '../support/emulator-client';
import { clientInput, cnjSource, cpfSource, lawsuitClients, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const PASSWORD = 'Vinculos#2026';
const run = Date.now().toString(36);
let adminToken = '';
const tokens: Record<'lawsuitsOnly' | 'financeOnly' | 'financeAndClients' | 'agendaOnly' | 'agendaAndLawsuits', string> = {
  lawsuitsOnly: '',
  financeOnly: '',
  financeAndClients: '',
  agendaOnly: '',
  agendaAndLawsuits: '',
};
let client: { id: string; name: string };
let lawsuit: { id: string; clientId: string; clientName: string };
let otherClientId = '';
const cpf = cpfSource(900_000_000);
const cnj = cnjSource(9_000_000, '2024', '0044');

async function person(label: string, labels: string[]): Promise<string> {
  const email = `vinculo.${label}.${run}@barbosaadvocacia.test`;
  const created = await callFn<StaffCreated>('staff-create', { email, name: `Vínculo ${label}`, read: labels, write: labels }, adminToken);
  expect(created.error).toBeUndefined();
  await setPasswordFromLink(created.result!.passwordSetupLink!, PASSWORD);
  return signIn(email, PASSWORD);
}

/** Refused as a field error with the pt-BR sentence, and nothing in the answer names the record. */
function refused(res: CallResult, field: string, sentence: string, secret: string): void {
  expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
  expect(res.error?.details?.fields?.[field]).toBe(sentence);
  expect(JSON.stringify(res)).not.toContain(secret);
}

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  [tokens.lawsuitsOnly, tokens.financeOnly, tokens.financeAndClients, tokens.agendaOnly, tokens.agendaAndLawsuits] = await Promise.all([
    person('processos', ['Processos']),
    person('financeiro', ['Financeiro']),
    person('financeiro-clientes', ['Financeiro', 'Clientes']),
    person('agenda', ['Agenda']),
    person('agenda-processos', ['Agenda', 'Processos']),
  ]);
  // Records of this file only: the links it makes never become another file's dependents.
  const name = `Cliente Vínculo ${run}`;
  const made = await callFn<Listed<ClientRecord>>('clients-create', { client: clientInput(cpf(), { name }) }, adminToken);
  const other = await callFn<Listed<ClientRecord>>('clients-create', { client: clientInput(cpf(), { name: `Outro Cliente ${run}` }) }, adminToken);
  client = { id: made.result!.id, name };
  otherClientId = other.result!.id;
  const filed = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj(), client.id) }, adminToken);
  lawsuit = { id: filed.result!.id, clientId: client.id, clientName: name };
});

describe('links to records the caller cannot read', () => {
  it('Processos alone cannot pick a client for a lawsuit, and keeps the client of one it edits', async () => {
    const lawsuitValues = lawsuitInput(cnj(), client.id, { internalRef: `VINC-${run}` });
    const create = await callFn('lawsuits-create', { lawsuit: { ...lawsuitValues, clients: [{ clientId: client.id, role: 'autor' }] } }, tokens.lawsuitsOnly);
    refused(create, 'lawsuit.clients.0.clientId', 'Você não tem acesso a Clientes para vincular um cliente.', client.name);
    const stores = await testStores();
    const made = await stores.documents.count(COLLECTIONS.lawsuits, [{ field: 'internalRef', op: '==', value: `VINC-${run}` }]);
    await stores.documents.close();
    expect(made).toBe(0);

    const current = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: lawsuit.id }, adminToken)).result!;
    const edit = await callFn(
      'lawsuits-update',
      {
        id: lawsuit.id,
        expectedVersion: current.version,
        lawsuit: { ...lawsuitValues, cnj: current.cnj, internalRef: current.internalRef, clients: lawsuitClients(current) },
      },
      tokens.lawsuitsOnly,
    );
    expect(edit.error).toBeUndefined();
  });

  it('Financeiro alone cannot link a client or a lawsuit, nor read a client’s prestação de contas', async () => {
    const values = transaction({ description: 'Honorários iniciais' });
    refused(
      await callFn('finance-create', { transaction: { ...values, clientId: client.id } }, tokens.financeOnly),
      'transaction.clientId',
      'Você não tem acesso a Clientes para vincular um cliente.',
      client.name,
    );
    refused(
      await callFn('finance-create', { transaction: { ...values, lawsuitId: lawsuit.id } }, tokens.financeOnly),
      'transaction.lawsuitId',
      'Você não tem acesso a Processos para vincular um processo.',
      lawsuit.clientName,
    );
    refused(
      await callFn('finance-statement', { clientId: client.id, from: '2026-01-01', to: '2026-12-31' }, tokens.financeOnly),
      'clientId',
      'Você não tem acesso a Clientes para vincular um cliente.',
      client.name,
    );

    // A lançamento the administrator linked to the client: the finance person edits it and the link stays.
    const linked = await callFn<TransactionSaved>('finance-create', { transaction: { ...values, clientId: client.id } }, adminToken);
    const t = linked.result!.transaction;
    const edit = await callFn<TransactionSaved>(
      'finance-update',
      { id: t.id, expectedVersion: t.version, transaction: { ...values, clientId: client.id, description: 'Honorários iniciais (1/2)' } },
      tokens.financeOnly,
    );
    expect(edit.error).toBeUndefined();
    expect(edit.result!.transaction.clientId).toBe(client.id);
  });

  it('Financeiro with Clientes links a fee to a lawsuit of the client, chosen by number and parties only', async () => {
    // Financeiro alone is not offered a client's lawsuits: naming them names the client.
    refused(
      await callFn('finance-lawsuitChoices', { clientId: client.id }, tokens.financeOnly),
      'clientId',
      'Você não tem acesso a Clientes para vincular um cliente.',
      client.name,
    );
    const choices = await callFn<LawsuitChoice[]>('finance-lawsuitChoices', { clientId: client.id }, tokens.financeAndClients);
    expect(choices.error).toBeUndefined();
    const stored = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: lawsuit.id }, adminToken)).result!;
    expect(choices.result).toContainEqual({ id: lawsuit.id, label: stored.cnj, parties: `${client.name} × Empresa Ré S.A.` });
    // Number and parties only: nothing of the case itself.
    expect(Object.keys(choices.result![0]!).sort()).toEqual(['id', 'label', 'parties']);
    expect(JSON.stringify(choices.result)).not.toContain(stored.subject);

    const values = transaction({ description: 'Honorários do processo' });
    const linked = await callFn<TransactionSaved>(
      'finance-create',
      { transaction: { ...values, clientId: client.id, lawsuitId: lawsuit.id } },
      tokens.financeAndClients,
    );
    expect(linked.error).toBeUndefined();
    expect(linked.result!.transaction).toMatchObject({ clientId: client.id, lawsuitId: lawsuit.id, lawsuitLabel: stored.cnj });
    // Another client's lawsuit is refused, and nothing is written.
    const before = (await callFn<{ total: number }>('finance-list', { clientId: otherClientId, limit: 1 }, adminToken)).result!.total;
    const wrong = await callFn('finance-create', { transaction: { ...values, clientId: otherClientId, lawsuitId: lawsuit.id } }, tokens.financeAndClients);
    expect([wrong.status, wrong.error?.details?.fields?.['transaction.lawsuitId']]).toEqual([400, 'Este processo é de outro cliente.']);
    expect((await callFn<{ total: number }>('finance-list', { clientId: otherClientId, limit: 1 }, adminToken)).result!.total).toBe(before);
  });

  it('Agenda cannot link a lawsuit without Processos, nor a client without Clientes, and never learns whose a lawsuit is', async () => {
    const base = { date: '2026-12-09', ownerId: 'staff-rafael-moreira', kind: 'reuniao', title: 'Reunião com a parte' };
    refused(
      await callFn('agenda-create', { event: eventInput({ ...base, lawsuitId: lawsuit.id }) }, tokens.agendaOnly),
      'event.lawsuitId',
      'Você não tem acesso a Processos para vincular um processo.',
      lawsuit.clientName,
    );
    refused(
      await callFn('agenda-create', { event: eventInput({ ...base, clientId: client.id }) }, tokens.agendaOnly),
      'event.clientId',
      'Você não tem acesso a Clientes para vincular um cliente.',
      client.name,
    );
    // With Processos, the lawsuit links; naming another client (to learn whose the lawsuit is) is refused unnamed.
    refused(
      await callFn('agenda-create', { event: eventInput({ ...base, lawsuitId: lawsuit.id, clientId: otherClientId }) }, tokens.agendaAndLawsuits),
      'event.clientId',
      'Você não tem acesso a Clientes para vincular um cliente.',
      lawsuit.clientName,
    );
    const ok = await callFn<EventSaved>('agenda-create', { event: eventInput({ ...base, lawsuitId: lawsuit.id }) }, tokens.agendaAndLawsuits);
    expect(ok.error).toBeUndefined();
    expect(ok.result!.event.clientId).toBe(lawsuit.clientId);
  });
});
