import type { ChannelLog, StoredMessage } from './chat-state';

// Which stored message a sender's clientMsgNo became, so a resent SEND is answered with the first
// message and never stored twice. It is derived from the log (every message keeps its sender and
// clientMsgNo), so it is not persisted: each log's index is built from its messages on first use
// after a start or a reset, then kept up to date as messages are appended.
//
// Keyed by clientMsgNo alone, the string each message already holds, so indexing a message adds no
// string. Two senders using the same clientMsgNo in one channel (clients make them random, so only a
// client that means to) keep the first in the index; the other is found by a scan of the log.

const indexes = new WeakMap<ChannelLog, Map<string, StoredMessage>>();

function indexOf(log: ChannelLog): Map<string, StoredMessage> {
  let index = indexes.get(log);
  if (!index) {
    index = new Map();
    for (const message of log.messages) addToIndex(index, message);
    indexes.set(log, index);
  }
  return index;
}

function addToIndex(index: Map<string, StoredMessage>, message: StoredMessage): void {
  if (message.clientMsgNo !== '' && !index.has(message.clientMsgNo)) {
    index.set(message.clientMsgNo, message);
  }
}

/** The message `from` stored earlier under `clientMsgNo` in this log, if any. */
export function earlierMessage(
  log: ChannelLog,
  from: string,
  clientMsgNo: string,
): StoredMessage | undefined {
  if (clientMsgNo === '') return undefined;
  const first = indexOf(log).get(clientMsgNo);
  if (first === undefined || first.from === from) return first;
  // Another sender used the same clientMsgNo first.
  return log.messages.find((m) => m.from === from && m.clientMsgNo === clientMsgNo);
}

/** Records a message just appended to `log`. */
export function indexMessage(log: ChannelLog, message: StoredMessage): void {
  addToIndex(indexOf(log), message);
}
