// The design system first: it brings the font, the theme and the reset. The explicit styles
// entry keeps the font's @font-face in the production CSS: through the barrel alone, Vite 8's
// build drops it (see the report of the portal skeleton).
import '@inversiones/design-system/styles';
import '@inversiones/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
