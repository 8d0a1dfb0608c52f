import React, { Component, useState, type ComponentType, type ReactNode } from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { SERVER_RENDERED_ATTRIBUTE, loadStylesheet, type RouteDef } from '@schools/shared-api';
import { RoutesContext } from '../hooks/useRoutes';
import { AppNameContext } from './pageContext';
import { FailureNotice } from '../components/FailureNotice';
import { ServerDataContext, embeddedServerData, type ServerData } from '../server/serverData';
import { serverRendering } from './serverRendering';
import { transitionRoots } from './sectionRoots';

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

type Lifecycle = Extract<LifeCycles['mount'], (...args: never[]) => unknown>;

const asList = (fn: LifeCycles['mount']): Lifecycle[] => (Array.isArray(fn) ? fn : [fn]);

/**
 * The single-spa lifecycles of a React section. The root component gets the route table through
 * context and an error boundary around it. Where its region holds the server's rendering of the page
 * being mounted (a first load at a real address, or at a hash address boot.js fetched it for), the
 * section hydrates that markup from the data the server wrote into the page: the elements on screen
 * stay, and its calls are not made again. Otherwise, and on every later mount, it renders afresh.
 */
export function createSection(Root: ComponentType, options: SectionOptions = {}): LifeCycles {
  // The server's answers for the mount under way, when it hydrates: read by its first render.
  let hydration: ServerData | null = null;
  function SectionRoot(props: SectionProps) {
    // Kept for the root's life: a component mounted later takes an id the server's never has (useId's
    // browser form), so it finds no answer in them and asks the API.
    const [server] = useState(() => hydration);
    return (
      <ServerDataContext.Provider value={server}>
        <AppNameContext.Provider value={props.name}>
          <RoutesContext.Provider value={props.routes ?? []}>
            <Root />
          </RoutesContext.Provider>
        </AppNameContext.Provider>
      </ServerDataContext.Provider>
    );
  }
  const react = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    renderType: () => (hydration ? 'hydrateRoot' : 'createRoot'),
    rootComponent: SectionRoot,
    errorBoundaryClass: SectionErrorBoundary as never,
  }) as LifeCycles;
  // single-spa's props of a section: the root config gives each its region (customProps.domElement).
  type MountProps = { domElement?: HTMLElement; name: string };
  const prepare: Lifecycle = (props) => {
    const { domElement } = props as MountProps;
    const outcomes = domElement && serverRendering(domElement);
    hydration = outcomes ? embeddedServerData(outcomes) : null;
    return Promise.resolve();
  };
  const settle: Lifecycle = (props) => {
    const region = (props as MountProps).domElement;
    // Hydrated and interactive: the server's mark goes, and this one says so (for the end-to-end tests).
    if (hydration && region) {
      region.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      region.setAttribute(HYDRATED_ATTRIBUTE, '');
    }
    hydration = null;
    return Promise.resolve();
  };
  const mount = [prepare, ...asList(react.mount), settle];
  const stylesheets = options.stylesheets ?? [];
  if (stylesheets.length === 0) return { ...react, mount };
  // loadStylesheet links each href once and hands back the same promise: bootstrap starts the
  // downloads, mount waits for them (single-spa runs a lifecycle array in order, each awaited).
  const load = () => Promise.all(stylesheets.map((specifier) => loadStylesheet(specifier)));
  const startStyles: Lifecycle = () => {
    void load();
    return Promise.resolve();
  };
  const awaitStyles: Lifecycle = () => load();
  return { ...react, bootstrap: [startStyles, ...asList(react.bootstrap)], mount: [awaitStyles, ...mount] };
}

/** The attribute of a region whose section has hydrated the server's markup and is mounted. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
