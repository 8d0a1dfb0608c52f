/**
 * Adds a microfrontend's stylesheet to the page once. Bundles import their CSS as text (css-loader
 * exportType 'string') and call this, so the injection code lives here once instead of a copy of
 * style-loader's runtime in every bundle.
 */
export function injectStyles(id: string, css: string, doc: Document = document): void {
  const elementId = `styles-${id}`;
  if (doc.getElementById(elementId)) return;
  const style = doc.createElement('style');
  style.id = elementId;
  style.textContent = css;
  doc.head.append(style);
}
