/**
 * The import rules of docs/architecture.md, checked by `npm run check:imports` (and so by `npm test`).
 * Paths are relative to the repository root; node_modules is not followed, so a rule about a
 * package sees only our own files' imports of it.
 */
const REACT = "(^|/)node_modules/(react|react-dom|@lingui/react|valtio/(esm/)?react|@tanstack/react-[^/]+)/|[.]tsx$";
const TESTS = "[.]test[.]tsx?$|/testing/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A cycle makes load order matter and blocks splitting a module out.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-is-pure",
      comment:
        "src/domain is shared with the server: no React, no I/O, nothing outside itself but two pure libraries: decimal.js for money and typebox for the API's schemas.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: TESTS },
      to: { pathNot: ["^src/domain/", "(^|/)node_modules/(decimal[.]js|typebox)/"] },
    },
    {
      name: "server-uses-only-domain",
      comment: "The server shares only the pure domain with the PWA.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(src|workers)/", pathNot: "^src/domain/" },
    },
    {
      name: "features-stay-apart",
      comment: "A feature never imports another feature; shared pieces move to src/ui, src/widgets or src/data.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: "^src/features/$1/" },
    },
    {
      name: "features-not-app",
      comment: "The app shell composes features, never the other way round.",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/app/" },
    },
    {
      name: "db-only-through-data",
      comment: "Views read stored data through the src/data facade; only it and the worker reach Dexie's tables.",
      severity: "error",
      from: { pathNot: ["^src/(data|db)/", "^workers/", "^tests/", TESTS] },
      to: { path: "^src/db/" },
    },
    {
      name: "pwa-not-admin",
      comment: "The operators' back office is a page of its own: nothing of it may reach the PWA's bundles.",
      severity: "error",
      from: { path: "^(src|workers)/", pathNot: "^src/admin/" },
      to: { path: "^src/admin/" },
    },
    {
      name: "admin-only-pure-helpers",
      comment: "The back office takes from the PWA's tree only the domain and plain modules of the helper folders and src/i18n (no components, no styles).",
      severity: "error",
      from: { path: "^src/admin/" },
      to: { path: "^src/", pathNot: ["^src/(admin|domain)/", "^src/(format|image|forms|i18n)/[^/]+[.]ts$"] },
    },
    {
      name: "admin-without-pwa-app",
      comment: "Not even through a helper may the back office pull in the PWA's state, data, API client, worker or screens.",
      severity: "error",
      from: { path: "^src/admin/" },
      to: { path: "^(src/(app|features|widgets|api|data|db|state|realtime|styles)|workers)/", reachable: true },
    },
    {
      name: "worker-without-react",
      comment: "The worker chunk must stay small and must not pull React in, even through a shared module.",
      severity: "error",
      from: { path: "^workers/[^/]+[.]ts$", pathNot: TESTS },
      to: { path: REACT, reachable: true },
    },
    {
      name: "tabs-without-dexie",
      comment: "Dexie runs in the realtime worker only; a tab reaches IndexedDB through its door (src/data/store.ts), so its first load carries no database code.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/db/", TESTS] },
      to: { path: "^src/db/", pathNot: "^src/db/(meta|kept-market|kept-candles)[.]ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "store-imports-no-feature",
      comment:
        "server/store (schema, repositories, drivers) is the layer every server module stands on: it reads only itself, the configuration and the paths. What fits stored rows to a module (seeds, the market's candle sink) lives with that module.",
      severity: "error",
      from: { path: "^server/store/" },
      to: { path: "^server/", pathNot: "^server/(store/|(config|paths)[.]ts$)" },
    },
    {
      name: "server-core-without-edges",
      comment:
        "The server's core (engine, ledger, funds, accounts, market) is plain modules that the edges call: it never imports the HTTP side, the socket gateway, the back office or fastify, so it is built and tested without a web server.",
      severity: "error",
      from: { path: "^server/(engine|ledger|funds|accounts|market)/" },
      to: { path: ["^server/(http|ws|admin)/", "(^|/)node_modules/(fastify|@fastify/[^/]+)/"] },
    },
    {
      name: "ui-is-a-leaf",
      comment:
        "src/ui is presentation only: it takes props and imports nothing of the app but itself, the domain and the plain helpers (formatters, image code). No data, state, API or routing: a component that needs them belongs in src/widgets or a feature.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: ["^(src|workers|server)/", "(^|/)node_modules/@tanstack/"], pathNot: "^src/(ui|domain|format|image)/" },
    },
    {
      name: "helpers-are-plain",
      comment: "src/format, src/image, src/forms and src/routing are helpers for features, widgets and the back office: they may use src/ui and the domain, never data, state, the API, a feature or the app.",
      severity: "error",
      from: { path: "^src/(format|image|forms|routing)/" },
      to: { path: "^(src|workers|server)/", pathNot: "^src/(domain|ui|format|image|forms|routing)/" },
    },
    {
      name: "widgets-below-features",
      comment: "src/widgets holds the components several features share that read data or state; like src/ui, they never import a feature or the app shell.",
      severity: "error",
      from: { path: "^src/widgets/" },
      to: { path: "^src/(features|app)/" },
    },
    {
      name: "realtime-not-data",
      comment: "The realtime layer sits under the data layer: src/data reads through it, and src/app wires the two (src/app/realtime-wiring.ts).",
      severity: "error",
      from: { path: "^src/realtime/" },
      to: { path: "^src/data/" },
    },
    {
      name: "data-not-ui",
      comment: "The data layer serves the views and never reaches into them.",
      severity: "error",
      from: { path: "^src/data/" },
      to: { path: "^src/(ui|widgets)/" },
    },
    {
      name: "views-read-through-data",
      comment:
        "Views (features, widgets and the shared ui) get what they show from src/data, never from the API's reads (src/api/reads); the actions (log in, place an order) they call in src/api directly.",
      severity: "error",
      from: { path: "^src/(features|widgets|ui)/" },
      to: { path: "^src/api/reads/" },
    },
    {
      name: "data-through-facades",
      comment: "Views reach src/data only through its role facades (src/data/<market|orders|account|funds>/facade.ts).",
      severity: "error",
      from: { path: "^src/(features|widgets|ui)/" },
      to: { path: "^src/data/", pathNot: "^src/data/[^/]+/facade[.]ts$" },
    },
    {
      name: "bare-read-without-dexie",
      comment: "The tab reads IndexedDB bare (src/db/bare-read.ts) before the worker starts; those reads stay free of Dexie so the home route's first load carries no database code.",
      severity: "error",
      from: { path: "^src/db/(bare-read|kept-market|kept-candles)[.]ts$" },
      to: { path: ["(^|/)node_modules/dexie/", "^src/db/"], pathNot: "^src/db/(meta|db-name|bare-read)[.]ts$", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^(dist|dist-server|data|test-results|playwright-report)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types"],
    },
  },
};
