import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileEntry } from '@office/domain/file-records';
import type * as Files from '../../lib/files';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { AttachedFiles } from './AttachedFiles';

const CONTRACT: FileEntry = {
  path: 'clients/cli-001/m1-Contrato.pdf',
  name: 'Contrato assinado.pdf',
  size: 2048,
  contentType: 'application/pdf',
  // 14:30 in São Paulo.
  uploadedAt: '2026-02-03T17:30:00.000Z',
  uploadedBy: 'staff-ana',
  uploadedByName: 'Ana Costa',
  version: 2,
  category: 'contrato',
  description: 'Via do cliente',
  versions: [
    {
      path: 'clients/cli-001/versions/m1-Contrato.pdf/0001',
      name: 'Contrato minuta.pdf',
      size: 1024,
      contentType: 'application/pdf',
      uploadedAt: '2026-01-10T12:05:00.000Z',
      uploadedBy: 'staff-bruno',
      uploadedByName: 'Bruno Lima',
      version: 1,
    },
  ],
};

const server = vi.hoisted(() => ({
  uploads: [] as { target: string; name: string; options: unknown }[],
  files: [] as FileEntry[],
}));

const operations = fakeOperations({
  'attachments-list': () => server.files,
  'attachments-update': (input) => ({ ...server.files[0]!, ...input }),
  'attachments-delete': () => ({ deleted: true }),
});

vi.mock('../../lib/files', async (original) => ({
  ...(await original<typeof Files>()),
  uploadFile: async (target: string, file: File, onProgress: (fraction: number) => void, options: unknown) => {
    server.uploads.push({ target, name: file.name, options });
    if (file.name === 'Ao mesmo tempo.pdf') {
      const { CallError } = await import('../../lib/callable');
      throw new CallError(
        'Outra pessoa alterou este registro enquanto você editava.',
        'conflict',
        {},
        { id: 'conflict', reason: 'Outra pessoa enviou uma nova versão deste arquivo ao mesmo tempo.' },
      );
    }
    onProgress(1);
    return { ...CONTRACT, path: `${target}/m2-x`, name: file.name, version: target === CONTRACT.path ? 3 : 1 };
  },
}));

beforeEach(() => {
  server.uploads.length = 0;
  server.files = [CONTRACT];
});

function renderFiles(canWrite = true) {
  renderWithApp(<AttachedFiles folder="clients/cli-001" canWrite={canWrite} />);
}

/** A chosen file; `size` stands in for bytes the test need not allocate. */
function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('AttachedFiles', () => {
  it('lists each file with its category, description, version, uploader and time, and its earlier versions under Histórico', async () => {
    renderFiles(false);
    const item = (await screen.findByText('Contrato assinado.pdf')).closest('li')!;
    expect(within(item).getByText('Contrato')).toBeTruthy();
    expect(within(item).getByText('Via do cliente')).toBeTruthy();
    expect(within(item).getByText('versão 2 · 2 KB · enviado por Ana Costa em 03/02/2026 14:30')).toBeTruthy();
    // Reading only: download and history, nothing that writes.
    expect(screen.queryByText('Anexar arquivo')).toBeNull();
    expect(screen.queryByLabelText('Enviar nova versão de Contrato assinado.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Contrato assinado.pdf' })).toBeNull();

    expect(screen.queryByRole('list', { name: 'Histórico de Contrato assinado.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Histórico de Contrato assinado.pdf' }));
    const history = screen.getByRole('list', { name: 'Histórico de Contrato assinado.pdf' });
    expect(within(history).getByText('Contrato minuta.pdf')).toBeTruthy();
    expect(within(history).getByText('versão 1 · 1 KB · enviado por Bruno Lima em 10/01/2026 09:05')).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Baixar Contrato minuta.pdf (versão 1)' })).toBeTruthy();
  });

  it('says the limits, and asks what a chosen recording is before sending it (WhatsApp audio: Ogg by its name)', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    expect(screen.getByText(/documentos e imagens de até 20 MB; áudio e vídeo de até 30 MB/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Anexar arquivo'), { target: { files: [fileOf('WhatsApp Audio.opus', '')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Anexar arquivo' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Categoria').value).toBe('gravacao');
    fireEvent.change(within(dialog).getByLabelText('Descrição (opcional)'), { target: { value: 'Áudio do cliente sobre o acordo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anexar arquivo' })).toBeNull());
    expect(server.uploads).toEqual([
      {
        target: 'clients/cli-001',
        name: 'WhatsApp Audio.opus',
        options: { contentType: 'audio/ogg', params: { category: 'gravacao', description: 'Áudio do cliente sobre o acordo' } },
      },
    ]);
    expect(await screen.findByText('Arquivo anexado')).toBeTruthy();
  });

  it('starts a document as "Outro", and refuses a description over 200 characters before sending', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    fireEvent.change(screen.getByLabelText('Anexar arquivo'), { target: { files: [fileOf('Procuração.pdf', 'application/pdf')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Anexar arquivo' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Categoria').value).toBe('outro');
    fireEvent.change(within(dialog).getByLabelText('Categoria'), { target: { value: 'procuracao' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição (opcional)'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Corrija o campo destacado abaixo.')).toBeTruthy();
    expect(server.uploads).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Descrição (opcional)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    expect(server.uploads[0]?.options).toEqual({ contentType: 'application/pdf', params: { category: 'procuracao' } });
  });

  it('refuses, before sending, a video over 30 MB and a document over 20 MB, saying which limit', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    fireEvent.change(screen.getByLabelText('Anexar arquivo'), { target: { files: [fileOf('audiencia.mp4', 'video/mp4', 31 * 1024 * 1024)] } });
    expect(await screen.findByText('O arquivo passa do limite de 30 MB para áudio e vídeo.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Anexar arquivo'), { target: { files: [fileOf('scan.pdf', 'application/pdf', 21 * 1024 * 1024)] } });
    expect(await screen.findByText('O arquivo passa do limite de 20 MB para documentos e imagens.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.uploads).toEqual([]);
  });

  it('sends a new version to the file’s own path', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    fireEvent.change(screen.getByLabelText('Enviar nova versão de Contrato assinado.pdf'), {
      target: { files: [fileOf('Contrato final.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('Nova versão enviada')).toBeTruthy();
    expect(screen.getByText('Contrato final.pdf (versão 3)')).toBeTruthy();
    expect(server.uploads).toEqual([{ target: CONTRACT.path, name: 'Contrato final.pdf', options: { contentType: 'application/pdf' } }]);
  });

  it('says why a new version sent at the same time as another was refused, and lists the files again', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    const lists = () => operations.calls('attachments-list').length;
    const before = lists();
    fireEvent.change(screen.getByLabelText('Enviar nova versão de Contrato assinado.pdf'), {
      target: { files: [fileOf('Ao mesmo tempo.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('Outra pessoa enviou uma nova versão deste arquivo ao mesmo tempo.')).toBeTruthy();
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('changes a file’s category and description through attachments-update', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Editar Contrato assinado.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Contrato assinado.pdf' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Descrição (opcional)').value).toBe('Via do cliente');
    fireEvent.change(within(dialog).getByLabelText('Categoria'), { target: { value: 'procuracao' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição (opcional)'), { target: { value: 'Procuração ad judicia' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Arquivo atualizado')).toBeTruthy();
    expect(operations.calls('attachments-update')[0]).toEqual({
      path: CONTRACT.path,
      category: 'procuracao',
      description: 'Procuração ad judicia',
    });
  });

  it('says that deleting a file deletes its earlier versions too', async () => {
    renderFiles();
    await screen.findByText('Contrato assinado.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Contrato assinado.pdf' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir arquivo?' });
    expect(within(question).getByText('Contrato assinado.pdf será excluído com as versões anteriores.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(operations.calls('attachments-delete').length > 0).toBe(true));
    expect(operations.calls('attachments-delete')[0]).toEqual({ path: CONTRACT.path });
  });
});
