/**
 * The sign-in page rendered to HTML at build time (vite.config.ts `loginPrerender`), for the page Hosting
 * serves at /auth/Login. The app hydrates it (main.tsx), so the tree here is the app's own around the page,
 * element for element: the providers that draw nothing, the router root's Suspense boundary, BareLayout, the
 * real LoginPage and the toast area. The session is the one the app starts with: nobody known yet.
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DialogProvider } from '../components/ui/dialog';
import { ToastProvider } from '../components/ui/toast';
import { OFFICE_SHORT_NAME } from '../lib/page-title';
import { SessionContext, type Session } from '../lib/session-context';
import { LoginPage } from '../features/auth/LoginPage';
import { BareLayout } from './BareLayout';
import { LOGIN_PATH } from './guards';

/** The tab's title once the app runs (router.tsx names the route "Entrar"; PageTitle adds the office). */
export const LOGIN_TITLE = `Entrar · ${OFFICE_SHORT_NAME}`;

const starting: Session = {
  user: null,
  me: null,
  loading: true,
  error: null,
  prepare: () => undefined,
  signIn: () => Promise.resolve(false),
  register: () => Promise.resolve(false),
  sendReset: () => Promise.resolve(false),
  signOut: () => Promise.resolve(),
  reload: () => Promise.resolve(),
  clearError: () => undefined,
};

export function renderLoginShell(): string {
  return renderToString(
    <ToastProvider>
      <SessionContext value={starting}>
        <DialogProvider>
          <MemoryRouter initialEntries={[LOGIN_PATH]}>
            <Suspense fallback={null}>
              <Routes>
                <Route element={<BareLayout />}>
                  <Route path={LOGIN_PATH} element={<LoginPage />} />
                </Route>
              </Routes>
            </Suspense>
          </MemoryRouter>
        </DialogProvider>
      </SessionContext>
    </ToastProvider>,
  );
}
