import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '@/api/request';
import type { ShopperInfo } from '@/session/session-store';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { incomingMessage } from '@storefront/protocol/client/test-fixtures';
import { UploadTaskStatus } from '@storefront/protocol/client/upload-task';
import { FakeXhr } from '@/testing/fake-xhr';
import { ImageUploadTask } from './image-upload-task';
import { isSignedIn, startSession } from '@/api/user';

const message: ChatMessage = incomingMessage({
  messageID: '',
  messageSeq: 0,
  clientMsgNo: 'pic-1',
  clientSeq: 1,
  fromUID: 'u1',
  channel: { channelID: 'cs_3', channelType: 7 },
  content: { kind: 'image', contentType: 2, url: '', width: 2, height: 2 },
  status: 0,
  isSentByMe: true,
});

function started(): { task: ImageUploadTask; request: FakeXhr } {
  const task = new ImageUploadTask(message, new Blob(['png'], { type: 'image/png' }));
  task.start();
  if (!FakeXhr.last) throw new Error('no request');
  return { task, request: FakeXhr.last };
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  onSessionExpired(() => {});
});

/** The task's outcome, once the upload's promise has settled. */
function settled(task: ImageUploadTask): Promise<UploadTaskStatus> {
  return new Promise((resolve) => {
    if (task.isFinished()) resolve(task.status);
    task.changes.add(() => {
      if (task.isFinished()) resolve(task.status);
    });
  });
}

describe('a chat picture upload', () => {
  it('posts the file as the contract says, reports progress, and succeeds with the stored URL', async () => {
    startSession('token-1', { id: 1, nickname: 'Demo' } as ShopperInfo);
    const { task, request } = started();
    expect([request.method, request.url]).toEqual(['POST', '/api/upload/image']);
    expect(request.headers).toMatchObject({ token: 'token-1', lang: 'en' });
    expect((request.body as FormData).get('file')).toBeInstanceOf(Blob);
    request.progress(30, 120);
    expect(task.progress).toBe(0.25);
    expect(task.status).toBe(UploadTaskStatus.processing);
    request.answer(200, { code: 1, msg: 'ok', data: { url: '/uploads/a.png' } });
    expect(await settled(task)).toBe(UploadTaskStatus.success);
    expect(task.remoteUrl).toBe('/uploads/a.png');
  });

  it('fails on a refusal, keeping its reason', async () => {
    const { task, request } = started();
    request.answer(200, { code: 0, msg: 'Not an image', data: null });
    expect(await settled(task)).toBe(UploadTaskStatus.fail);
    expect(task.failure).toBe('Not an image');
  });

  it('gives up after the 10 s request timeout with the timeout text', async () => {
    const { task, request } = started();
    expect(request.timeout).toBe(10_000);
    request.ontimeout?.();
    expect(await settled(task)).toBe(UploadTaskStatus.fail);
    expect(task.failure).toBe('System interface request timeout');
  });

  it('on 401 fails and ends the session, as every call of the app does', async () => {
    startSession('stale', { id: 1, nickname: 'Demo' } as ShopperInfo);
    const expired = vi.fn();
    onSessionExpired(expired);
    const { task, request } = started();
    request.answer(401, { code: 401, msg: 'Please sign in again', data: null });
    expect(await settled(task)).toBe(UploadTaskStatus.fail);
    // Said as every call of the app says it (the server's own words name no cause).
    expect(task.failure).toBe('Your session has ended. Please sign in again.');
    expect(isSignedIn()).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('cancelling aborts the request and the task', async () => {
    const { task, request } = started();
    task.cancel();
    expect(request.aborted).toBe(true);
    expect(task.status).toBe(UploadTaskStatus.cancel);
    // The aborted request's rejection settles without turning the cancel into a failure.
    await Promise.resolve();
    await Promise.resolve();
    expect(task.status).toBe(UploadTaskStatus.cancel);
  });
});
