import { Component, type ReactNode } from 'react';
import { Alert } from '@inversiones/design-system';
import * as messages from '../../messages.ts';

interface StepBoundaryProps {
  /** The step type, for the message and the log. */
  type: string;
  children: ReactNode;
}

/** A step that throws (or whose code fails to load) shows an error block, not a blank wizard. */
export class StepBoundary extends Component<StepBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`El paso de tipo "${this.props.type}" falló al mostrarse`, error);
  }

  override render() {
    if (this.state.failed) {
      return <Alert priority="error">{messages.wizard.stepFailed}</Alert>;
    }
    return this.props.children;
  }
}
