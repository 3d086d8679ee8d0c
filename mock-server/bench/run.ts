import { describeChatBench, runChatBench } from './chat-bench';

// `npm run bench -w mock-server`: the mock-server's benchmarks, one after the other, each bounded
// and on loopback. Exits non-zero when a target is missed.

const chat = describeChatBench(await runChatBench());
for (const line of chat.lines) console.log(line);
if (!chat.ok) process.exitCode = 1;
