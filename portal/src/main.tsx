// First: a reload's first GETs leave while the rest of the code loads (http/early-answers.ts).
import './ask-early.ts';
// Then the design system: it brings the font, the theme and the reset. The explicit styles
// entry keeps the font's @font-face in the production CSS: through the barrel alone, Vite 8's
// build drops it.
import '@inversiones/design-system/styles';
import '@inversiones/design-system';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstRoute } from './app/lazy-pages.ts';
import { restoreMenu } from './store/menu.ts';
import { restoreNotificationCount } from './store/notifications.ts';
import { restoreSession } from './store/session.ts';

// A reload keeps the session: its marker, role, flags, menu and counter come back from storage.
if (restoreSession()) {
  restoreMenu();
  restoreNotificationCount();
}

preloadFirstRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition: the first render yields to the browser every few milliseconds (no long task).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
