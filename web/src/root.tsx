import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Scripts, useNavigate, useRouteLoaderData } from 'react-router';
import { onSessionExpired } from '@/api/request';
import { queryClient } from '@/api/query-client';
import { Layout as AppShell } from '@/app/layout';
import { LOGIN_PATH } from '@/app/login-guard';
import { requestScope } from '@/app/request-scope';
import { RouteError } from '@/app/route-error';
import { startChatWhenSignedIn } from '@/chat/chat-start';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { bcp47Of } from '@/i18n/languages';
import { requestScopeMiddleware } from '@/server/request-scope.server';
import '@/ui/theme.css';

export const middleware = [requestScopeMiddleware];

/** The page's language, as the server chose it (the client keeps it for hydration). */
export function loader() {
  return { language: requestScope()?.language ?? currentLanguage() };
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23c2410c'/%3E%3Cpath d='M9 12h14l-1.5 12h-11z' fill='%23fff'/%3E%3Cpath d='M12.5 12a3.5 3.5 0 0 1 7 0' stroke='%23fff' stroke-width='2' fill='none'/%3E%3C/svg%3E";

/** The document around every page: language, head tags, the framework's scripts (with the nonce). */
export function Layout({ children }: { children: ReactNode }) {
  const page = useRouteLoaderData<typeof loader>('root');
  const language = page?.language ?? currentLanguage();
  const nonce = requestScope()?.nonce;
  return (
    <html lang={bcp47Of(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" type="image/svg+xml" href={ICON} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The app: the request's (server) or the browser's query client and strings, around the shell. */
export default function App() {
  const scope = requestScope();
  const navigate = useNavigate();
  useEffect(() => {
    onSessionExpired(() => {
      // Cached answers belong to the shopper who just lost the session.
      queryClient.clear();
      void navigate(LOGIN_PATH, { replace: true });
    });
  }, [navigate]);
  // Chat connects on app start with a token and disconnects on sign-out (spec section 7).
  useEffect(() => startChatWhenSignedIn(), []);
  return (
    <QueryClientProvider client={scope?.queryClient ?? queryClient}>
      <I18nextProvider i18n={scope?.i18n ?? i18n}>
        <AppShell />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const scope = requestScope();
  return (
    <I18nextProvider i18n={scope?.i18n ?? i18n}>
      <RouteError />
    </I18nextProvider>
  );
}
