/** @jest-environment jsdom */
import type { LifeCycles } from 'single-spa';
import { createSection } from '@schools/ui';

type Props = Record<string, unknown>;
type Step = (props: Props) => Promise<unknown>;
const steps = (fn: LifeCycles['mount']) => (Array.isArray(fn) ? fn : [fn]) as unknown as Step[];

/** Runs a lifecycle as single-spa does: each function of the array in turn, awaited. */
async function run(fn: LifeCycles['mount'], props: Props): Promise<void> {
  for (const step of steps(fn)) await step(props);
}

function Hello() {
  return <h1>Hello</h1>;
}

// single-spa-react renders through createRoot and resolves mount from a timer once React has
// committed, as in the browser; no act() around it (act would hold the commit back).
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { System?: unknown }).System;
});

describe('createSection with stylesheets', () => {
  it('links the section\'s stylesheet at bootstrap and mounts only once it has loaded', async () => {
    (window as { System?: unknown }).System = {
      resolve: (specifier: string) => {
        if (specifier !== '@schools/test/style.css') throw new Error(`Unable to resolve ${specifier}`);
        return `${window.location.origin}/mf-test/schools-test.abcdef12.css`;
      },
    };
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: '@schools/test', domElement, singleSpa: {}, mountParcel: () => undefined };
    const section = createSection(Hello, { stylesheets: ['@schools/test/style.css', '@schools/none/style.css'] });

    await run(section.bootstrap, props);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe(`${window.location.origin}/mf-test/schools-test.abcdef12.css`);

    let mounted = false;
    const mounting = run(section.mount, props).then(() => void (mounted = true));
    // Everything the mount queued has run (a turn of the event loop): it still waits for the stylesheet.
    await new Promise((resolve) => setTimeout(resolve));
    expect(mounted).toBe(false);
    expect(domElement.textContent).toBe('');

    link!.dispatchEvent(new Event('load'));
    await mounting;
    expect(domElement.querySelector('h1')?.textContent).toBe('Hello');
    await run(section.unmount, props);
    expect(domElement.textContent).toBe('');
  });

  it('mounts at once without a stylesheet in the import map (tests, a dev server)', async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: '@schools/plain', domElement, singleSpa: {}, mountParcel: () => undefined };
    const section = createSection(Hello, { stylesheets: ['@schools/plain/style.css'] });
    await run(section.bootstrap, props);
    await run(section.mount, props);
    expect(domElement.querySelector('h1')?.textContent).toBe('Hello');
    expect(document.head.querySelector('link')).toBeNull();
    await run(section.unmount, props);
  });
});
