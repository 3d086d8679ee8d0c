import { describeChatBench, runChatBench } from './chat-bench';
import { describeGrowthBench, runGrowthBench } from './growth-bench';
import { describeHttpBench, runHttpBench } from './http-bench';

// `npm run bench -w mock-server`: the mock-server's benchmarks, one after the other, each bounded
// and on loopback. Exits non-zero when a target is missed. BENCH_PARTS=http, =growth or =chat runs
// one part (a comma-separated list runs several).

const parts = (process.env.BENCH_PARTS ?? 'http,growth,chat').split(',');
let ok = true;
if (parts.includes('http')) {
  const http = describeHttpBench(await runHttpBench());
  for (const line of http.lines) console.log(line);
  ok &&= http.ok;
}
if (parts.includes('growth')) {
  const growth = describeGrowthBench(await runGrowthBench());
  for (const line of growth.lines) console.log(line);
  ok &&= growth.ok;
}
if (parts.includes('chat')) {
  const chat = describeChatBench(await runChatBench());
  for (const line of chat.lines) console.log(line);
  ok &&= chat.ok;
}
if (!ok) process.exitCode = 1;
