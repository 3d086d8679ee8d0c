import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { session } from '@/session/session-store';

/** Same key as the Me screen's user-info query: both show the profile. */
const userInfoQueryKey = ['user', 'info'] as const;

/** POST /api/user/profile: only the fields sent change; the answer is the whole profile. */
export async function updateProfile(changes: Schema<'ProfileRequest'>) {
  const profile = await api.post('/api/user/profile', { body: changes });
  session.setUserInfo(profile);
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(userInfoQueryKey, profile),
  });
}
