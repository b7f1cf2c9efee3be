import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// Only needed after a crash, so not part of the first download.
const ErrorPage = lazy(() => import('./ErrorPage'));

interface BoundaryState {
  error: unknown;
  /** Where the crash happened: navigating elsewhere leaves the error page. */
  pathname: string | null;
}

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return { pathname: props.pathname };
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

/** Any render crash shows the 'Something went wrong' page instead of a blank one (spec §2). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}
