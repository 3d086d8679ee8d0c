// `npm run contract:verify -- --base-url URL [...]`: see contracts/README.md, "Verify a backend".
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { describeFailure, summaryTable, verifyJunitXml } from './report';
import { verifyBackend } from './verify';

const usage = `usage: npm run contract:verify -- --base-url URL [--token T | --login e-mail:password]
  [--operations id,id] [--seed N] [--max-requests N (per operation, default 6)] [--junit FILE]
  [--writes] [--timeout-ms N]
Without --token or --login, the operations that need a session answer 401: they are reported
NOT verified (only their refusal was checked).`;

/** Runs the verification as the command line says; answers the exit code. */
export async function main(
  argv: string[],
  out: (text: string) => void = (t) => process.stdout.write(t),
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        login: { type: 'string' },
        operations: { type: 'string' },
        seed: { type: 'string' },
        'max-requests': { type: 'string' },
        junit: { type: 'string' },
        writes: { type: 'boolean', default: false },
        'timeout-ms': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    out(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (values.help || !values['base-url']) {
    out(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  const numberOption = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
    return value;
  };
  let login: { account: string; password: string } | undefined;
  if (values.login) {
    const colon = values.login.indexOf(':');
    if (colon < 1) {
      out(`--login takes e-mail:password\n`);
      return 2;
    }
    login = { account: values.login.slice(0, colon), password: values.login.slice(colon + 1) };
  }
  try {
    const report = await verifyBackend({
      baseUrl: values['base-url'],
      ...(values.token ? { token: values.token } : {}),
      ...(login ? { login } : {}),
      ...(values.operations
        ? {
            operations: values.operations
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          }
        : {}),
      ...(values.seed !== undefined ? { seed: numberOption('seed', values.seed) } : {}),
      ...(values['max-requests'] !== undefined
        ? { maxRequests: numberOption('max-requests', values['max-requests']) }
        : {}),
      ...(values['timeout-ms'] !== undefined
        ? { timeoutMs: numberOption('timeout-ms', values['timeout-ms']) }
        : {}),
      writes: values.writes,
    });
    for (const failure of report.failures) out(`${describeFailure(report, failure)}\n\n`);
    out(`${summaryTable(report)}\n`);
    if (values.junit) {
      writeFileSync(values.junit, verifyJunitXml(report));
      out(`JUnit XML: ${values.junit}\n`);
    }
    const unverified = report.operations.filter((o) => !o.skipped && o.notVerified).length;
    out(
      (report.failures.length === 0
        ? 'contract:verify: no failure'
        : `contract:verify: ${report.failures.length} failures`) +
        (unverified > 0 ? `; ${unverified} operations NOT verified (only 401, see above)\n` : '\n'),
    );
    return report.failures.length === 0 ? 0 : 1;
  } catch (error) {
    out(`contract:verify: ${(error as Error).message}\n`);
    return 2;
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  process.exitCode = await main(process.argv.slice(2));
}
