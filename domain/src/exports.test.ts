import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SYSTEM_COLLECTIONS } from './policy';
import {
  csvCell,
  csvColumns,
  csvRow,
  expiredMessage,
  exportedCollections,
  exportedFolders,
  exportExpiresAt,
  exportFileName,
  exportRow,
  formatBytes,
  isExpired,
  mayTakeOver,
  REDACTED_VALUE,
} from './exports';
import { describeNotification } from './notifications';

const stored = (data: Record<string, unknown>) => ({
  id: 'x-1',
  version: 3,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  data,
});

describe('what an export holds', () => {
  it('takes every collection but those holding secrets or plumbing, the audit log and staff included', () => {
    const collections = exportedCollections();
    for (const secret of [COLLECTIONS.secondFactors, COLLECTIONS.secondFactorSessions, COLLECTIONS.calendarFeeds, COLLECTIONS.rateLimits, COLLECTIONS.exports])
      expect(collections).not.toContain(secret);
    for (const kept of [COLLECTIONS.audit, COLLECTIONS.staff, COLLECTIONS.clients, COLLECTIONS.lawsuits, COLLECTIONS.messages, COLLECTIONS.charges])
      expect(collections).toContain(kept);
    expect(SYSTEM_COLLECTIONS).toContain(COLLECTIONS.exports);
  });

  it("takes the files of the office's own folders only, never the archives' folder", () => {
    const folders = exportedFolders();
    expect(folders).toEqual(expect.arrayContaining(['clients', 'lawsuits', 'tasks', 'transactions', 'office', 'articles', 'admin', 'documentTemplates']));
    expect(folders).not.toContain('exports');
  });

  it('puts the id, version and times beside the fields, and replaces the DataJud key', () => {
    expect(exportRow(COLLECTIONS.integrations, stored({ apiKey: 'segredo', enabled: true }))).toEqual({
      id: 'x-1',
      versao: 3,
      criadoEm: '2026-01-01T10:00:00.000Z',
      atualizadoEm: '2026-02-01T10:00:00.000Z',
      apiKey: REDACTED_VALUE,
      enabled: true,
    });
    expect(exportRow(COLLECTIONS.integrations, stored({ apiKey: null })).apiKey).toBeNull();
    expect(exportRow(COLLECTIONS.clients, stored({ apiKey: 'não é credencial aqui' })).apiKey).toBe('não é credencial aqui');
  });
});

describe('the CSV of a collection', () => {
  it('has the id and times first, then every field any record has, sorted', () => {
    expect(csvColumns(['name', 'id', 'amount', 'versao', 'criadoEm', 'atualizadoEm', 'name'])).toEqual([
      'id',
      'versao',
      'criadoEm',
      'atualizadoEm',
      'amount',
      'name',
    ]);
  });

  it('writes text as is, numbers and booleans plainly, lists and objects as JSON, nothing for null or a missing field', () => {
    expect([csvCell('Maria'), csvCell(123456), csvCell(false), csvCell(null), csvCell(undefined)]).toEqual(['Maria', '123456', 'false', '', '']);
    expect(csvCell(['a', 'b'])).toBe('["a","b"]');
    expect(csvRow(['id', 'tags', 'missing'], { id: 'c-1', tags: { vip: true } })).toEqual(['c-1', '{"vip":true}', '']);
  });
});

describe('the archive and its link', () => {
  it("names the archive by what it holds and the day; a client's by id, never by name", () => {
    expect(exportFileName('escritorio', '2026-12-03', null)).toBe('escritorio-2026-12-03.zip');
    expect(exportFileName('cliente', '2026-12-03', 'cli-001')).toBe('cliente-cli-001-2026-12-03.zip');
  });

  it('expires 24 hours after the archive is ready, and says when in pt-BR (Brasília time)', () => {
    const expiresAt = exportExpiresAt('2026-12-03T18:00:00.000Z');
    expect(expiresAt).toBe('2026-12-04T18:00:00.000Z');
    expect(isExpired({ expiresAt }, '2026-12-04T17:59:59.999Z')).toBe(false);
    expect(isExpired({ expiresAt }, '2026-12-04T18:00:00.000Z')).toBe(true);
    expect(isExpired({ expiresAt: null }, '2030-01-01T00:00:00.000Z')).toBe(false);
    expect(expiredMessage(expiresAt)).toBe('O link desta exportação expirou em 04/12/2026 às 15:00. Gere uma nova exportação.');
  });

  it('lets a run take a queued export, or one whose run stopped renewing its lease; never a finished one', () => {
    const now = '2026-12-03T18:00:00.000Z';
    expect(mayTakeOver({ status: 'na-fila', leaseUntil: null }, now)).toBe(true);
    expect(mayTakeOver({ status: 'gerando', leaseUntil: '2026-12-03T18:00:30.000Z' }, now)).toBe(false);
    expect(mayTakeOver({ status: 'gerando', leaseUntil: '2026-12-03T17:59:00.000Z' }, now)).toBe(true);
    expect(mayTakeOver({ status: 'pronta', leaseUntil: null }, now)).toBe(false);
    expect(mayTakeOver({ status: 'falhou', leaseUntil: null }, now)).toBe(false);
  });

  it('says sizes the Brazilian way', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(13_002_342), formatBytes(5 * 1024 ** 3)]).toEqual(['512 bytes', '2 KB', '12,4 MB', '5 GB']);
  });
});

describe('the notice of a ready export', () => {
  const facts = (scope: 'escritorio' | 'cliente') =>
    ({
      kind: 'exportacao-pronta',
      export: { exportId: 'exp-1', scope, clientName: 'Maria Souza', ok: true, expiresAt: '2026-12-04T18:00:00.000Z', size: 2048 },
    }) as const;
  const adminOnly = { read: ['Configurações' as const], write: ['Configurações' as const] };
  const withClients = { read: ['Clientes' as const, 'Configurações' as const], write: ['Configurações' as const] };

  it('says what is ready, how big, until when, and links to Exportações', () => {
    expect(describeNotification(facts('escritorio'), adminOnly)).toEqual({
      title: 'Exportação do escritório pronta para baixar',
      detail: 'Arquivo ZIP de 2 KB. O link vale até 04/12/2026 às 15:00.',
      link: '/settings/exports',
    });
  });

  it('names the client only to who reads Clientes', () => {
    expect(describeNotification(facts('cliente'), withClients).title).toBe('Exportação de Maria Souza (LGPD) pronta para baixar');
    expect(describeNotification(facts('cliente'), adminOnly).title).toBe('Exportação de um cliente (LGPD) pronta para baixar');
  });

  it('says a failed export failed', () => {
    const failed = { kind: 'exportacao-pronta', export: { ...facts('escritorio').export, ok: false, expiresAt: null, size: null } } as const;
    expect(describeNotification(failed, adminOnly).title).toBe('A exportação do escritório falhou');
  });
});
