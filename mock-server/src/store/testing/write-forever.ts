// Test helper process (store-kill.test.ts): money movements, each with its ledger record, and chat
// messages, committed by four writers at once in a loop until the process is killed. Each
// acknowledged (committed) movement prints `fund <id>`, each message `message <seq>`.
import { emptyState } from '../seed';
import { nextId } from '../state';
import { Store } from '../store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-forever.ts <data dir>');
const store = await Store.open(dir, () => {
  const state = emptyState();
  state.users.push({
    id: nextId(state, 'user'),
    email: 'kill@example.com',
    nickname: 'Kill',
    mobile: '',
    avatar: '',
    passwordHash: '',
    payCodeHash: '',
    payCodeFailures: 0,
    payCodeLockedUntil: 0,
    balance: 0,
    lang: 'en',
    createdAt: 0,
  });
  state.chat = { logs: { kill: { key: 'kill', members: ['a'], messages: [], extraVersion: 0 } } };
  return state;
});

/** A recharge, or a withdrawal when the balance allows it: the balance and its record together. */
function moveMoney(): number {
  const { state } = store;
  const user = state.users[0]!;
  const amount = 1 + Math.floor(Math.random() * 10_000);
  const out = Math.random() < 0.4 && user.balance >= amount;
  user.balance += out ? -amount : amount;
  const id = nextId(state, 'fund');
  state.funds.push({
    id,
    userId: user.id,
    kind: out ? 'withdraw' : 'recharge',
    amount: out ? -amount : amount,
    balanceAfter: user.balance,
    refId: null,
    remark: { key: out ? 'withdraw' : 'recharge', sn: `K${id}` },
    createdAt: Date.now(),
  });
  return id;
}

function postMessage(): number {
  const chat = store.state.chat as {
    lastMessageId: number;
    logs: Record<string, { messages: { id: number; seq: number; payload: string }[] }>;
  };
  const messages = chat.logs.kill!.messages;
  chat.lastMessageId = (chat.lastMessageId ?? 0) + 1;
  const seq = messages.length + 1;
  messages.push({ id: chat.lastMessageId, seq, payload: 'x'.repeat(200) });
  return seq;
}

async function writer(): Promise<never> {
  for (;;) {
    const fund = moveMoney();
    const message = Math.random() < 0.5 ? postMessage() : 0;
    await store.commit();
    process.stdout.write(message ? `fund ${fund}\nmessage ${message}\n` : `fund ${fund}\n`);
  }
}

await Promise.all([writer(), writer(), writer(), writer()]);
