/** @jest-environment jsdom */
// The page's style-src allows import-map-overrides' UI stylesheet by its hash: the hash must be the one
// of the stylesheet the installed package really writes into its shadow root.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OVERRIDES_UI_STYLE_HASH } from '../src/platform/http/contentSecurityPolicy';

it('names the sha256 of the <style> the installed import-map-overrides UI writes', () => {
  const source = fs.readFileSync(path.join(__dirname, '../../node_modules/import-map-overrides/dist/import-map-overrides.js'), 'utf8');
  localStorage.setItem('devtools', 'true');
  // The browser build (the file the page build copies), run as the page runs it: a classic script in the window.
  (0, eval)(source);
  document.body.innerHTML = '<import-map-overrides-full show-when-local-storage="devtools"></import-map-overrides-full>';
  const styles = document.querySelector('import-map-overrides-full')!.shadowRoot!.querySelectorAll('style');
  expect(styles).toHaveLength(1);
  const hash = createHash('sha256').update(styles[0]!.textContent!, 'utf8').digest('base64');
  expect(OVERRIDES_UI_STYLE_HASH).toBe(`'sha256-${hash}'`);
});
