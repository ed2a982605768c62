import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
