import { describeChatBench, runChatBench } from './chat-bench';
import { describeHttpBench, runHttpBench } from './http-bench';

// `npm run bench -w mock-server`: the mock-server's benchmarks, one after the other, each bounded
// and on loopback. Exits non-zero when a target is missed. BENCH_PARTS=http or =chat runs one part.

const parts = (process.env.BENCH_PARTS ?? 'http,chat').split(',');
let ok = true;
if (parts.includes('http')) {
  const http = describeHttpBench(await runHttpBench());
  for (const line of http.lines) console.log(line);
  ok &&= http.ok;
}
if (parts.includes('chat')) {
  const chat = describeChatBench(await runChatBench());
  for (const line of chat.lines) console.log(line);
  ok &&= chat.ok;
}
if (!ok) process.exitCode = 1;
