import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { DialogHost, DialogProvider } from '../components/ui/dialog';
// Loaded up front: the first dialog of a test opens at once instead of waiting for the frame's chunk.
import '../components/ui/dialog-frame';
import { ToastProvider } from '../components/ui/toast';
import type { Session } from '../lib/session-context';
import { fakeSession, WithSession } from './session';

/** The address the router is at, for tests that follow navigation (`screen.getByTestId('address')`). */
export function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

export interface AppOptions {
  /** Where the router starts: a path, or a path with its location state (default `/`). */
  at?: InitialEntry;
  /** The route pattern the element is mounted under, when it reads params (`/clients/:id`); without it, it renders as is. */
  path?: string;
  /** Other pages by path (the list a record page leaves to): an element each. */
  routes?: Record<string, ReactNode>;
  /** The signed-in person (default: fakeSession()). */
  session?: Session;
  /** The query cache (default: a new one that does not retry). */
  client?: QueryClient;
  /** Render under <StrictMode> (effects run twice). */
  strict?: boolean;
  /** Show the router's address in a `data-testid="address"` paragraph. */
  address?: boolean;
}

/**
 * Renders `ui` inside the app's providers as a signed-in page sees them: the query cache, the session, a
 * memory router, toasts and dialogs (with the dialog host). Returns the render result and the query cache.
 */
export function renderWithApp(ui: ReactNode, options: AppOptions = {}): RenderResult & { client: QueryClient } {
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = options.routes ?? {};
  const page =
    options.path || Object.keys(routes).length > 0 ? (
      <Routes>
        <Route path={options.path ?? '*'} element={ui} />
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    ) : (
      ui
    );
  const tree = (
    <QueryClientProvider client={client}>
      <WithSession session={options.session ?? fakeSession()}>
        <MemoryRouter initialEntries={[options.at ?? '/']}>
          <ToastProvider>
            <DialogProvider>
              {page}
              {options.address && <Address />}
              <DialogHost />
            </DialogProvider>
          </ToastProvider>
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>
  );
  return { ...render(options.strict ? <StrictMode>{tree}</StrictMode> : tree), client };
}
