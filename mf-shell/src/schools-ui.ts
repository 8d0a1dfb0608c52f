// System module entry of @schools/ui, the widget kit built from the shell package.
export * from './ui/index';
