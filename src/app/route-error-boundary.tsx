import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';

import { RouteErrorPage } from './pages/route-error-page';

interface RouteErrorBoundaryProps {
  /** A navigation elsewhere leaves the error behind. */
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  location: Location;
}

/** A page that throws, or whose code fails to load, shows the route error page instead. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state: RouteErrorBoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('A page failed') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
