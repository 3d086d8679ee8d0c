// Recorded /api traffic (the e2e journeys' contract-traffic.jsonl, one exchange a line) as JUnit
// XML: one test case per operation of the contract, failing with each exchange that broke it,
// skipped when no exchange reached it.
import { listOperations } from '../load-contract';
import { junitXml } from './junit';
import type { JunitCase } from './junit';

export interface RecordedExchange {
  method: string;
  url: string;
  status?: number;
  operationId?: string | null;
  ok: boolean;
  errors: string[];
}

/** Failures listed per operation; the count says how many there were in all. */
const FAILURES_PER_OPERATION = 20;

/** The exchanges of a JSON-lines file; lines that are not an exchange are left out. */
export function parseTraffic(text: string): RecordedExchange[] {
  const exchanges: RecordedExchange[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value = JSON.parse(line) as Partial<RecordedExchange>;
      if (typeof value.method === 'string' && typeof value.url === 'string') {
        exchanges.push({
          method: value.method,
          url: value.url,
          ...(typeof value.status === 'number' ? { status: value.status } : {}),
          operationId: typeof value.operationId === 'string' ? value.operationId : null,
          ok: value.ok === true,
          errors: Array.isArray(value.errors) ? value.errors.map(String) : [],
        });
      }
    } catch {
      // a line cut short by an interrupted run
    }
  }
  return exchanges;
}

export function recordedTrafficJunit(
  exchanges: RecordedExchange[],
  suite = 'recorded /api traffic',
): string {
  const cases: JunitCase[] = [];
  const known = new Set<string>();
  const caseOf = (classname: string, name: string, sent: RecordedExchange[]): JunitCase => {
    const broken = sent.filter((exchange) => !exchange.ok);
    return {
      classname,
      name: `${name}: ${sent.length} exchanges`,
      failures: broken.slice(0, FAILURES_PER_OPERATION).map((exchange) => ({
        type: 'contract',
        message: `${exchange.method} ${exchange.url} ${exchange.status ?? '-'}: ${exchange.errors[0] ?? 'violation'}`,
        text:
          `${exchange.method} ${exchange.url} -> ${exchange.status ?? '-'}\n` +
          exchange.errors.join('\n') +
          (broken.length > FAILURES_PER_OPERATION && exchange === broken[FAILURES_PER_OPERATION - 1]
            ? `\n(${broken.length} violating exchanges in all)`
            : ''),
      })),
    };
  };
  for (const { method, path, operation } of listOperations()) {
    known.add(operation.operationId);
    const sent = exchanges.filter((exchange) => exchange.operationId === operation.operationId);
    const name = `${operation.operationId} (${method.toUpperCase()} ${path})`;
    cases.push(
      sent.length === 0
        ? {
            classname: `contract.${operation.operationId}`,
            name,
            skipped: 'no recorded exchange',
            failures: [],
          }
        : caseOf(`contract.${operation.operationId}`, name, sent),
    );
  }
  const outside = exchanges.filter(
    (exchange) => !exchange.operationId || !known.has(exchange.operationId),
  );
  if (outside.length > 0)
    cases.push(caseOf('contract.unknown', 'calls the contract does not have', outside));
  return junitXml(suite, cases);
}
