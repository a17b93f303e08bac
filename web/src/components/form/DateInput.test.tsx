import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCalendarDate } from '@office/domain/dates';
import { monthField } from '@office/domain/finance';
import { dateField, z } from '@office/domain/schema';
import { DateField, DateInput, MonthField, TimeField } from './DateInput';
import { renderWithApp } from '../../test/app';

const schema = z.object({
  day: dateField('Informe a data'),
  at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)'),
  month: monthField,
});
type Values = z.infer<typeof schema>;

/** A form as the app builds them: the callable's schema, validated once a field is left. */
function Harness({ onSave, defaults = { day: '', at: '', month: '' } }: { onSave: (values: Values) => void; defaults?: Values }) {
  const form = useForm<Values>({ resolver: zodResolver(schema, undefined, { raw: true }), defaultValues: defaults, mode: 'onTouched' });
  const bound = { control: form.control, register: form.register };
  const values = useWatch({ control: form.control });
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
      <DateField {...bound} name="day" label="Vencimento" />
      <TimeField {...bound} name="at" label="Início" />
      <MonthField {...bound} name="month" label="Competência" />
      <output data-testid="values">{JSON.stringify(values)}</output>
      <button type="submit">Salvar</button>
      <button type="button" onClick={() => form.reset({ day: '2027-01-02', at: '08:05', month: '2027-01' })}>
        Recarregar
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const formValues = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Partial<Values>;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));

/** jsdom has no showPicker: a test that wants the calendar button gives inputs one. */
function withShowPicker(impl: () => void = () => undefined) {
  const showPicker = vi.fn(impl);
  Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true, writable: true });
  return showPicker;
}
afterEach(() => {
  Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
  vi.restoreAllMocks();
});

describe('DateField', () => {
  it('shows typed digits as DD/MM/AAAA and gives the form YYYY-MM-DD', async () => {
    const onSave = vi.fn();
    renderWithApp(<Harness onSave={onSave} />);
    await userEvent.type(input('Vencimento'), '3011');
    expect(input('Vencimento').value).toBe('30/11');
    await userEvent.type(input('Vencimento'), '2026');
    expect(input('Vencimento').value).toBe('30/11/2026');
    expect(formValues().day).toBe('2026-11-30');
    expect(input('Vencimento').type).toBe('text');
    expect(input('Vencimento').inputMode).toBe('numeric');
    expect(input('Vencimento').placeholder).toBe('DD/MM/AAAA');
  });

  it('refuses a date that does not exist, in Portuguese, and nothing is saved', async () => {
    const onSave = vi.fn();
    renderWithApp(<Harness onSave={onSave} defaults={{ day: '', at: '09:00', month: '2026-02' }} />);
    await userEvent.type(input('Vencimento'), '31022026');
    expect(input('Vencimento').value).toBe('31/02/2026');
    expect(screen.getByText('Data inexistente: confira o dia e o mês')).toBeTruthy();
    expect(input('Vencimento').getAttribute('aria-invalid')).toBe('true');
    expect(input('Vencimento').getAttribute('aria-describedby')).toBe('f-day-error');
    // Never another, valid date: the schema refuses what the form holds.
    expect(formValues().day).toBe('31/02/2026');
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a half-typed date is incomplete once left, and the form refuses it', async () => {
    const onSave = vi.fn();
    renderWithApp(<Harness onSave={onSave} defaults={{ day: '', at: '09:00', month: '2026-02' }} />);
    await userEvent.type(input('Vencimento'), '3011');
    expect(screen.queryByText('Data incompleta: use DD/MM/AAAA')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Data incompleta: use DD/MM/AAAA')).toBeTruthy();
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes an ISO date filled or pasted in and shows it DD/MM/AAAA', async () => {
    const onSave = vi.fn();
    renderWithApp(<Harness onSave={onSave} defaults={{ day: '', at: '09:00', month: '2026-11' }} />);
    fireEvent.change(input('Vencimento'), { target: { value: '2026-11-30' } });
    expect(input('Vencimento').value).toBe('30/11/2026');
    await save();
    expect(onSave.mock.calls[0]?.[0]).toEqual({ day: '2026-11-30', at: '09:00', month: '2026-11' });
  });

  it('writes a one-digit day and month in full once left', async () => {
    renderWithApp(<Harness onSave={vi.fn()} />);
    await userEvent.type(input('Vencimento'), '1/2/2026');
    expect(formValues().day).toBe('2026-02-01');
    await userEvent.tab();
    expect(input('Vencimento').value).toBe('01/02/2026');
  });

  it('shows the values of a form reset from outside', async () => {
    renderWithApp(<Harness onSave={vi.fn()} defaults={{ day: '2026-11-30', at: '14:00', month: '2026-11' }} />);
    expect([input('Vencimento').value, input('Início').value, input('Competência').value]).toEqual(['30/11/2026', '14:00', '11/2026']);
    await userEvent.type(input('Vencimento'), '{backspace}{backspace}');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Recarregar' })));
    expect([input('Vencimento').value, input('Início').value, input('Competência').value]).toEqual(['02/01/2027', '08:05', '01/2027']);
  });
});

describe('TimeField and MonthField', () => {
  it('shows 1430 as 14:30, 24 hours, and refuses 25:00', async () => {
    const onSave = vi.fn();
    renderWithApp(<Harness onSave={onSave} defaults={{ day: '2026-11-30', at: '', month: '2026-11' }} />);
    await userEvent.type(input('Início'), '1430');
    expect(input('Início').value).toBe('14:30');
    expect(input('Início').placeholder).toBe('HH:MM');
    await save();
    expect(onSave.mock.calls[0]?.[0]).toEqual({ day: '2026-11-30', at: '14:30', month: '2026-11' });
    await userEvent.clear(input('Início'));
    await userEvent.type(input('Início'), '2500');
    expect(input('Início').value).toBe('25:00');
    expect(screen.getByText('Hora inexistente: use de 00:00 a 23:59')).toBeTruthy();
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows 112026 as 11/2026 and gives the form 2026-11', async () => {
    const onSave = vi.fn();
    renderWithApp(<Harness onSave={onSave} defaults={{ day: '2026-11-30', at: '09:00', month: '' }} />);
    await userEvent.type(input('Competência'), '112026');
    expect(input('Competência').value).toBe('11/2026');
    expect(formValues().month).toBe('2026-11');
    fireEvent.change(input('Competência'), { target: { value: '2026-12' } });
    expect(input('Competência').value).toBe('12/2026');
    await save();
    expect(onSave.mock.calls[0]?.[0]).toEqual({ day: '2026-11-30', at: '09:00', month: '2026-12' });
  });
});

describe('the browser’s language', () => {
  it('changes nothing: the labelled field is a text box in DD/MM/AAAA, never a native date input', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    withShowPicker();
    const { container } = renderWithApp(<Harness onSave={vi.fn()} defaults={{ day: '2026-11-30', at: '14:00', month: '2026-11' }} />);
    for (const label of ['Vencimento', 'Início', 'Competência']) expect(input(label).type).toBe('text');
    expect([input('Vencimento').value, input('Início').value, input('Competência').value]).toEqual(['30/11/2026', '14:00', '11/2026']);
    // The native inputs behind the calendar buttons: out of the tab order, of the accessibility tree, of any label.
    const natives = [...container.querySelectorAll<HTMLInputElement>('input:not([type=text])')];
    expect(natives.map((n) => n.type)).toEqual(['date', 'month']);
    for (const n of natives) {
      expect([n.tabIndex, n.getAttribute('aria-hidden'), n.id, n.name, n.labels?.length]).toEqual([-1, 'true', '', '', 0]);
    }
    expect(screen.getAllByRole('textbox').map((t) => t.id)).toEqual(['f-day', 'f-at', 'f-month']);
  });

  it('has no axe violations, with the calendar buttons', async () => {
    withShowPicker();
    const { container } = renderWithApp(<Harness onSave={vi.fn()} defaults={{ day: '2026-11-30', at: '14:00', month: '2026-11' }} />);
    await userEvent.type(input('Vencimento'), '{backspace}');
    await userEvent.tab();
    // Colour contrast needs a real layout; the e2e pages test checks it.
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('the calendar button', () => {
  it('opens the browser’s calendar and writes the day picked DD/MM/AAAA', async () => {
    const showPicker = withShowPicker();
    const { container } = renderWithApp(<Harness onSave={vi.fn()} />);
    const [dayButton] = screen.getAllByRole('button', { name: 'Abrir calendário' });
    await userEvent.click(dayButton!);
    const native = container.querySelector<HTMLInputElement>('input[type=date]')!;
    expect(showPicker.mock.contexts).toEqual([native]);
    fireEvent.change(native, { target: { value: '2026-12-25' } });
    expect(input('Vencimento').value).toBe('25/12/2026');
    expect(formValues().day).toBe('2026-12-25');
    expect(document.activeElement).toBe(input('Vencimento'));
    expect(native.value).toBe('2026-12-25');
  });

  it('leaves typing as the way in where the picker is refused or missing', async () => {
    withShowPicker(() => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const { unmount } = renderWithApp(<Harness onSave={vi.fn()} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Abrir calendário' })[0]!);
    unmount();
    Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
    renderWithApp(<Harness onSave={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Abrir calendário' })).toBeNull();
    await userEvent.type(input('Vencimento'), '30112026');
    expect(input('Vencimento').value).toBe('30/11/2026');
  });
});

describe('DateInput outside a form (a filter)', () => {
  function Filter({ onApply, max }: { onApply: (v: string) => void; max?: string }) {
    const [from, setFrom] = useState('2026-01-01');
    return (
      <>
        <DateInput
          id="from"
          label="De"
          value={from}
          max={max}
          // A filter takes whole dates only: the text stays as typed meanwhile.
          onChange={(v) => {
            if (v !== '' && !isCalendarDate(v)) return;
            setFrom(v);
            onApply(v);
          }}
        />
        <button type="button" onClick={() => setFrom('')}>
          Limpar
        </button>
      </>
    );
  }

  it('keeps a half-typed date that the caller ignores, and follows a change from outside', async () => {
    const onApply = vi.fn();
    renderWithApp(<Filter onApply={onApply} />);
    const field = input('De');
    expect(field.value).toBe('01/01/2026');
    await userEvent.clear(field);
    await userEvent.type(field, '3011');
    expect(field.value).toBe('30/11');
    await userEvent.type(field, '2026');
    expect(onApply.mock.calls).toEqual([[''], ['2026-11-30']]);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field.value).toBe('');
  });

  it('refuses a date beyond max with a message naming it, handing out no date', async () => {
    const onApply = vi.fn();
    renderWithApp(<Filter onApply={onApply} max="2026-06-15" />);
    await userEvent.clear(input('De'));
    await userEvent.type(input('De'), '16062026');
    expect(screen.getByText('Use uma data até 15/06/2026')).toBeTruthy();
    expect(onApply.mock.calls).toEqual([['']]);
  });
});

describe('the app’s date inputs', () => {
  it('are all these components: no native date, time or month input is left to follow the browser’s language', () => {
    const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
    const native = Object.entries(sources)
      .filter(([, text]) => /type=["'{]*(date|time|month|week|datetime-local)\b/.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(native).toEqual([]);
  });
});
