// Chat rows <-> records (src/chat/chat-state.ts): flags as booleans, a message's absent topic and
// stream number as NULL, its sender as `from_uid`.
import type { StoredConversation, StoredMessage, StoredReminder } from '../../chat/chat-state';
import { flag } from '../db';
import type { NewRow, Row } from '../tables';

export function messageFromRow(row: Row<'chatMessages'>): StoredMessage {
  const message: StoredMessage = {
    id: row.id,
    seq: row.seq,
    clientMsgNo: row.clientMsgNo,
    clientSeq: row.clientSeq,
    from: row.fromUid,
    setting: row.setting,
    reddot: row.reddot === 1,
    syncOnce: row.syncOnce === 1,
    expire: row.expire,
    timestamp: row.timestamp,
    payload: row.payload,
    readed: row.readed === 1,
    readedAt: row.readedAt,
    readedCount: row.readedCount,
    extraVersion: row.extraVersion,
  };
  if (row.topic !== null) message.topic = row.topic;
  if (row.streamNo !== null) message.streamNo = row.streamNo;
  return message;
}

export function messageToRow(channel: string, message: StoredMessage): NewRow<'chatMessages'> {
  return {
    channel,
    seq: message.seq,
    id: message.id,
    clientMsgNo: message.clientMsgNo,
    clientSeq: message.clientSeq,
    fromUid: message.from,
    setting: message.setting,
    reddot: flag(message.reddot),
    syncOnce: flag(message.syncOnce),
    expire: message.expire,
    timestamp: message.timestamp,
    payload: message.payload,
    topic: message.topic ?? null,
    streamNo: message.streamNo ?? null,
    readed: flag(message.readed),
    readedAt: message.readedAt,
    readedCount: message.readedCount,
    extraVersion: message.extraVersion,
  };
}

export function conversationFromRow(row: Row<'chatConversations'>): StoredConversation {
  return {
    channelID: row.channelId,
    channelType: row.channelType,
    logKey: row.logKey,
    unread: row.unread,
    lastMsgSeq: row.lastMsgSeq,
    lastClientMsgNo: row.lastClientMsgNo,
    timestamp: row.timestamp,
    version: row.version,
    browseTo: row.browseTo,
    extraVersion: row.extraVersion,
    deleted: row.deleted === 1,
  };
}

export function reminderFromRow(row: Row<'chatReminders'>): StoredReminder {
  return {
    id: row.id,
    uid: row.uid,
    channelID: row.channelId,
    channelType: row.channelType,
    messageSeq: row.messageSeq,
    messageId: row.messageId,
    reminderType: row.reminderType,
    text: row.text,
    version: row.version,
    done: row.done === 1,
  };
}

export function reminderToRow(reminder: StoredReminder): NewRow<'chatReminders'> {
  return {
    id: reminder.id,
    uid: reminder.uid,
    channelId: reminder.channelID,
    channelType: reminder.channelType,
    messageSeq: reminder.messageSeq,
    messageId: reminder.messageId,
    reminderType: reminder.reminderType,
    text: reminder.text,
    version: reminder.version,
    done: flag(reminder.done),
  };
}
