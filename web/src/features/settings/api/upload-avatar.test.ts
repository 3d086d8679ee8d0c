import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { uploadImage } from '@/api/upload-image';
import { type ShopperInfo } from '@/session/session-store';
import { toast } from '@/ui/toast-store';
import { uploadAvatar } from './upload-avatar';
import { currentUser, startSession } from '@/api/user';

vi.mock('@/api/upload-image', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

afterEach(() => {
  upload.mockReset();
});

const file = new File(['png'], 'me.png', { type: 'image/png' });
const shopper = { id: 1, nickname: 'Demo', avatar: '' } as ShopperInfo;

describe('changing the profile picture', () => {
  it('uploads through the shared helper, then saves the stored URL as the avatar', async () => {
    startSession('tok', shopper);
    upload.mockResolvedValue({
      url: '/uploads/u/ab.png',
      size: 3,
      mime: 'image/png',
      width: 1,
      height: 1,
    });
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 1, msg: 'ok', data: { ...shopper, avatar: '/uploads/u/ab.png' } }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    await uploadAvatar(file);
    expect(upload).toHaveBeenCalledWith(file);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/user\/profile$/);
    expect(JSON.parse(String(init.body))).toEqual({ avatar: '/uploads/u/ab.png' });
    expect(currentUser()?.avatar).toBe('/uploads/u/ab.png');
  });

  it("toasts the server's refusal and saves nothing", async () => {
    upload.mockRejectedValue(new ApiError('rejected', 0, 'The file is larger than 5 MB', 413));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(uploadAvatar(file)).rejects.toMatchObject({ failure: 'rejected' });
    expect(toast.current().map((shown) => shown.message)).toEqual(['The file is larger than 5 MB']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
