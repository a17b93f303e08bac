import { describe, expect, it } from 'vitest';
import { auditListInput, DENIALS_CAPPED_ACTION } from './audit';
import { AUDIT_ACTION_LABELS, AUDIT_ATTEMPT_LABELS, auditActionLabel, auditChangeText, auditEffect, auditFieldLabels } from './audit-labels';
import { CALLABLE_NAMES, CALLABLES, isWriteCallable, type CallableName } from './contracts';

describe('which callables write', () => {
  // A refused write is a security event and a refused read is not. Whether an operation writes is its slice's
  // word (`command` or `query`), and one under a section's write label can only be a command (see
  // sections/define.type-test.ts); these are the cases a name would guess wrong.
  it('is said by the operation, not guessed from its name', () => {
    expect(
      ['clients-importPreview', 'notifications-markAllRead', 'calendarFeed-issue', 'courtCalendar-create', 'publicPages-requestRemoval'].map((n) =>
        isWriteCallable(n as CallableName),
      ),
    ).toEqual(Array(5).fill(true));
    expect(
      ['clients-exportCsv', 'settings-auditLog', 'agenda-computeDeadline', 'calendarFeed-get', 'publicPages-office'].map((n) =>
        isWriteCallable(n as CallableName),
      ),
    ).toEqual(Array(5).fill(false));
  });

  it('every operation under a write label writes', () => {
    const readsUnderWriteLabel = CALLABLE_NAMES.filter((n) => {
      const policy = CALLABLES[n].policy;
      return typeof policy === 'object' && policy.access === 'write' && !isWriteCallable(n);
    });
    expect(readsUnderWriteLabel).toEqual([]);
  });

  it('names in words what every write would have done, for the refusals the log lists', () => {
    const unnamed = CALLABLE_NAMES.filter((n) => isWriteCallable(n) && !AUDIT_ATTEMPT_LABELS[n]);
    expect(unnamed).toEqual([]);
    expect(AUDIT_ATTEMPT_LABELS['files-upload']).toBe('anexar arquivo');
  });
});

describe('the log in words', () => {
  it('names every action the functions write, and refusals as attempts', () => {
    expect(auditActionLabel('clients.update')).toBe('Editou cliente');
    expect(auditActionLabel('denied.missing-scope')).toBe('Tentativa recusada');
    expect(auditActionLabel(DENIALS_CAPPED_ACTION)).toMatch(/^Limite de registros/);
    expect(auditActionLabel('novo.tipo')).toBe('novo.tipo');
    expect(Object.values(AUDIT_ACTION_LABELS).every((l) => /^[A-ZÁ-Ú]/.test(l))).toBe(true);
  });

  it('lists the fields a person filled in, not the keys the server derives from them', () => {
    expect(auditFieldLabels(['phones', 'document', 'nameKey', 'name', 'searchWords', 'updatedBy', 'novoCampo'])).toEqual([
      'nome',
      'CPF/CNPJ',
      'telefones',
      'novoCampo',
    ]);
  });

  it('names a field the way its section does', () => {
    expect(auditFieldLabels(['ownerId', 'people', 'notes', 'startsAt', 'kind'], 'agenda')).toEqual(['tipo', 'início', 'responsável', 'observações']);
    expect(auditFieldLabels(['kind'], 'clients')).toEqual(['tipo de pessoa']);
  });

  it('tells creations and deletions from edits, whatever the section', () => {
    expect(['clients.create', 'clients.import', 'lawsuits.addMovement', 'removal.request', 'files.upload'].map(auditEffect)).toEqual(Array(5).fill('create'));
    expect(['clients.delete', 'files.delete', 'lawsuits.delete'].map(auditEffect)).toEqual(Array(3).fill('delete'));
    // A declined registration disables an account nobody was given: nothing is deleted.
    expect(['clients.update', 'staff.setScopes', 'lawsuits.clientRenamed', 'removal.resolve', 'staff.declineRegistration'].map(auditEffect)).toEqual(
      Array(5).fill('update'),
    );
  });
});

describe('auditChangeText', () => {
  const change = (action: string, entity: string, changedFields: string[]) => auditChangeText({ action, entity, section: 'finance', changedFields });

  it('says what a payment did to the money, not every field of it', () => {
    const whole = ['date', 'amount', 'method', 'accountId', 'transactionId', 'type'];
    expect(change('finance.pay', 'payments', whole)).toEqual({ text: 'novo pagamento', quiet: false });
    expect(change('finance.reverse', 'payments', ['reversal'])).toEqual({ text: 'pagamento estornado', quiet: false });
    expect(change('finance.transfer', 'payments', whole)).toEqual({ text: 'nova transferência', quiet: false });
  });

  it('lists an edit’s fields, and names creations, deletions, files and empty saves', () => {
    expect(change('finance.update', 'transactions', ['description'])).toEqual({ text: 'descrição', quiet: false });
    expect(change('finance.create', 'transactions', ['description', 'amount'])).toEqual({ text: 'novo registro', quiet: true });
    expect(change('files.upload', 'files', ['name'])).toEqual({ text: 'arquivo anexado', quiet: false });
    expect(change('files.version', 'files', ['file'])).toEqual({ text: 'nova versão de arquivo', quiet: false });
    expect(change('files.update', 'files', ['category', 'description'])).toEqual({ text: 'categoria, descrição de arquivo', quiet: false });
    expect(change('files.update', 'files', [])).toEqual({ text: 'nenhum (salvo sem mudanças)', quiet: true });
    expect(change('files.delete', 'files', ['file'])).toEqual({ text: 'arquivo excluído', quiet: false });
    expect(change('finance.update', 'transactions', [])).toEqual({ text: 'nenhum (salvo sem mudanças)', quiet: true });
  });
});

describe('auditListInput', () => {
  it('takes empty choices as no filter', () => {
    expect(auditListInput.parse({ section: '', kind: '', from: '', to: '', actor: '', recordId: '' })).toMatchObject({
      section: null,
      kind: null,
      from: null,
      to: null,
      actor: null,
      recordId: null,
    });
  });

  it('refuses a period backwards and unknown choices, in pt-BR', () => {
    const fail = (input: object) => auditListInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fail({ from: '2026-03-02', to: '2026-03-01' })).toEqual([['to', 'A data final deve ser igual ou posterior à inicial']]);
    expect(fail({ section: 'audit' })).toEqual([['section', 'Seção inválida']]);
    expect(fail({ kind: 'all' })).toEqual([['kind', 'Tipo inválido']]);
    expect(fail({ actor: 'a/b' })).toEqual([['actor', 'Pessoa inválida']]);
  });
});
