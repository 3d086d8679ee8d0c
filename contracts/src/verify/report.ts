// The outputs of contract:verify: the terminal summary, each failure's replay and curl, JUnit XML.
import { junitXml } from './junit';
import { CHECKS } from './verify';
import type { SentRequest, VerifyFailure, VerifyReport } from './verify';

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The request as a curl command line (a POSIX shell). */
export function toCurl(baseUrl: string, request: SentRequest): string {
  const parts = ['curl', '-i', '-X', request.method, quote(`${baseUrl}${request.url}`)];
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (request.file) {
    parts.push(
      '-F',
      quote(`${request.file.field}=@${request.file.name};type=${request.file.type}`),
    );
  } else if (request.body !== undefined) {
    parts.push('--data-raw', quote(request.body));
  }
  return parts.join(' ');
}

/** The command that sends the same request again (same seed, same operation, same count). */
export function replayCommand(report: VerifyReport, failure: VerifyFailure): string {
  return (
    `npm run contract:verify -- --base-url ${report.baseUrl} --operations ${failure.operationId}` +
    ` --seed ${failure.seed} --max-requests ${failure.index + 1}${report.writes ? ' --writes' : ''}`
  );
}

export function describeFailure(report: VerifyReport, failure: VerifyFailure): string {
  return [
    `✗ ${failure.operationId} [${failure.check}] ${failure.message}`,
    `  request ${failure.index} (${failure.kind}), answer HTTP ${failure.status ?? '-'}: ${failure.answer?.slice(0, 200) ?? ''}`,
    `  replay: ${replayCommand(report, failure)}`,
    `  curl:   ${toCurl(report.baseUrl, failure.request)}`,
  ].join('\n');
}

/**
 * The summary table: one line per operation sent (marked `401 only` when every answer was a 401:
 * sent, not verified), failures by check, then the totals and how many were verified.
 */
export function summaryTable(report: VerifyReport): string {
  const header = ['operation', 'requests', ...CHECKS];
  const rows: string[][] = [];
  for (const operation of report.operations) {
    if (operation.skipped) continue;
    rows.push([
      operation.notVerified ? `${operation.operationId} (401 only)` : operation.operationId,
      String(operation.requests),
      ...CHECKS.map((check) => {
        const count = operation.failures.filter((f) => f.check === check).length;
        return count === 0 ? '.' : String(count);
      }),
    ]);
  }
  rows.push([
    'total',
    String(rows.reduce((sum, row) => sum + Number(row[1]), 0)),
    ...CHECKS.map((check) => String(report.failures.filter((f) => f.check === check).length)),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const skipped = report.operations.filter((o) => o.skipped);
  const reasons = [...new Set(skipped.map((o) => o.skipped))]
    .map((reason) => `${skipped.filter((o) => o.skipped === reason).length} ${reason}`)
    .join(', ');
  const unverified = report.operations.filter((o) => !o.skipped && o.notVerified);
  const verified = report.operations.length - skipped.length - unverified.length;
  const plural = (count: number) => `${count} operation${count === 1 ? '' : 's'}`;
  return [
    line(header),
    ...rows.slice(0, -1).map(line),
    '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2)),
    line(rows[rows.length - 1] ?? []),
    `${plural(verified)} verified, ${report.requests} requests in all` +
      (unverified.length > 0
        ? `; NOT verified: ${plural(unverified.length)} only answered 401`
        : '') +
      (skipped.length > 0 ? `; skipped: ${reasons}` : '') +
      `; seed ${report.seed}`,
    ...(unverified.length === 0
      ? []
      : [
          report.credentials
            ? `The backend answered 401 to every request of ${plural(unverified.length)} with the credentials given (an expired --token? a refused --login?): their answers to a signed-in shopper were not checked.`
            : `${plural(unverified.length)} need a session and were only checked for their 401: verify them with credentials, --token <a session token> or --login e-mail:password (an account kept for testing; see contracts/README.md, "Verify a backend").`,
        ]),
  ].join('\n');
}

/** JUnit XML: one test case per operation (skipped ones marked), one <failure> per failed check. */
export function verifyJunitXml(report: VerifyReport): string {
  return junitXml(
    `contract:verify ${report.baseUrl} seed ${report.seed}`,
    report.operations.map((operation) => ({
      classname: `contract.${operation.operationId}`,
      name: `${operation.operationId} (${operation.method} ${operation.path})`,
      // Sent but only refused for want of a session: not verified, shown as skipped with why.
      ...(operation.skipped
        ? { skipped: operation.skipped }
        : operation.notVerified && operation.failures.length === 0
          ? { skipped: operation.notVerified }
          : {}),
      failures: operation.failures.map((failure) => ({
        type: failure.check,
        message: `${failure.check}: ${failure.message}`,
        text: describeFailure(report, failure),
      })),
    })),
  );
}
