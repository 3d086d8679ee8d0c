// Test helper process (store-kill.test.ts): money movements, each with its ledger record, and chat
// messages, each committed in its own transaction, in a loop until the process is killed. Each
// acknowledged (committed) movement prints `fund <id>`, each message `message <seq>`.
import { Store } from '../store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-forever.ts <data dir>');
const store = await Store.open(dir, () =>
  Promise.resolve((db) => {
    db.run(
      db.q.insertInto('users').values({
        email: 'kill@example.com',
        nickname: 'Kill',
        passwordHash: '',
        balance: 0,
        lang: 'en',
        createdAt: 0,
      }),
    );
    db.run(db.q.insertInto('chatChannels').values({ key: 'kill', members: '["a"]' }));
  }),
);
const { db } = store;

/** A recharge, or a withdrawal when the balance allows it: the balance and its record together. */
function moveMoney(): number {
  return store.transaction(() => {
    const user = db.first(db.q.selectFrom('users').select(['id', 'balance']).limit(1))!;
    const amount = 1 + Math.floor(Math.random() * 10_000);
    const out = Math.random() < 0.4 && user.balance >= amount;
    const signed = out ? -amount : amount;
    db.run(
      db.q
        .updateTable('users')
        .set((eb) => ({ balance: eb('balance', '+', signed) }))
        .where('id', '=', user.id),
    );
    return db.insertId(
      db.q.insertInto('fundRecords').values({
        userId: user.id,
        kind: out ? 'withdraw' : 'recharge',
        amount: signed,
        balanceAfter: user.balance + signed,
        refId: null,
        remarkKey: out ? 'withdraw' : 'recharge',
        remarkText: 'K',
        createdAt: Date.now(),
      }),
    );
  });
}

function postMessage(): number {
  return store.transaction(() => {
    const counters = db.first(
      db.q
        .updateTable('chatCounters')
        .set((eb) => ({ lastMessageId: eb('lastMessageId', '+', 1) }))
        .returning('lastMessageId'),
    )!;
    const last = db.first(
      db.q
        .selectFrom('chatMessages')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('channel', '=', 'kill'),
    );
    const seq = (last?.seq ?? 0) + 1;
    db.run(
      db.q.insertInto('chatMessages').values({
        channel: 'kill',
        seq,
        id: counters.lastMessageId,
        clientMsgNo: `k${seq}`,
        clientSeq: seq,
        fromUid: 'a',
        setting: 0,
        timestamp: Math.floor(Date.now() / 1000),
        payload: 'x'.repeat(200),
        topic: null,
        streamNo: null,
      }),
    );
    return seq;
  });
}

// Each commit is acknowledged only after it returned; a turn of the event loop between writes lets
// the kill land anywhere.
for (;;) {
  const fund = moveMoney();
  const message = Math.random() < 0.5 ? postMessage() : 0;
  process.stdout.write(message ? `fund ${fund}\nmessage ${message}\n` : `fund ${fund}\n`);
  await new Promise((resolve) => setImmediate(resolve));
}
