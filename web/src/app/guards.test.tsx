import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/session-context';
import { renderWithApp } from '../test/app';
import { fakeSession } from '../test/session';
import { RequireAuth, RequireStaff } from './guards';
import { RequireAdmin, RequireSection } from './section-guard';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function renderAt(path: string, session: Session) {
  // The login, access, second-factor and unauthorized pages: where a guard sends the person.
  return renderWithApp(<Where />, {
    at: path,
    session,
    routes: {
      '/events': (
        <RequireAuth>
          <RequireStaff>
            <RequireSection section="agenda">
              <p>agenda</p>
            </RequireSection>
          </RequireStaff>
        </RequireAuth>
      ),
      '/Crud': (
        <RequireAuth>
          <RequireStaff>
            <RequireAdmin>
              <p>guia de estilo</p>
            </RequireAdmin>
          </RequireStaff>
        </RequireAuth>
      ),
      '/transactions': (
        <RequireAuth>
          <RequireStaff>
            <RequireSection section="finance">
              <p>financeiro</p>
            </RequireSection>
          </RequireStaff>
        </RequireAuth>
      ),
    },
  });
}

describe('route guards', () => {
  it('waits while authentication is loading', () => {
    renderAt('/events', fakeSession({ loading: true, signedIn: false }));
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends a signed-out person to the login page with the target to return to', () => {
    renderAt('/events?dia=3', fakeSession({ signedIn: false }));
    expect(screen.getByTestId('where').textContent).toBe(`/auth/Login?redirect=${encodeURIComponent('/events?dia=3')}`);
  });

  it('sends a person who just left with "Sair" to the login page without the page they left', () => {
    renderAt('/events?dia=3', { ...fakeSession({ signedIn: false }), leaving: true });
    expect(screen.getByTestId('where').textContent).toBe('/auth/Login');
  });

  it('lets a person with the read label in', () => {
    renderAt('/events', fakeSession({ scopes: { read: ['Agenda'], write: [] } }));
    expect(screen.getByText('agenda')).toBeTruthy();
  });

  it('sends a person without the label to /unauthorized', () => {
    renderAt('/transactions', fakeSession({ scopes: { read: ['Agenda'], write: [] } }));
    expect(screen.getByTestId('where').textContent).toBe('/unauthorized');
  });

  it('keeps the style-guide pages for administrators', () => {
    renderAt('/Crud', fakeSession({ scopes: { read: ['Agenda'], write: [] } }));
    expect(screen.getByTestId('where').textContent).toBe('/unauthorized');
    renderAt('/Crud', fakeSession({ scopes: { read: ['Agenda'], write: [] }, admin: true }));
    expect(screen.getByText('guia de estilo')).toBeTruthy();
  });

  it('sends a signed-up account without any access to the waiting page', () => {
    renderAt('/events', fakeSession({ scopes: null }));
    expect(screen.getByTestId('where').textContent).toBe('/auth/Access');
  });

  it('sends a sign-in that owes its second factor (or its setup) to that screen first, with the target, and renders nothing of the page', () => {
    for (const state of ['challenge', 'setup-required'] as const) {
      const { unmount } = renderAt('/events?dia=3', fakeSession({ scopes: { read: ['Agenda'], write: [] }, secondFactor: state }));
      expect(screen.getByTestId('where').textContent).toBe(`/auth/SecondFactor?redirect=${encodeURIComponent('/events?dia=3')}`);
      expect(screen.queryByText('agenda')).toBeNull();
      unmount();
    }
    renderAt('/events', fakeSession({ scopes: { read: ['Agenda'], write: [] }, secondFactor: 'verified' }));
    expect(screen.getByText('agenda')).toBeTruthy();
  });
});
