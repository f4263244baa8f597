import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logFailure } from '../lib/log';

// spec 1 §8: "Unhandled screen failure: Unexpected Application Error!" (verbatim; kept here rather than
// imported so the first load stays free of the domain's schema code).
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';

interface Props {
  children: ReactNode;
  /** Shown instead of the children once they failed; a new key starts them again. */
  fallback: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logFailure(`screen failure ${info.componentStack ?? ''}`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
