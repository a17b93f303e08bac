import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/app';
import type { Choice } from '../form/Combobox';
import { RecipientsField } from './RecipientsField';

const TEAM: Choice[] = [
  { id: 'u-ana', label: 'Ana Souza (ana@x.test)', detail: 'ana@x.test' },
  { id: 'u-ana2', label: 'Ana Souza (ana.souza@x.test)', detail: 'ana.souza@x.test' },
  { id: 'u-bruno', label: 'Bruno Lima', detail: 'bruno@x.test' },
  { id: 'u-joao', label: 'João Araújo', detail: 'joao@x.test' },
];

function Harness({ initial = [], max, onSubmit = vi.fn() }: { initial?: string[]; max?: number; onSubmit?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <RecipientsField id="to" label="Para" choices={TEAM} value={value} onChange={setValue} max={max} />
      <output data-testid="value">{value.join(',')}</output>
    </form>
  );
}

const chosen = () => screen.getByTestId('value').textContent;
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('RecipientsField', () => {
  it('filters the team as the person types, by name or e-mail, accents and case aside', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Para' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'joao');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['João Araújojoao@x.test']);
    await user.clear(input);
    await user.type(input, 'souza@');
    expect(options()).toEqual(['Ana Souza (ana.souza@x.test)ana.souza@x.test']);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('Ninguém da equipe com este nome.').getAttribute('role')).toBe('status');
  });

  it('moves with the arrows, adds with Enter without submitting, and keeps the list open for the next person', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Para' });
    // ↓ opens the list with the first person highlighted (aria-activedescendant points at it).
    input.focus();
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Ana Souza (ana@x.test)ana@x.test');
    // ↓ moves on, ↑ wraps around to the last.

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Ana Souza (ana.souza@x.test)ana.souza@x.test');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toBe('João Araújojoao@x.test');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('u-joao');
    expect(onSubmit).not.toHaveBeenCalled();
    // The chosen person leaves the list; the list stays open with the next one highlighted.
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options()).not.toContain('João Araújojoao@x.test');
    await user.type(input, 'bru');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('u-joao,u-bruno');
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('list', { name: 'Para escolhidos' }).textContent).toContain('Bruno Lima');
    expect(screen.getByText('Bruno Lima adicionado aos destinatários.')).toBeTruthy();
  });

  it('closes the list with Escape without letting the key reach the dialog; a second Escape does', async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    renderWithApp(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands for the dialog listening for Escape
      <div
        onKeyDown={(e) => {
          if (e.key === 'Escape') outside();
        }}
      >
        <Harness />
      </div>,
    );
    const input = screen.getByRole('combobox', { name: 'Para' });
    await user.type(input, 'an');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(outside).not.toHaveBeenCalled();
    // The text typed goes next, then the dialog may close.
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(outside).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('removes the last chip with Backspace in the empty input, and any chip with its button (focus back in the input)', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness initial={['u-ana', 'u-bruno', 'u-joao']} />);
    const input = screen.getByRole('combobox', { name: 'Para' });
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(chosen()).toBe('u-ana,u-bruno');
    await user.click(screen.getByRole('button', { name: 'Remover Ana Souza (ana@x.test)' }));
    expect(chosen()).toBe('u-bruno');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Ana Souza (ana@x.test) removido dos destinatários.')).toBeTruthy();
    // Backspace while text is typed edits the text, not the chips.
    await user.type(input, 'jo{Backspace}');
    expect(chosen()).toBe('u-bruno');
    expect((input as HTMLInputElement).value).toBe('j');
  });

  it('adds a person clicked in the list and stops offering people at the limit', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness initial={['u-ana']} max={2} />);
    const input = screen.getByRole('combobox', { name: 'Para' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /Bruno Lima/ }));
    expect(chosen()).toBe('u-ana,u-bruno');
    expect(options()).toEqual([]);
    expect(screen.getByText('No máximo 2 destinatários.')).toBeTruthy();
  });
});
