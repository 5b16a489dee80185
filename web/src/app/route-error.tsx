import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import './route-error.css';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Shown instead of a page that crashed or whose code could not be downloaded (typically after a
 * new release replaced the chunks): a plain message and a reload, never a stack trace. The layout
 * keys it by path, so navigating elsewhere starts clean.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unhandled error while rendering a page', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="route-error" role="alert">
        <span className="route-error__icon">
          <Icon name="alertTriangle" size={28} />
        </span>
        <h1 className="route-error__title">Oops! Something went wrong</h1>
        <p className="route-error__text">This page could not be shown. Reloading usually helps.</p>
        <div className="route-error__actions">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <a className="route-error__home" href="/">
            Back to Templates
          </a>
        </div>
      </div>
    );
  }
}
