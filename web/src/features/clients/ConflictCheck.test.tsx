import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConflictReport } from '@office/domain';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { conflictParty, ConflictCheckButton } from './ConflictCheck';

const server: { report: ConflictReport } = { report: { hits: [], hidden: 0 } };

const operations = fakeOperations({ 'clients-checkConflicts': () => server.report });

beforeEach(() => {
  server.report = { hits: [], hidden: 0 };
});

describe('conflictParty', () => {
  it('reads a CPF or CNPJ, masked or not, as the document and anything else as the name', () => {
    expect(conflictParty(' 529.982.247-25 ')).toEqual({ name: '', document: '52998224725', side: null });
    expect(conflictParty('11222333000181')).toEqual({ name: '', document: '11222333000181', side: null });
    expect(conflictParty('Maria Souza')).toEqual({ name: 'Maria Souza', document: null, side: null });
  });

  it('says what is wrong with digits that are no CPF/CNPJ and with a name too short', () => {
    expect(conflictParty('12345')).toBe('Um CPF tem 11 dígitos e um CNPJ, 14: confira o número.');
    expect(conflictParty('111.111.111-11')).toBe('CPF ou CNPJ inválido: confira os dígitos');
    expect(conflictParty('Al')).toBe('Informe o nome (ao menos 3 letras) ou o CPF/CNPJ');
  });
});

describe('Verificar conflito', () => {
  it('checks a document or a name and shows what was found, or that nothing was', async () => {
    renderWithApp(<ConflictCheckButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Verificar conflito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verificar conflito de interesses' });
    const field = within(dialog).getByLabelText('Nome, CPF ou CNPJ');

    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(within(dialog).getByText('Um CPF tem 11 dígitos e um CNPJ, 14: confira o número.')).toBeTruthy();
    expect(operations.calls('clients-checkConflicts')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '52998224725' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByText('Nenhum conflito encontrado para “529.982.247-25”.')).toBeTruthy();
    expect(operations.calls('clients-checkConflicts').at(-1)).toEqual({ parties: [{ name: '', document: '52998224725', side: null }] });

    server.report = {
      hits: [
        {
          party: 0,
          match: 'nome',
          found: 'parte-contraria',
          client: null,
          lawsuit: { id: 'l7', label: 'REF-7', subject: 'Despejo', role: 'ré', name: 'Maria Souza' },
        },
      ],
      hidden: 1,
    };
    fireEvent.change(field, { target: { value: 'Maria Souza' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    const warning = await within(dialog).findByRole('status', { name: 'Possível conflito de interesses' });
    await waitFor(() =>
      expect(warning.textContent).toContain('Maria Souza (mesmo nome — pode ser homônimo) aparece como parte contrária (ré) no processo REF-7 — Despejo'),
    );
    expect(warning.textContent).toContain('+ 1 ocorrência(s) em registros que você não pode abrir.');
    expect(within(warning).getByRole('link', { name: 'REF-7' }).getAttribute('href')).toBe('/lawsuits/l7');
  });
});
