import { describe, expect, it } from 'vitest';
import { channelOf } from './channel';
import { Conversations } from './conversations';
import { silentLogger } from './log';
import type { ChatProviders } from './providers';
import type { Reminder } from './reminders';
import { Reminders, ReminderType } from './reminders';
import { incomingMessage } from './test-fixtures';

const group = channelOf('g1', 2);

function reminder(id: number, type: number, version: number): Reminder {
  return { reminderID: id, reminderType: type, channel: group, version, done: false };
}

function setup(serverReminders: Reminder[][]) {
  const asked: number[] = [];
  const doneIDs: number[][] = [];
  const providers: ChatProviders = {
    syncReminders: async (maxVersion) => {
      asked.push(maxVersion);
      return serverReminders.shift() ?? [];
    },
    reminderDone: async (ids) => {
      doneIDs.push(ids);
    },
  };
  const conversations = new Conversations(providers, silentLogger);
  conversations.applyMessage(incomingMessage({ channel: group }));
  const reminders = new Reminders(providers, conversations);
  return { reminders, conversations, asked, doneIDs };
}

describe('reminders', () => {
  it('attach to their conversation; a mention sets isMentionMe', async () => {
    const { reminders, conversations } = setup([
      [reminder(1, ReminderType.mentionMe, 3), reminder(2, ReminderType.applyJoinGroup, 4)],
    ]);
    await reminders.sync();
    const conversation = conversations.find(group);
    expect(conversation?.reminders.map((r) => r.reminderID)).toEqual([1, 2]);
    expect(conversation?.isMentionMe).toBe(true);
  });

  it('sync asks for what is newer than the highest version known and merges by id', async () => {
    const { reminders, conversations, asked } = setup([
      [reminder(1, ReminderType.mentionMe, 3)],
      [{ ...reminder(1, ReminderType.mentionMe, 7), text: 'edited' }],
    ]);
    await reminders.sync();
    await reminders.sync();
    expect(asked).toEqual([0, 3]);
    expect(conversations.find(group)?.reminders).toEqual([
      expect.objectContaining({ reminderID: 1, version: 7, text: 'edited' }),
    ]);
  });

  it('done removes them from the wait list and tells the server', async () => {
    const { reminders, conversations, doneIDs } = setup([
      [reminder(1, ReminderType.mentionMe, 3), reminder(2, ReminderType.applyJoinGroup, 4)],
    ]);
    await reminders.sync();
    await reminders.done([1]);
    expect(doneIDs).toEqual([[1]]);
    expect(reminders.waiting(group).map((r) => r.reminderID)).toEqual([2]);
    expect(conversations.find(group)?.isMentionMe).toBe(false);
  });
});
