import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.tsx';

// One router for the page's life (created on first import, by main.tsx).
const router = createAppRouter();

export function App() {
  return <RouterProvider router={router} />;
}
