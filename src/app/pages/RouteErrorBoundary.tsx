import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Catches a page that fails to render or load (for example a chunk gone after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-page">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Your design is safe in this browser.</p>
        <p>
          <button className="button" type="button" onClick={() => window.location.reload()}>
            Reload
          </button>{' '}
          <a className="button button--light" href="/">
            Home
          </a>
        </p>
      </main>
    );
  }
}
