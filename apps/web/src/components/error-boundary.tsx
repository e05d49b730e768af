import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

interface Props {
  children: ReactNode;
}

/** Catches render errors outside the router's own error handling; Try Again re-renders. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <ErrorScreen onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
