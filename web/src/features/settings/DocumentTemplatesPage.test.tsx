import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentTemplateRecord } from '@office/domain/document-templates';
import type { Listed } from '@office/domain/lists';
import { CallError } from '../../lib/callable';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { DocumentTemplatesPage } from './DocumentTemplatesPage';

const PROCURACAO: Listed<DocumentTemplateRecord> = {
  id: 'tpl-procuracao',
  version: 2,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-20T17:30:00.000Z',
  name: 'Procuração ad judicia et extra',
  description: 'Poderes gerais e especiais.',
  category: 'procuracao',
  appliesTo: 'processo',
  fields: ['cliente.nome', 'cliente.qualificacao', 'data.local_e_data'],
  fileName: 'procuracao.docx',
  size: 3000,
  storagePath: 'documentTemplates/tpl-procuracao/procuracao.docx',
  createdBy: 'u1',
  updatedBy: 'u1',
};

const server = {
  /** What templates-create throws next, if anything. */
  refuse: null as Error | null,
};

const operations = fakeOperations({
  'templates-list': () => [PROCURACAO],
  'templates-create': () => {
    if (server.refuse) throw server.refuse;
    return { ...PROCURACAO, id: 'tpl-novo', name: 'Recibo', fields: ['cliente.nome'] };
  },
  'templates-delete': () => ({ deleted: true }),
});

beforeEach(() => {
  server.refuse = null;
});

const admin = fakeSession({ admin: true, scopes: { read: ['Configurações'], write: ['Configurações'] } });

async function newTemplate(file: File) {
  fireEvent.click(await screen.findByRole('button', { name: 'Novo modelo' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Recibo' } });
  fireEvent.change(within(dialog).getByLabelText('Usar em'), { target: { value: 'cliente' } });
  fireEvent.change(within(dialog).getByLabelText('Arquivo do modelo (.docx)'), { target: { files: [file] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir modelo' }));
  return dialog;
}

describe('DocumentTemplatesPage', () => {
  it('lists each template with where it is used, its category, its fields and when it changed; and the fields to use', async () => {
    renderWithApp(<DocumentTemplatesPage />, { session: admin });
    const list = await screen.findByRole('region', { name: 'Modelos do escritório' });
    expect(await within(list).findByText('Procuração ad judicia et extra')).toBeTruthy();
    expect(within(list).getByText('Processo')).toBeTruthy();
    expect(within(list).getByText('Procuração')).toBeTruthy();
    expect(within(list).getByText('3 campos')).toBeTruthy();
    expect(within(list).getByText('· atualizado em 20/11/2026 14:30')).toBeTruthy();
    const help = screen.getByRole('region', { name: 'Campos disponíveis' });
    expect(within(help).getByRole('button', { name: 'Copiar {cliente.qualificacao}' })).toBeTruthy();
  });

  it('sends a new template’s .docx in base64 with its name and use', async () => {
    renderWithApp(<DocumentTemplatesPage />, { session: admin });
    await newTemplate(new File(['PK-docx'], 'recibo.docx'));
    await waitFor(() => expect(operations.calls('templates-create').length > 0).toBe(true));
    expect(operations.calls('templates-create')[0]).toEqual({
      template: { name: 'Recibo', description: '', category: 'outro', appliesTo: 'cliente' },
      file: { name: 'recibo.docx', dataBase64: btoa('PK-docx') },
    });
  });

  it('shows the server’s refusal of an unknown field under the file', async () => {
    server.refuse = new CallError(
      'Alguns dados estão inválidos.',
      'invalid-input',
      { file: 'O modelo usa um campo que não existe: {cliente.nomee}. Veja a lista de campos.' },
      {},
    );
    renderWithApp(<DocumentTemplatesPage />, { session: admin });
    const dialog = await newTemplate(new File(['PK-docx'], 'recibo.docx'));
    expect(await within(dialog).findByText('O modelo usa um campo que não existe: {cliente.nomee}. Veja a lista de campos.')).toBeTruthy();
  });

  it('refuses a file that is not a .docx before sending it', async () => {
    renderWithApp(<DocumentTemplatesPage />, { session: admin });
    const dialog = await newTemplate(new File(['%PDF'], 'recibo.pdf'));
    expect(await within(dialog).findByText('Envie um arquivo do Word em formato .docx.')).toBeTruthy();
    expect(operations.calls('templates-create').length > 0).toBe(false);
  });

  it('asks before deleting a template', async () => {
    renderWithApp(<DocumentTemplatesPage />, { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Procuração ad judicia et extra' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/deixa de aparecer em “Gerar documento”/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(operations.calls('templates-delete')[0]).toEqual({ id: 'tpl-procuracao', expectedVersion: 2 }));
  });

  it('tells someone who is not an administrator that templates are theirs', () => {
    renderWithApp(<DocumentTemplatesPage />, { session: fakeSession({ scopes: { read: ['Configurações'], write: [] } }) });
    expect(screen.getByText('Somente administradores')).toBeTruthy();
    expect(operations.log).toEqual([]);
  });
});
