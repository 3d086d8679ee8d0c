import { describe, expect, it } from 'vitest';
import type { Channel } from './channel';
import { channelOf } from './channel';
import type { ChannelInfo, Subscriber } from './channel-directory';
import { ChannelDirectory } from './channel-directory';
import { silentLogger } from './log';

const group = channelOf('g1', 2);

describe('channel directory', () => {
  it('fetches channel info once for concurrent asks and caches it', async () => {
    let calls = 0;
    const directory = new ChannelDirectory(
      {
        channelInfo: async (channel: Channel): Promise<ChannelInfo> => {
          calls += 1;
          return { channel, title: 'Shop', logo: '', online: true, lastOffline: 0 };
        },
      },
      silentLogger,
    );
    const heard: string[] = [];
    directory.infoChanges.add((info) => heard.push(info.title));
    const [a, b] = await Promise.all([directory.fetchInfo(group), directory.fetchInfo(group)]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(directory.info(group)?.online).toBe(true);
    expect(heard).toEqual(['Shop']);
  });

  it('syncs subscribers from the last version and merges them by uid', async () => {
    const versions: number[] = [];
    const pages: Subscriber[][] = [
      [
        { uid: 'a', version: 1, isDeleted: false },
        { uid: 'b', version: 2, isDeleted: false },
      ],
      [
        { uid: 'b', version: 3, isDeleted: true },
        { uid: 'c', version: 4, isDeleted: false },
      ],
    ];
    const directory = new ChannelDirectory(
      {
        syncSubscribers: async (_channel, version) => {
          versions.push(version);
          return pages.shift() ?? [];
        },
      },
      silentLogger,
    );
    await directory.syncSubscribers(group);
    await directory.syncSubscribers(group);
    expect(versions).toEqual([0, 2]);
    expect(directory.subscribersOf(group).map((s) => s.uid)).toEqual(['a', 'c']);
  });

  it('refuses without providers', async () => {
    const directory = new ChannelDirectory({}, silentLogger);
    await expect(directory.fetchInfo(group)).rejects.toThrow(/channelInfo/);
    await expect(directory.syncSubscribers(group)).rejects.toThrow(/syncSubscribers/);
  });
});
