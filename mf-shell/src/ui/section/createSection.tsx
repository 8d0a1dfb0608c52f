import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { loadStylesheet, type RouteDef } from '@schools/shared-api';
import { RoutesContext } from '../hooks/useRoutes';
import { AppNameContext } from './pageContext';
import { FailureNotice } from '../components/FailureNotice';

interface SectionProps {
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

/** What the root config gives every application (registerApplication's customProps, and single-spa's name). */
interface SectionMountProps {
  name: string;
  domElement?: HTMLElement;
  routes?: readonly RouteDef[];
}

/** Tells single-spa the section has mounted once React has committed its first render. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

/**
 * The single-spa lifecycles of a React section: it renders into the region the root config hands it
 * (props.domElement), the route table through context and an error boundary around it. A few lines of
 * createRoot instead of single-spa-react, whose generality (parcels, legacy render, DOM lookups)
 * cost every page 2.5 KB gzip of the first-load budget.
 */
export function createSection(Root: ComponentType, options: SectionOptions = {}): LifeCycles {
  const roots = new Map<string, ReactRoot>();
  const mountReact = (raw: unknown) =>
    new Promise<void>((resolve) => {
      const props = raw as SectionMountProps;
      if (!props.domElement) throw new Error(`${props.name} was given no region to render into`);
      const root = createRoot(props.domElement);
      roots.set(props.name, root);
      root.render(
        <Committed onCommit={resolve}>
          <SectionErrorBoundary name={props.name}>
            <AppNameContext.Provider value={props.name}>
              <RoutesContext.Provider value={props.routes ?? []}>
                <Root />
              </RoutesContext.Provider>
            </AppNameContext.Provider>
          </SectionErrorBoundary>
        </Committed>,
      );
    });
  const unmountReact = async (raw: unknown) => {
    const { name } = raw as SectionMountProps;
    roots.get(name)?.unmount();
    roots.delete(name);
  };
  // loadStylesheet links each href once and hands back the same promise: bootstrap starts the
  // downloads, mount waits for them, so nothing shows unstyled.
  const load = () => Promise.all((options.stylesheets ?? []).map((specifier) => loadStylesheet(specifier)));
  const bootstrap: Lifecycle = async () => void load();
  const mount: Lifecycle = async (props) => {
    await load();
    await mountReact(props);
  };
  return { bootstrap, mount, unmount: unmountReact as Lifecycle };
}
