import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/api';
import { isApiError } from '@/api/api-error';
import { uploadImage } from '@/api/upload-image';
import { setUser } from '@/api/user';
import { toast } from '@/ui/toast-store';

/**
 * The picture through the app's one upload helper (`api/upload-image.ts`), then the profile's
 * avatar is that URL. The helper toasts nothing but the end of a session, so a refusal (not an
 * image, above 5 MB), a timeout or a lost connection is toasted here, as the app's client would.
 */
export async function uploadAvatar(file: File) {
  const image = await uploadImage(file).catch((error: unknown) => {
    // A 401 was toasted already, with the session's end; a cancel has no text.
    if (isApiError(error) && error.failure !== 'unauthorized' && error.msg) toast.fail(error.msg);
    throw error;
  });
  const profile = await api.post('/api/user/profile', { body: { avatar: image.url } });
  setUser(profile);
  return profile;
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
