import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyRemoteExtra, type ChatMessage } from '@storefront/protocol/client/message';
import { UploadTaskStatus } from '@storefront/protocol/client/upload-task';
import { ImageUploadTask } from './image-upload-task';

/** The request the task makes, driven by the test. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const message: ChatMessage = {
  messageID: '',
  messageSeq: 0,
  clientMsgNo: 'pic-1',
  clientSeq: 1,
  streamNo: '',
  streamId: '',
  streamFlag: 0,
  fromUID: 'u1',
  channel: { channelID: 'cs_3', channelType: 7 },
  timestamp: 1,
  content: { kind: 'image', contentType: 2, url: '', width: 2, height: 2 },
  status: 0,
  header: { reddot: true, dup: false, noPersist: false, syncOnce: false },
  setting: { receiptEnabled: false, topic: false, streamOn: false },
  remoteExtra: emptyRemoteExtra(),
  voicePlaying: false,
  voiceRead: false,
  isDeleted: false,
  isSentByMe: true,
};

function started(): { task: ImageUploadTask; request: FakeRequest } {
  const task = new ImageUploadTask(message, new Blob(['png'], { type: 'image/png' }));
  task.start();
  if (!FakeRequest.last) throw new Error('no request');
  return { task, request: FakeRequest.last };
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
afterEach(() => vi.unstubAllGlobals());

describe('a chat picture upload', () => {
  it('posts the file as the contract says, reports progress, and succeeds with the stored URL', () => {
    const { task, request } = started();
    expect([request.method, request.url]).toEqual(['POST', '/api/upload/image']);
    expect((request.body as FormData).get('file')).toBeInstanceOf(Blob);
    request.progress(30, 120);
    expect(task.progress).toBe(0.25);
    expect(task.status).toBe(UploadTaskStatus.processing);
    request.answer(200, { code: 1, msg: 'ok', data: { url: '/uploads/a.png' } });
    expect(task.status).toBe(UploadTaskStatus.success);
    expect(task.remoteUrl).toBe('/uploads/a.png');
  });

  it('fails on a refusal, keeping its reason', () => {
    const { task, request } = started();
    request.answer(200, { code: 0, msg: 'Not an image', data: null });
    expect(task.status).toBe(UploadTaskStatus.fail);
    expect(task.failure).toBe('Not an image');
  });

  it('cancelling aborts the request and the task', () => {
    const { task, request } = started();
    task.cancel();
    expect(request.aborted).toBe(true);
    expect(task.status).toBe(UploadTaskStatus.cancel);
  });
});
