// System module entry: the one copy of shared-api on the page.
export * from './index';
