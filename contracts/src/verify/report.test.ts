import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCurl } from './report';

// The curl line of a failure must be pasteable into a POSIX shell and send exactly the request:
// a shell gives the words back, whatever quotes, dollars, backslashes or newlines they hold.

/** The words a POSIX shell makes of `command`, with `curl` standing in as a word printer. */
function shellWords(command: string): string[] {
  const output = execFileSync('sh', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`]);
  return output.toString('utf8').split('\0').slice(0, -1);
}

const text = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((t) => !t.includes('\0'));

describe('the curl line of a failure', () => {
  it('holds the method, URL, headers and body as they were sent', () => {
    fc.assert(
      fc.property(text, text, text, (query, header, body) => {
        const url = `/api/cart/add?q=${encodeURIComponent(query)}`;
        const words = shellWords(
          toCurl('http://127.0.0.1:8080', {
            method: 'POST',
            url,
            headers: { token: header, 'content-type': 'application/json' },
            body,
          }),
        );
        expect(words).toEqual([
          '-i',
          '-X',
          'POST',
          `http://127.0.0.1:8080${url}`,
          '-H',
          `token: ${header}`,
          '-H',
          'content-type: application/json',
          '--data-raw',
          body,
        ]);
      }),
      { numRuns: 40 },
    );
  });
});
