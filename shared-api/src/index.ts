export * from './campus/catalog';
export * from './campus/resolve';
export * from './campus/sisterLinks';
export * from './language/language';
export * from './router/hashRouter';
export * from './router/links';
export * from './bus/bus';
export * from './http/client';
export * from './api/types';
export * from './api/content';
export * from './api/href';
export * from './api/pictures';
export * from './api/calls';
export * from './api/pageData';
export * from './validators/validators';
// The grade scale's values are the forms' (@schools/forms), bundled by the section and tools that use
// them rather than loaded on every page; its types cost nothing.
export type { GradeCode, GradeRange } from './grades/grades';
export * from './browser';
export * from './router/routes';
export * from './styles';
