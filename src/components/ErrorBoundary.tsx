import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What a React island shows instead of itself when it fails to render. */
export const renderFailureMessage = 'Something went wrong. Please refresh the page or try again later.';

export function RenderFailure() {
  return (
    <p role="alert" className="card">
      {renderFailureMessage}
    </p>
  );
}

interface Props {
  children: ReactNode;
  /** Where the failure is reported; the console by default, so the page's own logs show it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
}

/**
 * Wraps a React island so a render error replaces only that island with the message, never the
 * page around it: the static content stays readable. React needs a class for this.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.onError ?? ((failure, details) => console.error('An island failed to render.', failure, details.componentStack)))(
      error,
      info,
    );
  }

  render(): ReactNode {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}

/** An island's body inside an ErrorBoundary: a render failure shows the message in the island's place. */
export function inErrorBoundary(body: ReactNode): ReactNode {
  return <ErrorBoundary>{body}</ErrorBoundary>;
}
