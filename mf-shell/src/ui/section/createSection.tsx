import React, { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { loadStylesheet, type RouteDef } from '@schools/shared-api';
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

export interface SectionOptions {
  /**
   * Import-map specifiers of the stylesheets the section needs, in cascade order, its own last
   * (`'@schools/home/style.css'`). They start loading at bootstrap and the mount waits for them,
   * so nothing shows unstyled.
   */
  stylesheets?: readonly string[];
}

/**
 * createRoot whose renders are transitions: React renders a section's page in slices of a few
 * milliseconds instead of one long task, so a visitor's tap or scroll is never held while a section
 * mounts. single-spa-react resolves mount once the render has been committed, as before.
 */
const transitionRoots = {
  createRoot(container: Element): Pick<Root, 'render' | 'unmount'> {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

type Lifecycle = Extract<LifeCycles['mount'], (...args: never[]) => unknown>;

const asList = (fn: LifeCycles['mount']): Lifecycle[] => (Array.isArray(fn) ? fn : [fn]);

/**
 * The single-spa lifecycles of a React section. The root component gets the route table through
 * context and an error boundary around it.
 */
export function createSection(Root: ComponentType, options: SectionOptions = {}): LifeCycles {
  function SectionRoot(props: SectionProps) {
    return (
      <AppNameContext.Provider value={props.name}>
        <RoutesContext.Provider value={props.routes ?? []}>
          <Root />
        </RoutesContext.Provider>
      </AppNameContext.Provider>
    );
  }
  const react = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: SectionRoot,
    errorBoundaryClass: SectionErrorBoundary as never,
  }) as LifeCycles;
  const stylesheets = options.stylesheets ?? [];
  if (stylesheets.length === 0) return react;
  // loadStylesheet links each href once and hands back the same promise: bootstrap starts the
  // downloads, mount waits for them (single-spa runs a lifecycle array in order, each awaited).
  const load = () => Promise.all(stylesheets.map((specifier) => loadStylesheet(specifier)));
  const startStyles: Lifecycle = () => {
    void load();
    return Promise.resolve();
  };
  const awaitStyles: Lifecycle = () => load();
  return { ...react, bootstrap: [startStyles, ...asList(react.bootstrap)], mount: [awaitStyles, ...asList(react.mount)] };
}
