import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { session, type ShopperInfo } from '@/session/session-store';
import { toast } from '@/ui/toast-store';
import { onSessionExpired } from '@/api/request';
import { uploadImage } from './upload-image';
import { isSignedIn, startSession } from '@/api/user';
import { FakeXhr } from '@/testing/fake-xhr';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  onSessionExpired(() => {});
});

const file = new File(['png'], 'proof.png', { type: 'image/png' });
const stored = { url: '/uploads/proof.png', size: 3, mime: 'image/png', width: 1, height: 1 };

describe('uploading a picture', () => {
  it('posts the file as `file` with the token and language, and reports progress', async () => {
    session.signIn('token-1');
    const progress: number[] = [];
    const uploaded = uploadImage(file, { onProgress: (fraction) => progress.push(fraction) });
    const request = FakeXhr.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload/image');
    expect(request.timeout).toBe(10_000);
    expect(request.headers).toMatchObject({ token: 'token-1', lang: 'en' });
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    request.progress(50, 200);
    request.answer(200, { code: 1, msg: 'Upload successful', data: stored });
    await expect(uploaded).resolves.toEqual(stored);
    expect(progress).toEqual([0, 0.25]);
  });

  it("fails with the server's reason for a refused or too large file", async () => {
    const notImage = uploadImage(file);
    FakeXhr.last!.answer(200, { code: 0, msg: 'Only images can be uploaded', data: null });
    await expect(notImage).rejects.toMatchObject({
      failure: 'rejected',
      msg: 'Only images can be uploaded',
    });
    const tooLarge = uploadImage(file);
    FakeXhr.last!.answer(413, { code: 0, msg: 'The file is larger than 5 MB', data: null });
    await expect(tooLarge).rejects.toMatchObject({
      status: 413,
      msg: 'The file is larger than 5 MB',
    });
  });

  it('names lost connections, timeouts and other statuses as the app client does', async () => {
    const lost = uploadImage(file);
    FakeXhr.last!.onerror?.();
    await expect(lost).rejects.toMatchObject({
      failure: 'network',
      msg: 'Backend interface connection abnormal',
    });
    const slow = uploadImage(file);
    FakeXhr.last!.ontimeout?.();
    await expect(slow).rejects.toMatchObject({
      failure: 'timeout',
      msg: 'System interface request timeout',
    });
    const broken = uploadImage(file);
    FakeXhr.last!.answer(502, '<html>bad gateway</html>');
    await expect(broken).rejects.toEqual(
      new ApiError('http', 502, 'System interface 502 abnormal', 502),
    );
  });

  it('ends a signed-in session on 401 as the app client does, without another call', async () => {
    startSession('stale-token', { id: 1, nickname: 'Demo' } as ShopperInfo);
    const expired = vi.fn();
    onSessionExpired(expired);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const uploaded = uploadImage(file);
    FakeXhr.last!.answer(401, { code: 401, msg: 'Please sign in again', data: null });
    await expect(uploaded).rejects.toMatchObject({
      failure: 'unauthorized',
      status: 401,
      msg: 'Your session has ended. Please sign in again.',
    });
    expect(isSignedIn()).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
    // No toast: /login says the session ended.
    expect(toast.current()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('on 401 while signed out only fails, with the status text when the server gives none', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    const uploaded = uploadImage(file);
    FakeXhr.last!.answer(401, '');
    await expect(uploaded).rejects.toMatchObject({
      failure: 'unauthorized',
      msg: 'System interface 401 abnormal',
    });
    expect(expired).not.toHaveBeenCalled();
    expect(toast.current()).toEqual([]);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const uploaded = uploadImage(file, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(uploaded).rejects.toMatchObject({ failure: 'cancelled' });
  });
});
