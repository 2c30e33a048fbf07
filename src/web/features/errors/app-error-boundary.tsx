import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.js';

interface State {
  failed: boolean;
}

/** Last line of defence around everything, the router included. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
