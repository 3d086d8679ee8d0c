import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (docs/adr/0015-react-router-framework-mode.md): route
 * modules under src/routes, rendered on the server and hydrated; build output in build/
 * (build/client for the browser, build/server for the page handler), or WEB_BUILD_DIRECTORY.
 */
export default {
  appDirectory: 'src',
  // WEB_BUILD_DIRECTORY: another output folder (`npm run build:dev` writes React's development
  // build into build-dev/ for the variants walk, beside the production build/).
  buildDirectory: process.env.WEB_BUILD_DIRECTORY || 'build',
  ssr: true,
  future: {
    // The request scope (src/server/request-scope.server.ts) wraps loaders and the render.
    v8_middleware: true,
  },
} satisfies Config;

// The types that follow the flag (what `react-router typegen` writes into .react-router/, which is
// not committed): loaders, middleware and request handlers take a RouterContextProvider.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
