import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Scripts,
  useNavigate,
  useRouteLoaderData,
  type MetaFunction,
} from 'react-router';
import { onSessionExpired } from '@/api/request';
import { queryClient } from '@/api/query-client';
import { Layout as AppShell } from '@/app/layout';
import { sessionEndedRedirect } from '@/routing/login-guard';
import { useSessionEndedNotice } from '@/app/session-ended';
import { signedInPageTags } from '@/app/page-meta';
import { requestScope } from '@/session/request-scope';
import { RouteError } from '@/app/route-error';
import { startChatWhenSignedIn } from '@/chat/chat-start';
import { PageTimeZone, rememberTimeZone, SERVER_TIME_ZONE } from '@/i18n/date-time';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { bcp47Of } from '@/i18n/languages';
import { requestScopeMiddleware } from '@/server/request-scope.server';
import '@/ui/theme.css';

export const middleware = [requestScopeMiddleware];

/** Kept by every route without a `meta` of its own: a signed-in page is not indexed. */
export const meta: MetaFunction = ({ location }) => signedInPageTags(location.pathname);

/**
 * The page's language, as the server chose it, and the time zone it shows times in (the one the
 * browser told it, else the shop's): the client keeps both for hydration.
 */
export function loader() {
  const scope = requestScope();
  return {
    language: scope?.language ?? currentLanguage(),
    timeZone: scope?.timeZone ?? SERVER_TIME_ZONE,
  };
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23c2410c'/%3E%3Cpath d='M9 12h14l-1.5 12h-11z' fill='%23fff'/%3E%3Cpath d='M12.5 12a3.5 3.5 0 0 1 7 0' stroke='%23fff' stroke-width='2' fill='none'/%3E%3C/svg%3E";

/** The document around every page: language, head tags, the framework's scripts (with the nonce). */
export function Layout({ children }: { children: ReactNode }) {
  const page = useRouteLoaderData<typeof loader>('root');
  const language = page?.language ?? currentLanguage();
  // The browser blanks a nonce attribute once parsed (CSS selectors cannot read it), but the
  // element's `nonce` property keeps it, and React's hydration compares that property: the client
  // renders the page's own nonce, read from the server's scripts, else every tag with a nonce
  // mismatches (dev: React Router's inline critical CSS <style>).
  const nonce =
    requestScope()?.nonce ??
    (typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? undefined));
  return (
    <html lang={bcp47Of(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" type="image/svg+xml" href={ICON} />
        <Meta />
        <Links nonce={nonce} />
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
      // /login says the session ended, and brings the shopper back here after signing in.
      const here = `${window.location.pathname}${window.location.search}`;
      void navigate(sessionEndedRedirect(here), { replace: true });
    });
  }, [navigate]);
  // A page whose token the server refused (a guest page, rendered as a guest's): say it once.
  useSessionEndedNotice();
  // Chat connects on app start with a token and disconnects on sign-out (spec section 7).
  useEffect(() => startChatWhenSignedIn(), []);
  // The next page the server renders shows times in this device's zone.
  useEffect(() => rememberTimeZone(), []);
  // Hydrated: the page answers taps and keys from now on (the e2e journeys wait for this mark
  // before they touch a page they loaded).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const page = useRouteLoaderData<typeof loader>('root');
  return (
    <QueryClientProvider client={scope?.queryClient ?? queryClient}>
      <I18nextProvider i18n={scope?.i18n ?? i18n}>
        <PageTimeZone value={page?.timeZone}>
          <AppShell />
        </PageTimeZone>
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
