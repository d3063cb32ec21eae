import type { IConfiguration } from 'dependency-cruiser';

/**
 * The layer rule of docs/layers.md, as dependency-cruiser rules. Paths are the repository's, except
 * that an `.astro` file is read as `<name>.astro.ts` (readableTree.ts).
 */
const astro = '\\.astro\\.ts$';
const ui = '^src/(pages|layouts|components|islands|overlays)/';
const belowUi = '^(src/(lib|stores|content|service-worker)|server|integrations)/';

const rules: IConfiguration['forbidden'] = [
  {
    name: 'no-runtime-cycle',
    comment: 'Modules that import each other at run time load in an order that depends on who came first. A type-only import runs nothing.',
    severity: 'error',
    from: {},
    to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'pages-are-entries',
    comment: 'A page is a route: the build starts from it, and nothing imports it.',
    severity: 'error',
    from: {},
    to: { path: '^src/pages/' },
  },
  {
    name: 'astro-only-from-astro',
    comment: 'An Astro component renders at build time, inside another Astro file: a script cannot use it.',
    severity: 'error',
    from: { pathNot: astro },
    to: { path: astro },
  },
  {
    name: 'ui-on-top',
    comment:
      'Logic, state, content loaders, the service worker, the local backend and the build integrations serve the UI and never import it.',
    severity: 'error',
    from: { path: belowUi, pathNot: '^src/lib/' },
    to: { path: ui },
  },
  {
    name: 'lib-below-ui',
    comment:
      'src/lib imports no UI, except that a page script loads an island on demand (a dynamic import, which keeps React out of it) and startPage.ts starts the visitor layer.',
    severity: 'error',
    from: { path: '^src/lib/' },
    to: { path: '^src/(pages|layouts|components)/' },
  },
  {
    name: 'lib-loads-islands-on-demand',
    comment: 'A page script may load an island when it is needed; a static import would put the island, and React, into the page script.',
    severity: 'error',
    from: { path: '^src/lib/' },
    to: { path: '^src/islands/', dependencyTypesNot: ['dynamic-import'] },
  },
  {
    name: 'overlays-started-by-the-page-script',
    comment:
      'The visitor layer (banner, popups, guide) is started by the page script alone; the rest of src/lib does not reach up into it.',
    severity: 'error',
    from: { path: '^src/lib/', pathNot: '^src/lib/shell/startPage\\.ts$' },
    to: { path: '^src/overlays/' },
  },
  {
    name: 'overlays-are-plain-dom',
    comment: 'The visitor layer loads on every public page: it draws with the DOM and imports no island, component or layout.',
    severity: 'error',
    from: { path: '^src/overlays/' },
    to: { path: '^src/(pages|layouts|components|islands)/' },
  },
  {
    name: 'shared-islands-stand-alone',
    comment: 'What several islands share imports no island folder, so that using it brings no other feature along.',
    severity: 'error',
    from: { path: '^src/islands/shared/' },
    to: { path: '^src/islands/(?!shared/)' },
  },
  {
    name: 'admin-stays-in-admin',
    comment: "The admin tools' code reaches only admin pages: public and auth pages must not download it.",
    severity: 'error',
    from: { pathNot: '^(src/islands/admin|src/pages|tests|scripts)/' },
    to: { path: '^src/islands/admin/' },
  },
  {
    name: 'site-apart-from-backend',
    comment: 'The site is built for the browser: it may share functions/_shared, never a function, the local backend, a script or a test.',
    severity: 'error',
    from: { path: '^src/' },
    to: { path: '^(server|scripts|tests)/|^functions/(?!_shared/)' },
  },
  {
    name: 'functions-self-contained',
    comment:
      "Supabase deploys each function alone and runs it on Deno: it imports its own folder, functions/_shared and the packages of functions/deno.json, never another function, the site, the local backend or Node's built-ins.",
    severity: 'error',
    from: { path: '^functions/([^/]+)/' },
    to: { pathNot: '^(functions/($1|_shared)/|node_modules/)' },
  },
  {
    name: 'product-apart-from-tests-and-scripts',
    comment: 'Tests and scripts use the product; the product never imports them.',
    severity: 'error',
    from: { path: '^(src|server|functions|integrations)/' },
    to: { path: '^(tests|scripts)/' },
  },
];

export const layerRules: IConfiguration = {
  forbidden: rules,
  options: {
    // Type-only imports obey the layers too; the cycle rule leaves them out.
    tsPreCompilationDeps: true,
    doNotFollow: { path: '^node_modules/' },
    preserveSymlinks: true,
  },
};
