import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/app';
import { DEFAULT_TOAST_LIFE, useToast, type ToastMessage } from './toast';

function Trigger({ message }: { message: ToastMessage }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message)}>
      mostrar
    </button>
  );
}

function show(message: ToastMessage) {
  renderWithApp(<Trigger message={message} />);
  fireEvent.click(screen.getByText('mostrar'));
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows in the top-centre area and closes itself after its life time', () => {
    show({ summary: 'Salvo', detail: 'Cliente atualizado', life: 3000 });
    const area = screen.getByTestId('toast-area');
    expect(area.className).toContain('top-3');
    expect(area.className).toContain('items-center');
    expect(screen.getByText('Salvo')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Salvo')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Salvo')).toBeNull();
  });

  it('defaults to info severity, a 5 s life and a close button', () => {
    show({ summary: 'Olá' });
    expect(screen.getByRole('status').textContent).toContain('Olá');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('Olá')).toBeNull();
    fireEvent.click(screen.getByText('mostrar'));
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_LIFE - 1);
    });
    expect(screen.queryByText('Olá')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Olá')).toBeNull();
  });

  it('announces errors as alerts, hides the close button when not closable, and stays when life is 0', () => {
    show({ severity: 'error', summary: 'Falhou', closable: false, life: 0 });
    expect(screen.getByRole('alert').textContent).toContain('Falhou');
    expect(screen.queryByRole('button', { name: 'Fechar aviso' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Falhou')).toBeTruthy();
  });
});
