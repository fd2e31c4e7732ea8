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
const ADMIN = '^apps/admin/src/';

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
      comment: 'The server, the web and the console share code only through packages/shared.',
      from: { path: '^apps/(server|web|admin)/' },
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
      name: 'server-operators-is-a-base',
      severity: 'error',
      comment:
        'The operator room (modules/operators: identity, sessions, the audit log, four eyes) is under every module that acts for operators: it imports no other module but the attempt guard of auth (decision 0056).',
      from: { path: `${SERVER_MODULES}operators/`, pathNot: TESTS },
      to: {
        path: SERVER_MODULES,
        pathNot: [`${SERVER_MODULES}operators/`, `${SERVER_MODULES}auth/attempt-guard\\.service\\.ts$`],
      },
    },
    {
      name: 'server-admin-is-a-leaf',
      severity: 'error',
      comment:
        'The admin module (money and member actions) consumes other modules and is consumed by none: no module reaches back into it (the old admin ↔ wallet arrow; decision 0056). Operators and the audit log are modules/operators.',
      from: { path: SERVER_MODULES, pathNot: [`${SERVER_MODULES}admin/`, ...TESTS] },
      to: { path: `${SERVER_MODULES}admin/` },
    },
    {
      name: 'server-money-through-books',
      severity: 'error',
      comment:
        "Money moves only through the books port (decision 0048): no code but modules/books (and the ledger module, which builds them) imports the ledger's posting service or repository.",
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/modules/(books|ledger)/', ...TESTS] },
      to: { path: '^apps/server/src/modules/ledger/ledger\\.(service|repository)\\.ts$' },
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

    // ── console (apps/admin): pages per domain over a kit, one access map ──────────────────────
    {
      name: 'admin-kit-not-pages',
      severity: 'error',
      comment: "The console's kit (lib, locales) knows no page and not the app's router or layout.",
      from: { path: `${ADMIN}(lib|locales)/` },
      to: { path: `${ADMIN}(pages|app)/` },
    },
    {
      name: 'admin-pages-apart',
      severity: 'error',
      comment:
        "A domain's pages (pages/<domain>) do not import another domain's pages; they may call its service file (its requests).",
      from: { path: `${ADMIN}pages/([^/]+)/`, pathNot: TESTS },
      to: { path: `${ADMIN}pages/`, pathNot: [`${ADMIN}pages/$1/`, '/service\\.ts$'] },
    },
    {
      name: 'admin-pages-not-app',
      severity: 'error',
      comment: 'Pages do not know the route config or the layout that shows them.',
      from: { path: `${ADMIN}pages/` },
      to: { path: `${ADMIN}app/` },
    },
    {
      name: 'admin-one-access-map',
      severity: 'error',
      comment:
        "Pages read the operator's permissions from the console context (useConsole().access), never from the role: src/access.ts is the one map, used by the context and the route config.",
      from: { path: `${ADMIN}pages/` },
      to: { path: `${ADMIN}access\\.ts$` },
    },
    {
      name: 'admin-contract-types-only',
      severity: 'error',
      comment:
        'The console takes the contract as types (its zod schemas stay on the server, which validates); only header names and the zod-free list of site codes are values.',
      from: { path: ADMIN, pathNot: TESTS },
      to: {
        path: '^packages/shared/src/(api|brands)/',
        pathNot: ['^packages/shared/src/api/headers\\.ts$', '^packages/shared/src/brands/site-codes\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
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
