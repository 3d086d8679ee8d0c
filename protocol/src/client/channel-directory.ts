import type { Channel } from './channel';
import { channelKey } from './channel';
import type { ChannelInfo, Subscriber } from './chat-records';
import { ListenerSet } from './listeners';
import type { ChatLogger } from './log';
import type { ChatProviders } from './providers';
import { MissingProviderError } from './providers';

export type { ChannelInfo, Subscriber } from './chat-records';

/** Cached channel info and subscriber lists, fetched through the providers on demand. */
export class ChannelDirectory {
  readonly infoChanges: ListenerSet<[ChannelInfo]>;
  readonly subscriberChanges: ListenerSet<[Channel]>;
  private readonly infos = new Map<string, ChannelInfo>();
  private readonly subscribers = new Map<string, Subscriber[]>();
  private readonly infoRequests = new Map<string, Promise<ChannelInfo | undefined>>();
  private readonly subscriberRequests = new Map<string, Promise<void>>();

  constructor(
    private readonly providers: ChatProviders,
    logger: ChatLogger,
  ) {
    this.infoChanges = new ListenerSet('channel info', logger);
    this.subscriberChanges = new ListenerSet('subscriber', logger);
  }

  info(channel: Channel): ChannelInfo | undefined {
    return this.infos.get(channelKey(channel));
  }

  /** Fetches a channel's info; concurrent calls for one channel share a request. */
  fetchInfo(channel: Channel): Promise<ChannelInfo | undefined> {
    const fetch = this.providers.channelInfo;
    if (!fetch) return Promise.reject(new MissingProviderError('channelInfo'));
    const key = channelKey(channel);
    const running = this.infoRequests.get(key);
    if (running) return running;
    const request = fetch(channel)
      .then((info) => {
        if (info) {
          this.infos.set(key, info);
          this.infoChanges.emit(info);
        }
        return info;
      })
      .finally(() => this.infoRequests.delete(key));
    this.infoRequests.set(key, request);
    return request;
  }

  /** Subscribers not deleted. */
  subscribersOf(channel: Channel): Subscriber[] {
    return (this.subscribers.get(channelKey(channel)) ?? []).filter((s) => !s.isDeleted);
  }

  /** Fetches subscribers changed since the last known version and merges them by uid. */
  syncSubscribers(channel: Channel): Promise<void> {
    const sync = this.providers.syncSubscribers;
    if (!sync) return Promise.reject(new MissingProviderError('syncSubscribers'));
    const key = channelKey(channel);
    const running = this.subscriberRequests.get(key);
    if (running) return running;
    const known = this.subscribers.get(key) ?? [];
    const version = known.reduce((max, s) => Math.max(max, s.version), 0);
    const request = sync(channel, version)
      .then((changed) => {
        const merged = [...(this.subscribers.get(key) ?? [])];
        for (const subscriber of changed) {
          const at = merged.findIndex((s) => s.uid === subscriber.uid);
          if (at >= 0) merged[at] = subscriber;
          else merged.push(subscriber);
        }
        this.subscribers.set(key, merged);
        this.subscriberChanges.emit(channel);
      })
      .finally(() => this.subscriberRequests.delete(key));
    this.subscriberRequests.set(key, request);
    return request;
  }
}
