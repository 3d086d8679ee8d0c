import { useMutation } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type PlatformComplaintRequest = Schema<'PlatformComplaintRequest'>;

/** POST /api/complaint/platform: a complaint or a suggestion about the platform itself. */
export function filePlatformComplaint(complaint: PlatformComplaintRequest) {
  return api.post('/api/complaint/platform', { body: complaint });
}

export function useFilePlatformComplaint() {
  return useMutation({ mutationFn: filePlatformComplaint });
}
