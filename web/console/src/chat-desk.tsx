import { useEffect, useState, useSyncExternalStore } from 'react';
import { ChatClient } from '@storefront/protocol/client/chat-client';
import { channelOf } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { ContentType } from '@storefront/protocol/content/content-type';
import { portableCrypto } from '@storefront/protocol/crypto/portable-crypto';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import type {
  ChatTokensAnswer,
  ChatTokensRequest,
  DeskAgentRequest,
  DeskAnswer,
  DeskHistoryAnswer,
  DeskMessage,
  DeskPair,
  DeskServicesAnswer,
  ProductsAnswer,
  ShoppersAnswer,
} from '@storefront/contracts/control-api';
import { control } from './control-api';
import { Check, Form } from './control-form';
import { useControl } from './hooks';

/** The customer-service channel type: an agent names the conversation by the shopper's uid. */
const SERVICE_CHANNEL = 7;

interface Line {
  id: string;
  from: string;
  text: string;
  image?: string;
}

/** A product card (the shopper opened the chat from that product), as one line. */
function productLine(productId = 0, name = '', price = ''): string {
  return `[Product #${productId}] ${name} · ${price} USD`;
}

/** Lines are keyed by the sender's clientMsgNo: the same message live and from history is one line. */
function lineOfStored(
  m: Pick<DeskMessage, 'id' | 'from' | 'content'> & Partial<Pick<DeskMessage, 'clientMsgNo'>>,
): Line {
  const c = m.content;
  const id = m.clientMsgNo || m.id;
  if (c?.type === ContentType.image && c.url) return { id, from: m.from, text: '', image: c.url };
  if (c?.type === ContentType.productCard) {
    return { id, from: m.from, text: productLine(c.product_id, c.name, c.price) };
  }
  return {
    id,
    from: m.from,
    text: c?.type === ContentType.text ? (c.content ?? '') : `[type ${c?.type ?? '?'}]`,
  };
}

function lineOfLive(message: ChatMessage): Line {
  const c = message.content;
  const id = message.clientMsgNo || message.messageID;
  if (c.kind === 'image') return { id, from: message.fromUID, text: '', image: c.url };
  if (c.kind === 'product') {
    return { id, from: message.fromUID, text: productLine(c.productID, c.name, c.price) };
  }
  return {
    id,
    from: message.fromUID,
    text: c.kind === 'text' ? c.text : `[${c.kind}]`,
  };
}

const STATUS_TEXT: Record<number, string> = {
  [ConnectStatus.Connected]: 'connected',
  [ConnectStatus.Connecting]: 'connecting',
  [ConnectStatus.Disconnect]: 'disconnected',
};

/**
 * One protocol client speaking as the agent `uid` (m<N> or platform), with a chat token from the
 * control API: the same client runtime the storefront uses, on the merchant's side.
 */
function useAgentClient(uid: string) {
  const [client, setClient] = useState<ChatClient | null>(null);
  useEffect(() => {
    let live = true;
    let made: ChatClient | null = null;
    void control<ChatTokensAnswer>('/chat/tokens', {
      body: { uids: [uid] } satisfies ChatTokensRequest,
    }).then(({ tokens }) => {
      const token = tokens[0]?.token;
      if (!live || !token) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      made = new ChatClient({
        uid,
        token,
        address: `${scheme}://${window.location.host}/ws`,
        crypto: portableCrypto,
      });
      made.connect();
      setClient(made);
    });
    return () => {
      live = false;
      made?.dispose();
      setClient(null);
    };
  }, [uid]);
  return client;
}

function useStatus(client: ChatClient | null): string {
  return useSyncExternalStore(
    (changed) => (client ? client.statusChanges.add(() => changed()) : () => {}),
    () => (client ? (STATUS_TEXT[client.status] ?? String(client.status)) : 'starting'),
  );
}

/** The merchant's chat desk: conversations, unread counts, history, live answers, the agent. */
export function ChatDesk() {
  const services = useControl<DeskServicesAnswer>('/chat/desk/services', 3000);
  const [agent, setAgent] = useState('m1');
  return (
    <section aria-labelledby="desk-title" className="desk">
      <header className="bar">
        <h1 id="desk-title">Chat desk</h1>
        <label>
          Answer as{' '}
          <select value={agent} onChange={(event) => setAgent(event.target.value)}>
            {services.data?.services.map((s) => (
              <option key={s.uid} value={s.uid}>
                {s.name} ({s.uid}){s.unread ? ` · ${s.unread} unread` : ''}
              </option>
            ))}
          </select>
        </label>
      </header>
      <ServiceDesk key={agent} agent={agent} />
    </section>
  );
}

function ServiceDesk({ agent }: { agent: string }) {
  const client = useAgentClient(agent);
  const status = useStatus(client);
  const desk = useControl<DeskAnswer>(`/chat/desk?agent=${agent}`, 3000);
  const [shopper, setShopper] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const shoppers = useControl<ShoppersAnswer>('/shoppers');
  const merchantId = /^m(\d+)$/.exec(agent)?.[1];
  const pictures = useControl<ProductsAnswer>(
    `/products${merchantId ? `?merchantId=${merchantId}` : ''}`,
  );
  const reloadDesk = desk.reload;

  // History of the open conversation, then live messages appended as they come.
  useEffect(() => {
    if (!shopper) return undefined;
    let live = true;
    void control<DeskHistoryAnswer>(`/chat/desk/history?agent=${agent}&shopper=${shopper}`).then(
      ({ messages }) => {
        if (live) setLines(messages.map(lineOfStored));
      },
    );
    void control('/chat/desk/read', { body: { agent, shopper } satisfies DeskPair }).then(
      reloadDesk,
    );
    return () => {
      live = false;
    };
  }, [agent, shopper, reloadDesk]);

  useEffect(() => {
    if (!client) return undefined;
    const append = (message: ChatMessage) => {
      if (message.channel.channelType !== SERVICE_CHANNEL) return;
      if (message.channel.channelID === shopper) {
        const line = lineOfLive(message);
        setLines((old) => (old.some((seen) => seen.id === line.id) ? old : [...old, line]));
        if (!message.isSentByMe) {
          void control('/chat/desk/read', {
            body: { agent, shopper: message.channel.channelID } satisfies DeskPair,
          }).then(reloadDesk);
          return;
        }
      }
      reloadDesk();
    };
    // Our own messages show as soon as sent (the client emits them before the SENDACK).
    const stops = [client.messages.add(append)];
    return () => stops.forEach((stop) => stop());
  }, [client, agent, shopper, reloadDesk]);

  const send = (content: Parameters<ChatClient['send']>[1]) => {
    if (client && shopper) client.send(channelOf(shopper, SERVICE_CHANNEL), content);
  };

  return (
    <div className="desk-grid">
      <aside aria-label="Conversations">
        <p className="muted">
          {desk.data?.name} · <span data-testid="desk-status">{status}</span>
        </p>
        <Check
          className="toggle"
          label="Automatic agent answers"
          checked={desk.data?.agentOn ?? true}
          onChange={(enabled) =>
            void control('/chat/desk/agent', {
              body: { agent, enabled } satisfies DeskAgentRequest,
            }).then(reloadDesk)
          }
        />
        <label className="toggle">
          Write first to{' '}
          <select
            value=""
            onChange={(event) => {
              if (event.target.value) setShopper(event.target.value);
            }}
          >
            <option value="">a shopper…</option>
            {shoppers.data?.shoppers.map((s) => (
              <option key={s.id} value={`u${s.id}`}>
                {s.nickname} (u{s.id})
              </option>
            ))}
          </select>
        </label>
        {desk.data?.conversations.length === 0 && <p className="muted">No conversation yet.</p>}
        <ul className="conversations">
          {desk.data?.conversations.map((c) => (
            <li key={c.shopper}>
              <button
                type="button"
                aria-current={c.shopper === shopper ? 'true' : undefined}
                onClick={() => setShopper(c.shopper)}
              >
                <strong>{c.name}</strong> <span className="muted">{c.shopper}</span>
                {c.unread > 0 && (
                  <span className="badge" aria-label={`${c.unread} unread`}>
                    {c.unread}
                  </span>
                )}
                <span className="preview">
                  {c.last ? lineOfStored({ id: '', ...c.last }).text || '[picture]' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <div className="thread">
        {!shopper && <p className="muted">Pick a conversation.</p>}
        {shopper && (
          <>
            <h2 className="thread-title">Conversation with {shopper}</h2>
            <ol className="messages" aria-label="Messages">
              {lines.map((line) => (
                <li key={line.id} className={line.from === agent ? 'mine' : 'theirs'}>
                  {line.image ? <img src={line.image} alt="picture" width={120} /> : line.text}
                </li>
              ))}
            </ol>
            <Form
              className="compose"
              onSubmit={() => {
                if (text.trim() === '') return;
                send({ kind: 'text', contentType: ContentType.text, text: text.trim() });
                setText('');
              }}
            >
              <input
                aria-label="Answer"
                value={text}
                maxLength={5000}
                placeholder={`Answer as ${desk.data?.name ?? agent}`}
                onChange={(event) => setText(event.target.value)}
              />
              <button type="submit" disabled={status !== 'connected'}>
                Send
              </button>
              <select
                aria-label="Send a picture"
                value=""
                disabled={status !== 'connected'}
                onChange={(event) => {
                  const url = event.target.value;
                  if (url)
                    send({
                      kind: 'image',
                      contentType: ContentType.image,
                      url,
                      width: 400,
                      height: 400,
                    });
                }}
              >
                <option value="">Send a picture…</option>
                {pictures.data?.products.slice(0, 12).map((p) => (
                  <option key={p.id} value={p.image}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
