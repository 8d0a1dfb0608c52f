// The import rules of the repository, checked in npm test (npm run lint:imports). Why each exists:
// docs/develop/architecture.md ("The server in layers"). A rule that fails names the import to change.
const PACKAGES = '(api-server|studio|mf-[a-z-]+|shared-api|root-config|config|e2e)';
const SERVER = '^api-server/src/';
/** The server's composition: what reads the settings, builds the app, starts it and its commands. */
const APP = `${SERVER}(app|server|config|health|publicApi|pruning|staffApi|staffContract)\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: two modules that need each other are one module, or one of them holds what the other should own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-by-name',
      severity: 'error',
      comment: "A relative import out of its package's folder: import the other package by name (@schools/...), so each package builds, tests and declares its dependencies alone.",
      from: { path: `^${PACKAGES}/` },
      to: { pathNot: ['^$1/', '^node_modules/', '^[^/]+$'], dependencyTypes: ['local'], dependencyTypesNot: ['aliased', 'npm'] },
    },
    {
      name: 'platform-imports-no-domain',
      severity: 'error',
      comment: "The server's platform (database, HTTP plumbing, storage, time) serves every domain and knows none of them.",
      from: { path: `${SERVER}platform/` },
      to: { path: [`${SERVER}modules/`, APP, `${SERVER}seed/`, `${SERVER}bin/`] },
    },
    {
      name: 'domains-import-no-app',
      severity: 'error',
      comment: 'A domain module is registered by the app; it does not reach back into the composition (settings come in as options).',
      from: { path: `${SERVER}modules/` },
      to: { path: [APP, `${SERVER}bin/`] },
    },
    {
      name: 'seed-only-for-commands',
      severity: 'error',
      comment: 'The seed (fixtures and the seeder) runs from commands and tests; the running server does not import it.',
      from: { path: `${SERVER}(platform|modules)/|${APP}` },
      to: { path: `${SERVER}seed/` },
    },
    {
      name: 'seed-uses-no-routes',
      severity: 'error',
      comment: "The seed writes through the domains' services and the platform's schema, not through routes.",
      from: { path: `${SERVER}seed/` },
      to: { path: `${SERVER}modules/[^/]+/[^/]*Routes\\.ts$` },
    },
    {
      name: 'domains-meet-through-services',
      severity: 'error',
      comment: "A domain uses another domain's service, never its routes.",
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/[^/]+/[^/]*Routes\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'studio-sees-the-contract-only',
      severity: 'error',
      comment: 'The studio knows the server through the staff API contract (@schools/api-server/staff-contract), nothing else of it.',
      from: { path: '^studio/' },
      to: { path: '^api-server/', pathNot: '^api-server/src/staffContract\\.ts$' },
    },
    {
      name: 'browser-code-imports-no-server',
      severity: 'error',
      comment: 'The sections, the kit and shared-api run in the browser: nothing of the server goes into them.',
      from: { path: '^(mf-[a-z-]+|shared-api|root-config)/src/' },
      to: { path: '^(api-server|studio)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
