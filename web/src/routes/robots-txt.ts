import type { LoaderFunctionArgs } from 'react-router';
import { robotsTxt } from '@/app/crawler-files';
import { requestScope } from '@/session/request-scope';

/** /robots.txt (a resource route): what crawlers may read, and where the sitemap is. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = requestScope()?.publicOrigin ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin.replace(/\/+$/, '')), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
