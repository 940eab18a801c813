// The dependency arrows of ARCHITECTURE.md, enforced in `npm run lint`:
//   domain <- api <- apps/web, apps/booking-widget
//   domain <- ui  <- apps/web, apps/booking-widget
//   domain <- apps/server
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules impossible to reason about one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: 'packages/domain is the pure core: no other package or app of ours.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(api|ui)|apps)/' },
    },
    {
      name: 'domain-is-framework-free',
      severity: 'error',
      comment: 'No React, no fetch client, no DOM libraries in the domain.',
      from: { path: '^packages/domain/' },
      to: {
        path: 'node_modules/(react|react-dom|ofetch|swr|@xstate/react|@radix-ui|@vanilla-extract)/',
      },
    },
    {
      name: 'ui-never-imports-api-or-apps',
      severity: 'error',
      comment: 'Screens take data and callbacks as props; they never fetch nor route.',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/api|apps)/' },
    },
    {
      name: 'ui-never-imports-the-router-or-data-libs',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: 'node_modules/(react-router|react-router-dom|swr|ofetch)/' },
    },
    {
      name: 'api-never-imports-ui-or-apps',
      severity: 'error',
      comment: 'The transport throws typed errors; it never renders, toasts or navigates.',
      from: { path: '^packages/api/' },
      to: { path: '^(packages/ui|apps)/' },
    },
    {
      name: 'server-imports-only-domain',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^(packages/(api|ui)|apps/(web|booking-widget))/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|\\.tsbuild|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
