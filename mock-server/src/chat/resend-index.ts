import { unwrap } from '../store/tracking';
import type { ChannelLog, StoredMessage } from './chat-state';

// Which stored message a sender's clientMsgNo became, so a resent SEND is answered with the first
// message and never stored twice. It is derived from the log (every message keeps its sender and
// clientMsgNo), so it is not persisted: each log's index is built from its messages on first use
// after a start or a reset, then kept up to date as messages are appended.
//
// Keyed by a 32-bit hash of the clientMsgNo rather than by the string: a lookup in a large map then
// compares numbers instead of reading each candidate key string from memory, which profiles showed
// to be a large share of a stored message's cost (figures in the README's chat Benchmark section).
// The messages under one hash (the same
// clientMsgNo from two senders, or two clientMsgNos that collide) are kept together and told apart
// by their sender and clientMsgNo.

type Entry = StoredMessage | StoredMessage[];

const indexes = new WeakMap<ChannelLog, Map<number, Entry>>();

/** FNV-1a over the string's UTF-16 units, as a small integer. */
function hashOf(clientMsgNo: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < clientMsgNo.length; i++) {
    hash = Math.imul(hash ^ clientMsgNo.charCodeAt(i), 0x01000193);
  }
  return hash | 0;
}

/** By the log's own object: the hub's message path holds it, other code its store proxy. */
function indexOf(proxyOrLog: ChannelLog): Map<number, Entry> {
  const log = unwrap(proxyOrLog);
  let index = indexes.get(log);
  if (!index) {
    index = new Map();
    for (const message of log.messages) {
      if (find(index, message.from, message.clientMsgNo) === undefined) add(index, message);
    }
    indexes.set(log, index);
  }
  return index;
}

function find(
  index: Map<number, Entry>,
  from: string,
  clientMsgNo: string,
): StoredMessage | undefined {
  const entry = index.get(hashOf(clientMsgNo));
  if (entry === undefined) return undefined;
  if (!Array.isArray(entry)) {
    return entry.from === from && entry.clientMsgNo === clientMsgNo ? entry : undefined;
  }
  return entry.find((m) => m.from === from && m.clientMsgNo === clientMsgNo);
}

function add(index: Map<number, Entry>, message: StoredMessage): void {
  if (message.clientMsgNo === '') return;
  const hash = hashOf(message.clientMsgNo);
  const entry = index.get(hash);
  if (entry === undefined) index.set(hash, message);
  else if (Array.isArray(entry)) entry.push(message);
  else index.set(hash, [entry, message]);
}

/** The message `from` stored earlier under `clientMsgNo` in this log, if any. */
export function earlierMessage(
  log: ChannelLog,
  from: string,
  clientMsgNo: string,
): StoredMessage | undefined {
  if (clientMsgNo === '') return undefined;
  return find(indexOf(log), from, clientMsgNo);
}

/** Records a message just appended to `log`, which `earlierMessage` did not find. */
export function indexMessage(log: ChannelLog, message: StoredMessage): void {
  add(indexOf(log), message);
}

/** Forgets a message dropped from the front of `log` (the channel's cap). */
export function unindexMessage(log: ChannelLog, message: StoredMessage): void {
  const index = indexes.get(unwrap(log));
  if (!index || message.clientMsgNo === '') return;
  const hash = hashOf(message.clientMsgNo);
  const entry = index.get(hash);
  // By id: the message may come as the state's proxy of the one indexed (src/store/tracking.ts).
  if (entry !== undefined && !Array.isArray(entry) && entry.id === message.id) index.delete(hash);
  else if (Array.isArray(entry)) {
    const rest = entry.filter((m) => m.id !== message.id);
    if (rest.length === 0) index.delete(hash);
    else index.set(hash, rest.length === 1 ? rest[0]! : rest);
  }
}
