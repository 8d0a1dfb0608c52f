import React, { Component, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import type { RouteDef } from '@schools/shared-api';
import { RoutesContext } from '../hooks/useRoutes';
import { AppNameContext } from './pageContext';
import { FailureNotice } from '../components/FailureNotice';

interface SectionProps {
  routes?: readonly RouteDef[];
  name?: string;
  children?: ReactNode;
}

/** Catches a render error of a section so it shows a message with a retry instead of vanishing. */
class SectionErrorBoundary extends Component<SectionProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[section] ${this.props.name ?? 'application'} failed to render`, error);
  }

  override render() {
    if (this.state.error) return <FailureNotice onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/**
 * The single-spa lifecycles of a React section. The root component gets the route table through
 * context and an error boundary around it.
 */
export function createSection(Root: ComponentType): LifeCycles {
  function SectionRoot(props: SectionProps) {
    return (
      <AppNameContext.Provider value={props.name}>
        <RoutesContext.Provider value={props.routes ?? []}>
          <Root />
        </RoutesContext.Provider>
      </AppNameContext.Provider>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: SectionRoot,
    errorBoundaryClass: SectionErrorBoundary as never,
  }) as LifeCycles;
}
