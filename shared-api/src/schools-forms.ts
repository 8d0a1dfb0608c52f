// System module entry of @schools/forms: the forms' rules, apart from @schools/shared-api so that only
// the pages with a form download them.
export * from './forms/index';
