import { useMutation } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { setUser } from '@/api/user';

/** POST /api/user/profile: only the fields sent change; the answer is the whole profile. */
export async function updateProfile(changes: Schema<'ProfileRequest'>) {
  const profile = await api.post('/api/user/profile', { body: changes });
  setUser(profile);
  return profile;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
