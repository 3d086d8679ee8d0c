import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '@/app/routes';
import { matchPattern, MAX_PATH_LENGTH } from './path-pattern';

const patterns = screenRoutes.map((route) => route.path);

/** React Router's answer in the same shape: the params, or undefined when it does not match. */
function routerAnswer(pattern: string, path: string) {
  const match = matchPath(pattern, path);
  if (!match) return undefined;
  const params: Record<string, string | undefined> = {};
  for (const name of pattern.match(/:\w+/g) ?? [])
    params[name.slice(1)] = match.params[name.slice(1)];
  return params;
}

const value = fc.oneof(
  fc.constantFrom('32', '3', 'a b', '%41', '%E0%A4', 'x.y', ''),
  fc.stringMatching(/^[\w%.~-]{1,6}$/),
);

/** Paths near a pattern: its segments as they are, in other case, left out, or with extras. */
const nearPath = (pattern: string) =>
  fc
    .tuple(
      fc.tuple(
        ...pattern
          .split('/')
          .filter((part) => part !== '')
          .map((part) =>
            part.startsWith(':')
              ? fc.option(value, { nil: undefined })
              : fc.constantFrom(part, part.toUpperCase(), undefined, 'other'),
          ),
      ),
      fc.array(value, { maxLength: 2 }),
      fc.boolean(),
    )
    .map(
      ([parts, extra, slash]) =>
        `/${[...parts.filter((part) => part !== undefined), ...extra].join('/')}${slash ? '/' : ''}`,
    );

describe('route patterns without the router', () => {
  it("answers as React Router's matchPath for every route pattern on random paths", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...patterns)
          .chain((pattern) =>
            fc.tuple(fc.constant(pattern), fc.oneof(nearPath(pattern), nearPath('/detail/:a?'))),
          ),
        ([pattern, candidate]) => {
          expect(matchPattern(pattern, candidate)).toEqual(routerAnswer(pattern, candidate));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('matches each route pattern filled in with its own parameters', () => {
    for (const pattern of patterns) {
      const filled = pattern.replace(/:(\w+)\??/g, (_, name: string) => `x-${name}`);
      expect(matchPattern(pattern, filled), pattern).toEqual(routerAnswer(pattern, filled));
      expect(matchPattern(pattern, filled), pattern).toBeDefined();
    }
  });

  it('matches no path longer than MAX_PATH_LENGTH, however it is made', () => {
    const longest = `/detail/${'1'.repeat(MAX_PATH_LENGTH - '/detail/'.length)}`;
    expect(matchPattern('/detail/:product?/:mer?', longest)).toEqual({
      product: longest.slice('/detail/'.length),
      mer: undefined,
    });
    expect(matchPattern('/detail/:product?/:mer?', `${longest}1`)).toBeUndefined();
    expect(matchPattern('/bag', `/bag${'/'.repeat(MAX_PATH_LENGTH)}`)).toBeUndefined();
  });
});
