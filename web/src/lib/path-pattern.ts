/**
 * A route pattern (`/detail/:product?/:mer?`) matched against a path without React Router, for
 * the code that runs before the framework has arrived (app/landing-calls.ts). Same answers as
 * React Router's `matchPath(pattern, path)` for the patterns of app/routes.ts: static segments,
 * `:name` and optional `:name?` parameters, case-insensitive, trailing slashes allowed;
 * path-pattern.test.ts holds it to `matchPath` on random paths.
 */
export type PathParams = Readonly<Record<string, string | undefined>>;

/**
 * Longer paths match no pattern. The address comes from whoever wrote the link, and a pattern with
 * several optional parameters is a regular expression whose failing match costs a power of the
 * path's length (`/detail/` and 16,000 letters took about a second); no path of the shop is near
 * this long.
 */
export const MAX_PATH_LENGTH = 2048;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern's parameters from `path`, or undefined when it does not match. */
export function matchPattern(pattern: string, path: string): PathParams | undefined {
  if (path.length > MAX_PATH_LENGTH) return undefined;
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const parameter = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!parameter) return `/${escape(segment)}`;
      names.push(parameter[1] as string);
      // As React Router writes them: an optional parameter's slash is optional too.
      return parameter[2] ? '/?([^/]+)?' : '/([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source}/*$`, 'i').exec(path);
  if (!match) return undefined;
  // Undecoded, as matchPath gives them.
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
}
