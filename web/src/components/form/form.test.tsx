import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../../lib/callable';
import { RecordCombobox, type Choice } from './Combobox';
import { countFieldErrors, formPath, showServerErrors } from './server-errors';
import { SelectField } from './fields';
import type { SelectOption } from './Select';
import { renderWithApp } from '../../test/app';

describe('formPath', () => {
  const values = { document: '', name: '', phones: [] };
  it('drops the request body wrapper, whatever its name', () => {
    expect(formPath('client.document', values)).toBe('document');
    expect(formPath('profile.name', values)).toBe('name');
    expect(formPath('client.phones.0.number', values)).toBe('phones.0.number');
  });
  it('keeps paths that are already the form’s own', () => {
    expect(formPath('document', values)).toBe('document');
    expect(formPath('phones.0.number', values)).toBe('phones.0.number');
  });
});

describe('showServerErrors', () => {
  it('puts field messages on their fields and the rest above the form', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { document: '', name: '' } }));
    let message = '';
    act(() => {
      message = showServerErrors(
        result.current,
        new CallError('Confira os campos destacados.', 'invalid-input', { 'client.document': 'CPF já cadastrado', 'client.unknown': 'Campo desconhecido' }, {}),
      );
    });
    expect(result.current.getFieldState('document').error?.message).toBe('CPF já cadastrado');
    expect(result.current.getFieldState('name').error).toBeUndefined();
    expect(message).toBe('Corrija o campo destacado abaixo. Campo desconhecido');
  });
  it('says a duplicate once: on its field, with only a count above the form', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { document: '', name: '' } }));
    let message = '';
    act(() => {
      message = showServerErrors(
        result.current,
        new CallError('Já existe um registro com estes dados.', 'already-exists', { document: 'Já existe um cliente com este CPF/CNPJ no escritório.' }, {}),
      );
    });
    expect(result.current.getFieldState('document').error?.message).toBe('Já existe um cliente com este CPF/CNPJ no escritório.');
    expect(message).toBe('Corrija o campo destacado abaixo.');
  });
  it('counts nested field messages, not the refs beside them', () => {
    expect(countFieldErrors({ name: { message: 'x', ref: {} }, phones: [{ number: { message: 'y' } }, undefined], address: { cep: { message: 'z' } } })).toBe(
      3,
    );
  });
  it('shows a failure that is not a callable refusal as its message', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: '' } }));
    expect(showServerErrors(result.current, new Error('Sem conexão'))).toBe('Sem conexão');
  });
});

const PEOPLE: Choice[] = [
  { id: 'cli-1', label: 'Ana Melo Rodrigues' },
  { id: 'cli-2', label: 'Anderson Lima' },
];

function Harness({ onChange, initial = '' }: { onChange: (id: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [query, setQuery] = useState('');
  const choices = PEOPLE.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <RecordCombobox
      id="f-client"
      label="Cliente"
      value={value}
      valueLabel="Cliente atual"
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      onQueryChange={setQuery}
      choices={choices}
      tooShort={query.trim().length < 2}
      listLabel="Clientes encontrados"
      emptyText="Nenhum cliente encontrado"
    />
  );
}

describe('RecordCombobox', () => {
  it('opens after two characters, says when nothing matches, and holds the chosen id', async () => {
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    fireEvent.change(input, { target: { value: 'a' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ana' } });
    await screen.findByRole('option', { name: 'Ana Melo Rodrigues' });
    expect(screen.getByRole('listbox', { name: 'Clientes encontrados' })).toBeTruthy();
    // The keyboard: the first match is active, Enter chooses it.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('cli-1');
    expect((input as HTMLInputElement).value).toBe('Ana Melo Rodrigues');
  });

  it('shows the current record’s name in edit mode', () => {
    renderWithApp(<Harness onChange={vi.fn()} initial="cli-9" />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cliente' }).value).toBe('Cliente atual');
  });
});

describe('SelectField', () => {
  function OwnerForm({ options, onSave }: { options: readonly SelectOption[]; onSave: (values: unknown) => void }) {
    const form = useForm({ defaultValues: { ownerId: 'rafael', reviewer: null as string | null } });
    const bound = { control: form.control, register: form.register };
    return (
      <form onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
        <SelectField {...bound} name="ownerId" label="Responsável" options={options} />
        <SelectField {...bound} name="reviewer" label="Revisor" options={[['', '—'], ...options]} emptyAsNull />
        <button type="submit">Salvar</button>
      </form>
    );
  }

  it('shows the value the form holds even when the options arrive after it (the team still loading)', async () => {
    const onSave = vi.fn();
    const { rerender } = renderWithApp(<OwnerForm options={[]} onSave={onSave} />);
    rerender(
      <OwnerForm
        onSave={onSave}
        options={[
          ['helena', 'Helena'],
          ['rafael', 'Rafael'],
        ]}
      />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Responsável').value).toBe('rafael');
    fireEvent.change(screen.getByLabelText('Revisor'), { target: { value: 'helena' } });
    fireEvent.change(screen.getByLabelText('Revisor'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ ownerId: 'rafael', reviewer: null });
  });
});
