// The client over a real WebSocket (the `ws` package, as Node 20 has no global one) against a
// loopback peer that speaks the protocol with the wire and crypto modules.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { decodeContent, encodeContent } from '../content/content-codec';
import { nodeCrypto } from '../crypto/node-crypto';
import { portableCrypto } from '../crypto/portable-crypto';
import type { SessionKeys } from '../crypto/session-keys';
import { deriveSessionKeys } from '../crypto/session-keys';
import { decodePacket, encodePacket } from '../wire/codec';
import { ConnectStatus } from '../wire/connect-status';
import { NO_FLAGS } from '../wire/frame-header';
import { FrameSplitter } from '../wire/frame-splitter';
import type { Packet } from '../wire/packet';
import { PacketType } from '../wire/packet-type';
import { PONG } from '../wire/packets/heartbeat';
import { ReasonCode } from '../wire/reason-code';
import { SendStatus } from '../wire/send-status';
import { channelOf } from './channel';
import { ChatClient } from './chat-client';
import type { ChatMessage } from './message';
import { silentLogger } from './log';
import { textContent } from './test-fixtures';

const ascii = new TextDecoder();
const asciiBytes = new TextEncoder();

/** Echo peer: acknowledges every SEND and sends the message back as a RECV from `echo-bot`. */
async function startEchoPeer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let messageID = 1n;
  server.on('connection', (socket) => {
    const splitter = new FrameSplitter();
    let version = 4;
    let keys: SessionKeys | undefined;
    const write = (packet: Packet) => {
      const frame = encodePacket(packet, { version });
      if (frame.ok) socket.send(frame.value);
    };
    socket.on('message', (data: Buffer) => {
      const split = splitter.push(new Uint8Array(data));
      for (const frame of split.frames) {
        const decoded = decodePacket(frame, { version });
        if (!decoded.ok) return socket.close();
        const packet = decoded.value;
        if (packet.type === PacketType.CONNECT) {
          version = Math.min(packet.version, 4);
          const pair = nodeCrypto.generateKeyPair();
          const salt = 'loopback-salt-0123456789';
          keys = deriveSessionKeys(nodeCrypto, {
            secretKey: pair.secretKey,
            peerPublicKey: nodeCrypto.decodeBase64(asciiBytes.encode(packet.clientKey)),
            salt,
          });
          write({
            type: PacketType.CONNACK,
            timeDiff: 0n,
            reasonCode: ReasonCode.success,
            serverKey: ascii.decode(nodeCrypto.encodeBase64(pair.publicKey)),
            salt,
            nodeId: 7n,
          });
        } else if (packet.type === PacketType.PING) {
          write(PONG);
        } else if (packet.type === PacketType.SEND && keys) {
          const opened = keys.openSend(packet, packet.payload, packet.msgKey);
          const id = messageID++;
          write({
            type: PacketType.SENDACK,
            flags: NO_FLAGS,
            messageID: id,
            clientSeq: packet.clientSeq,
            messageSeq: Number(id),
            reasonCode: opened.ok ? ReasonCode.success : ReasonCode.msgKeyError,
          });
          if (!opened.ok) continue;
          const fields = {
            messageID: id + 1000n,
            messageSeq: Number(id) + 1000,
            clientMsgNo: `echo-${packet.clientMsgNo}`,
            timestamp: 1_700_000_000,
            fromUID: 'echo-bot',
            channelID: packet.channelID,
            channelType: packet.channelType,
          };
          const sealed = keys.sealRecv(fields, opened.plaintext);
          write({
            type: PacketType.RECV,
            flags: { ...NO_FLAGS, reddot: true },
            setting: packet.setting,
            msgKey: sealed.msgKey,
            ...fields,
            payload: sealed.payload,
          });
        }
      }
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `ws://127.0.0.1:${port}/chat` };
}

function waitFor<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(poll, 5);
    };
    poll();
  });
}

describe('chat client over a real WebSocket', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function connectedClient() {
    const peer = await startEchoPeer();
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of peer.server.clients) socket.terminate();
          peer.server.close(() => resolve());
        }),
    );
    const client = new ChatClient({
      uid: 'shopper-1',
      token: 't',
      address: peer.url,
      WebSocket,
      crypto: portableCrypto,
      logger: silentLogger,
    });
    cleanups.push(() => client.dispose());
    return { client, peer };
  }

  it('connects, sends, gets the SENDACK and receives the echo', async () => {
    const { client } = await connectedClient();
    const received: ChatMessage[] = [];
    client.messages.add((m) => {
      if (!m.isSentByMe) received.push(m);
    });
    client.connect();
    await waitFor(() => (client.status === ConnectStatus.Connected ? true : undefined));
    const message = client.send(channelOf('echo-bot', 1), textContent('ping over ws'));
    await waitFor(() => (message.status === SendStatus.Normal ? true : undefined));
    const echo = await waitFor(() => received[0]);
    expect(echo.fromUID).toBe('echo-bot');
    expect(echo.content).toEqual(textContent('ping over ws'));
    expect(decodeContent(encodeContent(echo.content))).toEqual(echo.content);
  });

  it('reconnects by itself after the peer drops the socket', async () => {
    const { client, peer } = await connectedClient();
    const statuses: ConnectStatus[] = [];
    client.statusChanges.add((s) => statuses.push(s));
    client.connect();
    await waitFor(() => (client.status === ConnectStatus.Connected ? true : undefined));
    for (const socket of peer.server.clients) socket.terminate();
    await waitFor(() => (client.status === ConnectStatus.Disconnect ? true : undefined));
    await waitFor(() => (client.status === ConnectStatus.Connected ? true : undefined), 8_000);
    expect(statuses).toEqual([
      ConnectStatus.Connecting,
      ConnectStatus.Connected,
      ConnectStatus.Disconnect,
      ConnectStatus.Connecting,
      ConnectStatus.Connected,
    ]);
  }, 15_000);

  it('a disconnect while the socket is still connecting closes it and stays down', async () => {
    // A peer that holds every handshake: the client's socket stays CONNECTING until it gives up.
    const handshakes: IncomingMessage[] = [];
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: (info, _accept) => void handshakes.push(info.req),
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const request of handshakes) request.socket.destroy();
          server.close(() => resolve());
        }),
    );
    const { port } = server.address() as AddressInfo;
    const client = new ChatClient({
      uid: 'shopper-1',
      token: 't',
      address: `ws://127.0.0.1:${port}/chat`,
      WebSocket,
      crypto: portableCrypto,
      logger: silentLogger,
    });
    cleanups.push(() => client.dispose());
    const statuses: ConnectStatus[] = [];
    client.statusChanges.add((s) => statuses.push(s));

    client.connect();
    const handshake = await waitFor(() => handshakes[0]);
    client.disconnect();
    // The peer sees the client end the half-open socket (an upgrade socket is half-open: 'end').
    await new Promise<void>((resolve, reject) => {
      const { socket } = handshake;
      if (socket.readableEnded || socket.destroyed) return resolve();
      const deadline = setTimeout(() => reject(new Error('the socket was left open')), 10_000);
      const ended = () => {
        clearTimeout(deadline);
        resolve();
      };
      socket.once('end', ended);
      socket.once('close', ended);
      socket.resume();
    });
    expect(client.status).toBe(ConnectStatus.Disconnect);
    expect(statuses).toEqual([ConnectStatus.Connecting, ConnectStatus.Disconnect]);
    expect(handshakes).toHaveLength(1);
  });
});
