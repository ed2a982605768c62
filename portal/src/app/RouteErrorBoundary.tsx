import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteFallbacks.tsx';

/** A screen that fails to render or whose chunk cannot load (after a deploy) shows RouteError. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // For support and the browser tests: the screen only says that something failed.
    console.error('Error al mostrar la pantalla:', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
