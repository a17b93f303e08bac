/**
 * `renderWithApp`: the one way a web test mounts a component, inside the app's providers as a signed-in page sees
 * them (toasts, the session, dialogs, the query cache, a memory router and the dialog host). Test files never mount
 * providers themselves (lint rule); what the component asks the server, it asks test/operations.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type InitialEntry,
  type Location,
  type NavigationType,
  type To,
} from 'react-router-dom';
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
  /** The entries before (and after) `at` in the router's history, for a test that goes Back (`at` is the last unless in them). */
  history?: { entries: InitialEntry[]; index: number };
  /** The route pattern the element is mounted under, when it reads params (`/clients/:id`); without it, it renders as is. */
  path?: string;
  /** Other pages by path (the list a record page leaves to): an element each. */
  routes?: Record<string, ReactNode>;
  /** The signed-in person (default: fakeSession()). */
  session?: Session;
  /** The query cache (default: a new one that does not retry); the app's own (lib/query-client) for a page whose dialogs read it. */
  client?: QueryClient;
  /** Render under <StrictMode> (effects run twice). */
  strict?: boolean;
  /** Show the router's address in a `data-testid="address"` paragraph. */
  address?: boolean;
}

/** The memory router as the test drives it: where it is, how it got there, and navigation (Back is `navigate(-1)`). */
export interface TestRouter {
  readonly location: Location;
  readonly action: NavigationType;
  navigate(to: To | number): void;
}

interface RouterState {
  location: Location;
  action: NavigationType;
  navigate: (to: To | number) => void;
}

/** Reports the router from inside it, after every render, to the test outside. */
function RouterProbe({ report }: { report: (state: RouterState) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => report({ location, action, navigate: (to) => void (typeof to === 'number' ? navigate(to) : navigate(to)) }));
  return null;
}

export type AppRender = RenderResult & { client: QueryClient; router: TestRouter };

/** Renders `ui` inside the app's providers (see the file's header); returns the render result, the query cache and the router. */
export function renderWithApp(ui: ReactNode, options: AppOptions = {}): AppRender {
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = options.routes ?? {};
  let state: RouterState | undefined;
  const report = (next: RouterState) => {
    state = next;
  };
  const history = options.history ?? { entries: [options.at ?? '/'], index: 0 };
  const page = (element: ReactNode) =>
    options.path || Object.keys(routes).length > 0 ? (
      <Routes>
        <Route path={options.path ?? '*'} element={element} />
        {Object.entries(routes).map(([path, other]) => (
          <Route key={path} path={path} element={other} />
        ))}
      </Routes>
    ) : (
      element
    );
  // The app's order (app/providers.tsx, app-routes.tsx): toasts, session and dialogs outside the router, the cache inside.
  const tree = (element: ReactNode) => {
    const app = (
      <ToastProvider>
        <WithSession session={options.session ?? fakeSession()}>
          <DialogProvider>
            <QueryClientProvider client={client}>
              <MemoryRouter initialEntries={history.entries} initialIndex={history.index}>
                {page(element)}
                {options.address && <Address />}
                <RouterProbe report={report} />
                <DialogHost />
              </MemoryRouter>
            </QueryClientProvider>
          </DialogProvider>
        </WithSession>
      </ToastProvider>
    );
    return options.strict ? <StrictMode>{app}</StrictMode> : app;
  };
  const result = render(tree(ui));
  const router: TestRouter = {
    get location() {
      return state!.location;
    },
    get action() {
      return state!.action;
    },
    navigate: (to) => state!.navigate(to),
  };
  // A rerender keeps the providers (and the router where it is).
  return { ...result, rerender: (next: ReactNode) => result.rerender(tree(next)), client, router };
}
