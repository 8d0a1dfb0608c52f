// Failure isolation: every section is registered through a wrapper whose lifecycles never throw.
// A bundle that is missing, fails to evaluate or throws while mounting leaves a bilingual message
// with a retry in its own region; the retry imports the module's file anew.
import type { LifeCycles } from 'single-spa';
import { REGION_FAILURE_TEXT, SERVER_RENDERED_ATTRIBUTE, currentLang } from '@schools/shared-api';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
type Lifecycles = { bootstrap: Lifecycle | Lifecycle[]; mount: Lifecycle | Lifecycle[]; unmount: Lifecycle | Lifecycle[] };

interface SystemLoader {
  import(name: string): Promise<unknown>;
  resolve(name: string): string;
}

declare const System: SystemLoader;

async function run(lifecycle: Lifecycle | Lifecycle[], props: Record<string, unknown>): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

function isLifecycles(value: unknown): value is Lifecycles {
  const v = value as Partial<Lifecycles> | null;
  return Boolean(v && v.bootstrap && v.mount && v.unmount);
}

/**
 * What a retry imports: SystemJS keeps a failed load (the page's minimal loader has no registry to
 * delete it from), so a retry asks for the module's file under a new address; the query also passes
 * any cache that kept the failed answer.
 */
export function retryAddress(name: string, attempt: number): string {
  const url = System.resolve(name);
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

export function isolatedApp(name: string, region: () => HTMLElement): () => Promise<LifeCycles> {
  let real: Lifecycles | undefined;
  let attempt = 0;
  let bootstrapped = false;
  let mounted = false;
  let active = false;
  let lastProps: Record<string, unknown> = {};

  async function load(): Promise<Lifecycles> {
    if (real) return real;
    const module = await System.import(attempt === 0 ? name : retryAddress(name, attempt));
    if (!isLifecycles(module)) throw new Error(`${name} does not export bootstrap, mount and unmount`);
    real = module;
    return real;
  }

  function showFailure(error: unknown): void {
    console.warn(`[isolation] ${name} failed`, error); // a warning: the page itself keeps working
    const el = region();
    const text = REGION_FAILURE_TEXT[currentLang()];
    el.replaceChildren();
    // The server's markup, if it was still there, has gone with it.
    el.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    const box = document.createElement('div');
    box.className = 'mf-failure';
    box.setAttribute('role', 'alert');
    box.dataset.app = name;
    const p = document.createElement('p');
    p.textContent = text.text;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text.retry;
    button.addEventListener('click', () => void retry());
    box.append(p, button);
    el.append(box);
  }

  async function tryMount(props: Record<string, unknown>): Promise<void> {
    try {
      const app = await load();
      if (!bootstrapped) {
        await run(app.bootstrap, props);
        bootstrapped = true;
      }
      if (!active) return; // navigated away while loading
      await run(app.mount, props);
      mounted = true;
    } catch (error) {
      if (real && !bootstrapped) real = undefined;
      showFailure(error);
    }
  }

  async function retry(): Promise<void> {
    region().replaceChildren();
    attempt += 1;
    real = undefined;
    bootstrapped = false;
    await tryMount(lastProps);
  }

  return async () => ({
    bootstrap: async () => undefined,
    mount: async (props) => {
      active = true;
      lastProps = props as Record<string, unknown>;
      await tryMount(lastProps);
    },
    unmount: async (props) => {
      active = false;
      if (mounted && real) {
        mounted = false;
        try {
          await run(real.unmount, props as Record<string, unknown>);
        } catch (error) {
          console.warn(`[isolation] ${name} failed to unmount`, error);
        }
      }
      region().replaceChildren();
    },
  });
}
