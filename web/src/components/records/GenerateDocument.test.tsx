import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTemplateRecord, GeneratedDocument } from '@office/domain/document-templates';
import type { Listed } from '@office/domain/lists';
import type * as Files from '../../lib/files';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { GenerateDocument } from './GenerateDocument';

function template(id: string, over: Partial<DocumentTemplateRecord>): Listed<DocumentTemplateRecord> {
  return {
    id,
    version: 1,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    name: id,
    description: null,
    category: 'outro',
    appliesTo: 'processo',
    fields: ['cliente.nome'],
    fileName: `${id}.docx`,
    size: 1000,
    storagePath: `documentTemplates/${id}/${id}.docx`,
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}

const TEMPLATES = [
  template('tpl-procuracao', { name: 'Procuração ad judicia', category: 'procuracao' }),
  template('tpl-contrato', {
    name: 'Contrato de honorários',
    fields: ['cliente.nome', 'honorarios.valor', 'honorarios.parcelas', 'honorarios.percentual_exito'],
  }),
  template('tpl-declaracao', { name: 'Declaração de hipossuficiência', appliesTo: 'cliente' }),
  template('tpl-procuracao-cliente', {
    name: 'Procuração (cliente)',
    appliesTo: 'cliente',
    category: 'procuracao',
    fields: ['cliente.nome', 'processo.numero', 'objeto.descricao'],
  }),
  template('tpl-substabelecimento', { name: 'Substabelecimento', fields: ['advogado.nome', 'processo.numero'] }),
];

const GENERATED: GeneratedDocument = {
  file: {
    path: 'lawsuits/proc-001/m1-Contrato.docx',
    name: 'Contrato de honorários - Ana Souza - 28-11-2026.docx',
    size: 4000,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    uploadedAt: '2026-11-28T15:00:00.000Z',
    uploadedBy: 'u1',
    uploadedByName: 'Ana Souza',
    version: 1,
    category: 'contrato',
    description: 'Gerado do modelo “Contrato de honorários”',
    versions: [],
  },
  empty: [{ key: 'processo.valor_causa', label: 'Valor da causa' }],
};

const server = vi.hoisted(() => ({ downloads: [] as string[] }));

const operations = fakeOperations({
  'templates-list': () => TEMPLATES,
  'templates-generate': () => GENERATED,
});

vi.mock('../../lib/files', async (original) => ({
  ...(await original<typeof Files>()),
  downloadFile: async (path: string) => {
    server.downloads.push(path);
  },
}));

beforeEach(() => {
  server.downloads.length = 0;
});

const writer = fakeSession({ scopes: { read: ['Clientes', 'Processos'], write: ['Clientes', 'Processos'] } });

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Gerar documento' }));
  return screen.findByRole('dialog');
}

describe('GenerateDocument', () => {
  it('offers every template on a lawsuit, asks for honorários only when the template uses them, and shows the result', async () => {
    renderWithApp(<GenerateDocument target={{ kind: 'lawsuit', id: 'proc-001' }} />, { session: writer });
    const dialog = await openDialog();
    const select = await within(dialog).findByLabelText('Modelo');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Escolha um modelo',
      'Procuração ad judicia',
      'Contrato de honorários',
      'Declaração de hipossuficiência',
      'Procuração (cliente)',
      'Substabelecimento',
    ]);
    fireEvent.change(select, { target: { value: 'tpl-procuracao' } });
    expect(within(dialog).queryByLabelText('Valor (R$)')).toBeNull();
    fireEvent.change(select, { target: { value: 'tpl-contrato' } });
    fireEvent.change(within(dialog).getByLabelText('Valor (R$)'), { target: { value: '1.500,50' } });
    fireEvent.change(within(dialog).getByLabelText('Parcelas'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('% de êxito'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));

    expect(await within(dialog).findByText('Documento gerado e salvo em Arquivos.')).toBeTruthy();
    expect(operations.log.at(-1)).toEqual({
      name: 'templates-generate',
      input: { templateId: 'tpl-contrato', lawsuitId: 'proc-001', fees: { amount: 150_050, installments: 3, successPercent: 20 } },
    });
    expect(within(dialog).getByText('Campos sem dado neste registro:')).toBeTruthy();
    expect(within(dialog).getByText('Valor da causa')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: `Baixar ${GENERATED.file.name}` }));
    await waitFor(() => expect(server.downloads).toEqual([GENERATED.file.path]));
  });

  it('offers only the clients’ templates on a client’s page', async () => {
    renderWithApp(<GenerateDocument target={{ kind: 'client', id: 'cli-001' }} />, { session: writer });
    const select = await within(await openDialog()).findByLabelText('Modelo');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Escolha um modelo', 'Declaração de hipossuficiência', 'Procuração (cliente)']);
  });

  it('asks a client’s page for the object of a document made before there is a lawsuit, sending none when left blank', async () => {
    renderWithApp(<GenerateDocument target={{ kind: 'client', id: 'cli-001' }} />, { session: writer });
    const dialog = await openDialog();
    const select = await within(dialog).findByLabelText('Modelo');
    fireEvent.change(select, { target: { value: 'tpl-declaracao' } });
    expect(within(dialog).queryByLabelText('Objeto (opcional)')).toBeNull();
    fireEvent.change(select, { target: { value: 'tpl-procuracao-cliente' } });
    const matter = within(dialog).getByLabelText('Objeto (opcional)');
    expect(matter.getAttribute('aria-describedby')).toBe('generate-matter-hint');
    fireEvent.change(matter, { target: { value: '  Ação trabalhista contra a Metalúrgica Alfa ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    expect(await within(dialog).findByText('Documento gerado e salvo em Arquivos.')).toBeTruthy();
    expect(operations.log.at(-1)).toEqual({
      name: 'templates-generate',
      input: { templateId: 'tpl-procuracao-cliente', clientId: 'cli-001', matter: 'Ação trabalhista contra a Metalúrgica Alfa', fees: null },
    });
  });

  it('on a lawsuit with several clients, asks whom the document is for, the first by default', async () => {
    const clients = [
      { clientId: 'cli-001', name: 'Ana Souza', role: 'autor' as const, gender: 'feminino' as const },
      { clientId: 'cli-002', name: 'Bruno Lima', role: 'autor' as const, gender: 'masculino' as const },
    ];
    renderWithApp(<GenerateDocument target={{ kind: 'lawsuit', id: 'proc-001', clients }} />, { session: writer });
    const dialog = await openDialog();
    const select = await within(dialog).findByLabelText('Modelo');
    fireEvent.change(select, { target: { value: 'tpl-substabelecimento' } });
    expect(within(dialog).queryByLabelText('Cliente')).toBeNull();
    fireEvent.change(select, { target: { value: 'tpl-procuracao-cliente' } });
    expect(within(dialog).queryByLabelText('Objeto (opcional)')).toBeNull();
    const client = within(dialog).getByLabelText<HTMLSelectElement>('Cliente');
    expect(
      within(client)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana Souza (autora)', 'Bruno Lima (autor)']);
    expect(client.value).toBe('cli-001');
    fireEvent.change(client, { target: { value: 'cli-002' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    expect(await within(dialog).findByText('Documento gerado e salvo em Arquivos.')).toBeTruthy();
    expect(operations.log.at(-1)).toEqual({
      name: 'templates-generate',
      input: { templateId: 'tpl-procuracao-cliente', lawsuitId: 'proc-001', clientId: 'cli-002', fees: null },
    });
  });

  it('is not offered to who cannot add files to the record', () => {
    renderWithApp(<GenerateDocument target={{ kind: 'lawsuit', id: 'proc-001' }} />, { session: fakeSession({ scopes: { read: ['Processos'], write: [] } }) });
    expect(screen.queryByRole('button', { name: 'Gerar documento' })).toBeNull();
  });
});
