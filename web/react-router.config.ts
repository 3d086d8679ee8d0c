import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (docs/adr/0015-react-router-framework-mode.md): route
 * modules under src/routes, rendered on the server and hydrated; build output in build/
 * (build/client for the browser, build/server for the page handler).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
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
