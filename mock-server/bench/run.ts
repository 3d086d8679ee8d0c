import { loadAverage, writeResults, type PartReport } from './bench-report';
import { describeChatBench, runChatBench } from './chat-bench';
import { describeGrowthBench, runGrowthBench } from './growth-bench';
import { describeHttpBench, runHttpBench } from './http-bench';

// `npm run bench -w mock-server`: the mock-server's benchmarks, one after the other, each bounded
// and on loopback. BENCH_PARTS=http, =growth or =chat runs one part (a comma-separated list runs
// several). Prints each part's figures against its targets, writes them all to bench/results.md
// (overwritten) with the machine and its load, and exits non-zero when a target is missed (a part
// that could not run, say a server that would not start, misses its targets).

const startedAt = new Date();
const loadBefore = loadAverage();
const parts = (process.env.BENCH_PARTS ?? 'http,growth,chat').split(',').map((part) => part.trim());

/** The chat part reports in its own lines; results.md keeps them as printed. */
async function chatReport(): Promise<PartReport> {
  const chat = describeChatBench(await runChatBench());
  return {
    lines: chat.lines,
    ok: chat.ok,
    rows: [
      {
        part: 'chat',
        measure: 'the chat targets (section below)',
        figure: chat.ok ? 'all met' : 'some missed',
        target: 'all met',
        met: chat.ok,
      },
    ],
    markdown: ['## Chat', '', '```', ...chat.lines, '```'],
  };
}

const PARTS: Record<string, () => Promise<PartReport>> = {
  http: async () => describeHttpBench(await runHttpBench()),
  growth: async () => describeGrowthBench(await runGrowthBench()),
  chat: chatReport,
};

const reports: PartReport[] = [];
for (const [part, run] of Object.entries(PARTS)) {
  if (!parts.includes(part)) continue;
  let report: PartReport;
  try {
    report = await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report = {
      lines: [`${part}: could not run: ${message}`],
      ok: false,
      rows: [{ part, measure: 'the part ran', figure: message, target: 'ran', met: false }],
      markdown: [`## ${part}`, '', `Could not run: ${message}`],
    };
    console.error(error);
  }
  for (const line of report.lines) console.log(line);
  reports.push(report);
}

await writeResults({ startedAt, parts, loadBefore, loadAfter: loadAverage() }, reports);
console.log('figures written to bench/results.md');
if (!reports.every((report) => report.ok)) process.exitCode = 1;
