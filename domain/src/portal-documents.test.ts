import { describe, expect, it } from 'vitest';
import { clientUploadLine, portalRequestCreateInput, portalShareInput } from './portal-documents';

describe('portal documents', () => {
  it('names the client’s upload in the office’s time (America/Sao_Paulo)', () => {
    expect(clientUploadLine('Maria Souza', '2026-12-04T01:30:00.000Z')).toBe('Enviado pelo cliente Maria Souza em 03/12/2026 22:30');
  });

  it('asks for a document with a title, an optional note and a date; empty extras are stored as null', () => {
    const parsed = portalRequestCreateInput.parse({ clientId: 'cli-001', title: ' Envie seu RG ', note: '', lawsuitId: '' });
    expect(parsed).toEqual({ clientId: 'cli-001', lawsuitId: null, title: 'Envie seu RG', note: null, dueDate: null });
    const refused = portalRequestCreateInput.safeParse({ clientId: 'cli-001', title: '', dueDate: '2026-02-30' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Diga qual documento o cliente deve enviar'],
      ['dueDate', 'Data inválida'],
    ]);
  });

  it('shares only a client’s or a lawsuit’s file, one version of it', () => {
    const share = { path: 'clients/cli-001/abc-contrato.pdf', fileVersion: 2, expectedVersion: null };
    expect(portalShareInput.parse(share)).toEqual({ ...share, confirmSecret: false });
    expect(portalShareInput.safeParse({ ...share, path: 'transactions/tx-1/recibo.pdf' }).success).toBe(false);
    expect(portalShareInput.safeParse({ ...share, fileVersion: 0 }).success).toBe(false);
  });
});
