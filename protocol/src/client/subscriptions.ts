import { NO_FLAGS } from '../wire/frame-header';
import { newClientMsgNo } from '../wire/client-msg-no';
import type { SubackPacket } from '../wire/packets/suback';
import type { SubPacket } from '../wire/packets/sub';
import { SubscriptionAction } from '../wire/packets/sub';
import { PacketType } from '../wire/packet-type';
import { NO_SETTING } from '../wire/setting';
import type { Channel } from './channel';
import { isSameChannel } from './channel';
import type { ChatLogger } from './log';
import type { ChatMessage } from './message';

export interface SubscribeHandlers {
  /** A message of the subscribed channel arrived. */
  onMessage?: (message: ChatMessage) => void;
  /** The server answered the SUB (reason code 1 is success). */
  onAck?: (reasonCode: number) => void;
}

interface ListenerState {
  action: SubscriptionAction;
  handlers: SubscribeHandlers;
  param: string;
  /** The SUB left on the current connection. */
  sending: boolean;
  /** The SUBACK arrived. */
  handled: boolean;
}

interface SubscriptionContext {
  channel: Channel;
  states: ListenerState[];
}

/**
 * Channel subscriptions (SUB/SUBACK), e.g. a live room. Each request keeps sending and handled
 * flags; a reconnect resets both so every subscription is sent again on the new connection. An
 * unsubscribe acknowledgement removes the channel's context.
 */
export class Subscriptions {
  private contexts: SubscriptionContext[] = [];

  constructor(
    private readonly sendSub: (packet: SubPacket) => void,
    private readonly logger: ChatLogger,
  ) {}

  /** Channels with a live subscribe request. */
  channels(): Channel[] {
    return this.contexts
      .filter((c) => c.states.some((s) => s.action === SubscriptionAction.subscribe))
      .map((c) => c.channel);
  }

  subscribe(
    channel: Channel,
    handlers: SubscribeHandlers,
    param: Record<string, string> = {},
  ): void {
    this.request(channel, SubscriptionAction.subscribe, handlers, param);
  }

  unsubscribe(channel: Channel, onAck?: (reasonCode: number) => void): void {
    this.request(channel, SubscriptionAction.unsubscribe, onAck ? { onAck } : {}, {});
  }

  /** A new connection: everything is sent again. */
  resubscribe(): void {
    for (const context of this.contexts) {
      for (const state of context.states) {
        state.sending = false;
        state.handled = false;
      }
    }
    this.execute();
  }

  handleSuback(ack: SubackPacket): void {
    const context = this.contexts.find((c) => isSameChannel(c.channel, ack));
    if (!context) {
      this.logger.debug(`SUBACK for ${ack.channelID}-${ack.channelType} with no subscription`);
      return;
    }
    for (const state of context.states) {
      if (state.handled || state.action !== ack.action) continue;
      state.handled = true;
      state.handlers.onAck?.(ack.reasonCode);
    }
    if (ack.action === SubscriptionAction.unsubscribe) {
      this.contexts = this.contexts.filter((c) => c !== context);
    }
  }

  /** Hands a message to the subscribers of its channel. */
  deliver(message: ChatMessage): void {
    const context = this.contexts.find((c) => isSameChannel(c.channel, message.channel));
    for (const state of context?.states ?? []) {
      if (state.action === SubscriptionAction.subscribe) state.handlers.onMessage?.(message);
    }
  }

  private request(
    channel: Channel,
    action: SubscriptionAction,
    handlers: SubscribeHandlers,
    param: Record<string, string>,
  ): void {
    let context = this.contexts.find((c) => isSameChannel(c.channel, channel));
    if (!context) {
      context = {
        channel: { channelID: channel.channelID, channelType: channel.channelType },
        states: [],
      };
      this.contexts.push(context);
    }
    // The latest request for a channel wins: subscribing again replaces the listener, and leaving
    // stops delivery at once.
    context.states = [
      {
        action,
        handlers,
        param: Object.keys(param).length > 0 ? JSON.stringify(param) : '',
        sending: false,
        handled: false,
      },
    ];
    this.execute();
  }

  private execute(): void {
    for (const context of this.contexts) {
      for (const state of context.states) {
        if (state.handled || state.sending) continue;
        state.sending = true;
        this.sendSub({
          type: PacketType.SUB,
          flags: NO_FLAGS,
          setting: NO_SETTING,
          clientMsgNo: newClientMsgNo(),
          channelID: context.channel.channelID,
          channelType: context.channel.channelType,
          action: state.action,
          param: state.param,
        });
      }
    }
  }
}
