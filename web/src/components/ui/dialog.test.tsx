import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDialog } from './dialog';
import { clampOffset } from './dialog-frame';
import { useSession } from '../../lib/session-context';
import { renderWithApp } from '../../test/app';

function Opener() {
  const dialog = useDialog();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void dialog
            .open({
              title: 'Editar cliente',
              content: (close) => (
                <button type="button" onClick={() => close('ok')}>
                  Dentro
                </button>
              ),
            })
            .then((r) => setAnswer(String(r)))
        }
      >
        abrir
      </button>
      <button
        type="button"
        onClick={() => void dialog.confirm({ title: 'Excluir?', message: 'Sem volta.', confirmLabel: 'Excluir' }).then((r) => setAnswer(String(r)))}
      >
        confirmar
      </button>
      <p data-testid="answer">{answer}</p>
    </>
  );
}

function setup() {
  renderWithApp(<Opener />);
}

describe('dialog service', () => {
  it('renders content inside the router and the session where the host is mounted, even with the service above both', async () => {
    function WhoAmI() {
      const { me } = useSession();
      return <Link to="/profile">{me?.name}</Link>;
    }
    function Open() {
      const dialog = useDialog();
      return (
        <button type="button" onClick={() => void dialog.open({ title: 'Quem sou', content: () => <WhoAmI /> })}>
          quem
        </button>
      );
    }
    // renderWithApp mounts the service above the router, as the app does.
    renderWithApp(<Open />);
    fireEvent.click(screen.getByText('quem'));
    expect((await screen.findByRole('link', { name: 'Ana Souza' })).getAttribute('href')).toBe('/profile');
  });

  it('opens centred with a title, closes on Escape, resolves undefined and gives focus back', async () => {
    setup();
    const opener = screen.getByText('abrir');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('Editar cliente')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The opener's promise settles after the dialog leaves the screen: wait for its answer too.
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('undefined'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('returns what the content closes it with', async () => {
    setup();
    fireEvent.click(screen.getByText('abrir'));
    fireEvent.click(await screen.findByText('Dentro'));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('ok'));
  });

  it('confirm resolves true only on the confirm button', async () => {
    setup();
    fireEvent.click(screen.getByText('confirmar'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('false'));
    fireEvent.click(screen.getByText('confirmar'));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('true'));
  });

  it('keeps a dragged panel inside the viewport', () => {
    const rect = { left: 100, top: 100, width: 400, height: 300 };
    const viewport = { width: 800, height: 600 };
    expect(clampOffset({ x: -500, y: -500 }, rect, viewport, { x: 0, y: 0 })).toEqual({ x: -100, y: -100 });
    expect(clampOffset({ x: 900, y: 900 }, rect, viewport, { x: 0, y: 0 })).toEqual({ x: 300, y: 200 });
    expect(clampOffset({ x: 20, y: -30 }, rect, viewport, { x: 0, y: 0 })).toEqual({ x: 20, y: -30 });
  });
});
