// @schools/shell: the site's frame, mounted on every route.
import type { LifeCycles } from 'single-spa';
import { FOOTER_ELEMENT } from '@schools/shared-api';
import { createSection } from '@schools/ui';
// Built into one file in this order, @schools/shell/style.css, which the page links in its head.
import './frame/frame.css';
import './header/header.css';
import './header/top-menu.css';
import './header/language-switch.css';
import './header/mobile-menu.css';
import './social/social.css';
import './footer/footer.css';
import { Shell, ShellFooter } from './Shell';

type Lifecycle = Extract<LifeCycles['mount'], (...args: never[]) => unknown>;
const asList = (fn: LifeCycles['mount']): Lifecycle[] => (Array.isArray(fn) ? fn : [fn]);

// Two React roots: the header's in the shell's region above <main>, the footer's in its element below
// it (each hydrates what the server rendered there). Already linked by the page (then this only waits
// for it), unless an override points it elsewhere.
const header = createSection(Shell, { stylesheets: ['@schools/shell/style.css'] });
const footer = createSection(ShellFooter);

/** A lifecycle of the footer's root: the same props as the shell's, its own element (the page template's, after <main>). */
const inFooter = (lifecycle: Lifecycle): Lifecycle => (props) =>
  lifecycle({ ...props, domElement: document.getElementById(FOOTER_ELEMENT) } as Parameters<Lifecycle>[0]);

export const bootstrap = [...asList(header.bootstrap), ...asList(footer.bootstrap).map(inFooter)];
export const mount = [...asList(header.mount), ...asList(footer.mount).map(inFooter)];
export const unmount = [...asList(footer.unmount).map(inFooter), ...asList(header.unmount)];
