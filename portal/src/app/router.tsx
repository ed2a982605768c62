import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading, RouteError } from './RouteFallbacks.tsx';

/**
 * The portal's routes. Every screen is lazy, hence its own chunk (the benchmark sizes them
 * from dist/.vite/manifest.json).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/HomePage.tsx')).HomePage }),
      },
      {
        // Spec: /login and /login/{status} (the status carries a message).
        path: 'login/:status?',
        lazy: async () => ({
          Component: (await import('../features/login/LoginPage.tsx')).LoginPage,
        }),
      },
      // Spec: any unknown path redirects to root.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
