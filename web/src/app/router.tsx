import { createBrowserRouter } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner';
import { RequireAuth } from './RequireAuth';

/** Every page is its own chunk, loaded on demand; the spinner shows while the first one arrives. */
export const router = createBrowserRouter([
  {
    HydrateFallback: FullPageSpinner,
    children: [
      {
        path: '/auth/Login',
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
      },
      {
        path: '/',
        lazy: async () => {
          const { HomePage } = await import('../features/home/HomePage');
          return {
            Component: () => (
              <RequireAuth>
                <HomePage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/home/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);
