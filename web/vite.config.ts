/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { Rolldown } from 'vite';
import firstPaintGroups from './src/i18n/first-paint-groups.json' with { type: 'json' };

const backend = 'http://127.0.0.1:8080';

/**
 * The dev server's Content-Security-Policy: the mock-server's app policy (mock-server/src/http/
 * security-headers.ts) relaxed only where Vite's dev mode needs it: the React Refresh preamble is
 * an inline script and Vite injects CSS as <style> elements. Eval stays refused, as in the build.
 */
const devPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // Vite's hot reload and the chat socket, both on the dev server's own host (proxied).
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// React Router 7's package exports always point at its development build (dev warnings on),
// remix-run/react-router#14102; production builds use its production files instead.
const reactRouterFile = (command: 'build' | 'serve', file: string) =>
  fileURLToPath(
    new URL(
      `../node_modules/react-router/dist/${command === 'build' ? 'production' : 'development'}/${file}`,
      import.meta.url,
    ),
  );

// React's API on Preact (web/README.md, "Preact in place of React DOM"): in the build, the dev
// server and the tests alike, so what is tested is what ships. `react` itself is
// src/vendor/react-on-preact.ts (preact/compat and the React 19 parts Preact lacks).
const reactOnPreact = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./src/vendor/react-on-preact.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
];

const LOCALE_PREFIX = 'virtual:locale/';

/**
 * Serves `virtual:locale/<language>/<first|rest>`: one locale file (src/i18n/locales/*.json,
 * one file per language for translators and tests) cut in two chunks: the groups the first
 * screen needs (src/i18n/first-paint-groups.json) and the rest (src/i18n/string-groups.ts).
 */
function localeParts(): Plugin {
  return {
    name: 'storefront-locale-parts',
    resolveId: (id) => (id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return undefined;
      const [language, part] = id.slice(LOCALE_PREFIX.length + 1).split('/');
      if (!language || (part !== 'first' && part !== 'rest'))
        throw new Error(`no locale part ${id}`);
      const file = fileURLToPath(new URL(`./src/i18n/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(strings).filter(
          ([group]) => firstPaintGroups.includes(group) === (part === 'first'),
        ),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}

// Chunks whose file names people and tests look for; the others are named by their hash only.
const namedChunks =
  /^(start|framework-.*|shell|landing-common|rolldown-runtime|chat-runtime|chat-connection|portable-crypto|noble-aes.*)$/;

const frameworkParts: [string, RegExp][] = [
  // With React's API as the app writes it (src/vendor): the libraries below import it.
  ['preact', /node_modules[\\/]preact[\\/]|web[\\/]src[\\/]vendor[\\/]/],
  ['router', /node_modules[\\/](react-router|react-router-dom)[\\/]/],
  ['strings', /node_modules[\\/](i18next|react-i18next)[\\/]/],
  ['query', /node_modules[\\/](@tanstack)[\\/]/],
];

// TanStack Query hooks the first screen does not use: they load with the screens that do.
const laterHooks =
  /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useQueries|queriesObserver|useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

// main.tsx reaches the route table, which imports the landing screen (/home) statically: its
// code ships with the shell, fetched beside the framework instead of a round trip after it.
const appModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
// The page's script (src/start.ts): it starts a landing's downloads before the framework, so
// nothing it imports may sit in a chunk that imports the framework.
const startModule = fileURLToPath(new URL('./src/start.ts', import.meta.url));

const landingScreens = [
  'features/cart/bag-screen.tsx',
  'features/product/detail-screen.tsx',
  'features/chat/chat-room-screen.tsx',
].map((file) => fileURLToPath(new URL(`./src/${file}`, import.meta.url)));

// The conversation list's own file.
const chatListScreen = landingScreens[2]!;

type ModuleSets = WeakMap<Rolldown.ChunkingContext, Set<string>>;
const startLoads: ModuleSets = new WeakMap();
const firstLoads: ModuleSets = new WeakMap();
const landings: ModuleSets = new WeakMap();
const chatLists: ModuleSets = new WeakMap();

/** Every module `roots` import statically, directly or not, less those in `except`. */
function reachedFrom(
  roots: readonly string[],
  context: Rolldown.ChunkingContext,
  except: ReadonlySet<string> = new Set(),
): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  for (const id of except) reached.delete(id);
  return reached;
}

/** Computed once per chunking pass: Rolldown asks every group about every module. */
function perPass(
  known: ModuleSets,
  context: Rolldown.ChunkingContext,
  compute: () => Set<string>,
): Set<string> {
  let found = known.get(context);
  if (!found) {
    found = compute();
    known.set(context, found);
  }
  return found;
}

/** What the page's script (start.ts) imports. */
const startLoadOf = (context: Rolldown.ChunkingContext) =>
  perPass(startLoads, context, () => reachedFrom([startModule], context));

/** What the app (main.tsx) needs before it can run, less what the page's script loads itself. */
const firstLoadOf = (context: Rolldown.ChunkingContext) =>
  perPass(firstLoads, context, () => reachedFrom([appModule], context, startLoadOf(context)));

/** What the landing screens import, less what the page's script loads. */
const landingsOf = (context: Rolldown.ChunkingContext) =>
  perPass(landings, context, () => reachedFrom(landingScreens, context, startLoadOf(context)));

/** The chat's modules (the app's and the protocol's) the conversation list imports. */
const chatListOf = (context: Rolldown.ChunkingContext) =>
  perPass(chatLists, context, () => {
    const reached = reachedFrom([chatListScreen], context, startLoadOf(context));
    reached.delete(chatListScreen);
    return reached;
  });

/**
 * The app's files (main.tsx's chunk and every chunk it imports, and their styles) named in
 * index.html: the browser asks for them with the page's script instead of after it has run.
 */
const codeLength = (file: Rolldown.OutputChunk | Rolldown.OutputAsset | undefined) =>
  file?.type === 'chunk' ? file.code.length : 0;

function appInPage(): Plugin {
  return {
    name: 'storefront-app-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const app = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === appModule,
        );
        if (!app) throw new Error('the build has no chunk for src/main.tsx');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
          scripts.add(fileName);
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        };
        visit(app.fileName);
        const absent = (file: string) => !html.includes(`/${file}"`);
        return [
          ...[...styles].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          // The largest first: of the six requests a browser makes at a time on HTTP/1.1, the
          // longest should not wait for a free one.
          ...[...scripts]
            .filter(absent)
            .sort((a, b) => codeLength(bundle[b]) - codeLength(bundle[a]))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), localeParts(), appInPage()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      ...reactOnPreact,
      // Its ES module files: under Node's conditions (the tests) the package picks its CommonJS
      // build, whose `require('react')` no alias reaches.
      { find: /^react-router$/, replacement: reactRouterFile(command, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterFile(command, 'dom-export.mjs') },
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(
          new URL('../node_modules/react-router-dom/dist/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    headers: {
      'content-security-policy': devPolicy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    },
    proxy: {
      '/api': backend,
      '/__mock': backend,
      '/uploads': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    // The budget check reads the manifest to know which chunks each route needs.
    manifest: true,
    // Every browser the app targets (es2022) but Safari 16 supports <link rel="modulepreload">;
    // the polyfill would weigh on the first load of all of them.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The shell carries every chunk's file name (its table of what to preload with each
        // screen): the names of the screens' chunks cost 0.9 KB gzip of the first load, so they
        // are their hash alone (dist/.vite/manifest.json says which is which). The chunks named
        // in the READMEs and tests (framework, shell, the chat's and the crypto's) keep names.
        chunkFileNames: ({ name }) =>
          namedChunks.test(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          // A group takes only the modules it names, not their imports too: the page's script
          // (start.ts) shares modules with the shell that must stay out of it.
          includeDependenciesRecursively: false,
          groups: [
            {
              // The page's script and all it imports: one file, without the framework. (The build's
              // manifest then names it by its group, not as index.html's entry: the budget check
              // finds it by index.html's script.)
              name: (id: string, context: Rolldown.ChunkingContext) =>
                startLoadOf(context).has(id) ? 'start' : null,
              debugName: 'start',
              test: /./,
              priority: 40,
            },
            ...frameworkParts.map(([part, packages]) => ({
              // Every screen needs these. In parts, each on its own connection: on slow 4G over
              // HTTP/1.1 parts arrive sooner than one file of the same size (web/README.md).
              name: (id: string, context: Rolldown.ChunkingContext) =>
                firstLoadOf(context).has(id) && !laterHooks.test(id) ? `framework-${part}` : null,
              debugName: `framework-${part}`,
              test: packages,
              priority: 30,
            })),
            {
              // The rest of what the app needs before it can run: what main.tsx imports
              // statically. Modules only later screens use (an upload, an order's details) stay out.
              name: (id: string, context: Rolldown.ChunkingContext) =>
                firstLoadOf(context).has(id) && !laterHooks.test(id) ? 'shell' : null,
              debugName: 'shell',
              test: /./,
              priority: 20,
            },
            {
              // What the screens shoppers land on from outside (app/landing-calls.ts) share beyond
              // the shell, in one file: on HTTP/1.1 a dozen small files load in waves of six.
              name: (id: string, context: Rolldown.ChunkingContext) =>
                !firstLoadOf(context).has(id) && landingsOf(context).has(id)
                  ? 'landing-common'
                  : null,
              debugName: 'landing-common',
              minShareCount: 2,
              // With TanStack's mutation hooks, which every landing screen but /home uses.
              test: /web[\\/]src[\\/](api|session|ui|lib)[\\/]|@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver)\.js$/,
              priority: 10,
            },
            {
              // The chat's code the conversation list shows with (the protocol's content codec,
              // the chat's hooks and banner), shared with the conversation screen and the chat's
              // runtime: one file beside the list's own, not six small ones.
              name: (id: string, context: Rolldown.ChunkingContext) =>
                !firstLoadOf(context).has(id) && chatListOf(context).has(id) ? 'chat-common' : null,
              debugName: 'chat-common',
              test: /web[\\/]src[\\/](chat|features[\\/]chat)[\\/]|protocol[\\/]src[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    // Its ES module build, whose imports of `react` and `react-dom` the aliases above can reach.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            '../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
    // Libraries that import `react` go through Vite, so that they too get Preact.
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](react-router|react-router-dom|@tanstack|react-i18next|@testing-library)[\\/]/,
        ],
      },
    },
  },
}));
