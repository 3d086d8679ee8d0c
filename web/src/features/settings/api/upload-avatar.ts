import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { session } from '@/session/session-store';

const userInfoQueryKey = ['user', 'info'] as const;

/** POST /api/upload/image (one part named `file`), then the profile's avatar is that URL. */
export async function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  const image = await api.post('/api/upload/image', { body: form });
  const profile = await api.post('/api/user/profile', { body: { avatar: image.url } });
  session.setUserInfo(profile);
  return profile;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(userInfoQueryKey, profile),
  });
}
