import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** What shows instead of the children once one of them threw while rendering. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** A change of this value (the location) clears a caught error, so moving elsewhere renders anew. */
  resetKey?: unknown;
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
};

type State = { error: Error | null; resetKey: unknown };

/** Errors are whatever was thrown; a non-Error becomes one so the page can show a message and a stack. */
const asError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/**
 * Keeps a render crash inside the part of the page it happened in (services-and-configuration 2: the error-boundary
 * page): React unmounts the whole tree on an uncaught render error, which blanks the element.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: asError(thrown) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo) {
    this.props.onError?.(asError(thrown), info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
