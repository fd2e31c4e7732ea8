// Boundaries of the code, checked by dependency-cruiser on both apps and the shared package
// (`npm run lint:deps`, a step of `npm test`). docs/ARCHITECTURE.md explains the rooms; this file
// is the rule book. Decision 0016 says why this tool.
//
// Public surface of a server module (what another module may import):
//   - `<domain>.module.ts`  — its `register<Domain>(app, deps)`;
//   - `*.service.ts`        — its service factories' types and pure helpers.
// Everything else in a module (repositories, routes, config, helpers) is internal to it.

/** Tests may reach anything they test. */
const TESTS = ['\\.test\\.tsx?$', '^apps/server/test/', '^e2e/', '/__fixtures__/'];

const SERVER_MODULES = '^apps/server/src/modules/';
const WEB = '^apps/web/src/';
/** The web's shared kit: used by every room, knows none of them. */
const WEB_KIT = `${WEB}(components|lib|hooks|stores|config|locales|styles)/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a cycle makes load order matter (schema.ts once threw on one).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every relative import resolves to a file.',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },

    // ── packages/shared: a leaf, for the browser and the server alike ──────────────────────────
    {
      name: 'shared-is-a-leaf',
      severity: 'error',
      comment: 'packages/shared imports nothing from the apps.',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'shared-no-node',
      severity: 'error',
      comment:
        'packages/shared runs in the browser too: no Node built-ins. (DOM and Node globals are refused by its tsconfig: lib ES2023, no types.)',
      from: { path: '^packages/shared/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-only-neutral-packages',
      severity: 'error',
      comment:
        'packages/shared uses only platform-neutral packages (zod, @noble/hashes): nothing DOM-only (react, antd…) or Node-only.',
      from: { path: '^packages/shared/src/', pathNot: TESTS },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '(^|/)node_modules/(zod|@noble/hashes|fast-check|vitest|@vitest/[^/]+)/',
      },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The server and the web share code only through packages/shared.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },

    // ── server ─────────────────────────────────────────────────────────────────────────────────
    {
      name: 'server-platform-not-modules',
      severity: 'error',
      comment: 'platform/ is plumbing under every module and knows none of them.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: SERVER_MODULES },
    },
    {
      name: 'server-routes-not-repositories',
      severity: 'error',
      comment: 'Routes validate, call a service and shape the answer; only services use repositories.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-sql-in-repositories',
      severity: 'error',
      comment:
        'SQL and transactions live in *.repository.ts: other module files use neither drizzle-orm nor the schema (types excepted).',
      from: {
        path: SERVER_MODULES,
        pathNot: ['\\.repository\\.ts$', ...TESTS],
      },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/platform/db/schema'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        'A module imports another module only through its public surface: <domain>.module.ts and *.service.ts (see the top of this file).',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: SERVER_MODULES,
        pathNot: [`${SERVER_MODULES}$1/`, '\\.(module|service)\\.ts$'],
      },
    },
    {
      name: 'server-schema-leaves',
      severity: 'error',
      comment:
        'Each schema/<group>.ts imports only drizzle-orm and lower leaves, never the schema.ts that re-exports them.',
      from: { path: '^apps/server/src/platform/db/schema/' },
      to: { path: '^apps/server/src/platform/db/schema\\.ts$' },
    },

    // ── web: rooms over a shared kit ───────────────────────────────────────────────────────────
    {
      name: 'web-kit-not-rooms',
      severity: 'error',
      comment:
        'The shared kit (components, lib, hooks, stores, config) never imports a room (features), a layout or the app.',
      from: { path: WEB_KIT },
      to: { path: `${WEB}(features|layouts|app)/` },
    },
    {
      name: 'web-rooms-apart',
      severity: 'error',
      comment: 'A room (features/<room>) never imports another room: what two rooms share goes to the kit.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-rooms-not-app',
      severity: 'error',
      comment: 'Rooms do not know which layout or router shows them: no imports of layouts/ or app/.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(layouts|app)/` },
    },
    {
      name: 'web-layouts-not-app',
      severity: 'error',
      comment: 'Layouts compose rooms and the kit (they may import features); only app/ wires the router.',
      from: { path: `${WEB}layouts/` },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    // Type-only imports are dependencies too (they count for cycles and boundaries), marked as
    // `type-only` so rules can tell them apart.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
