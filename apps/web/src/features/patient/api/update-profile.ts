import type { UpdateProfileRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { profileQueryKey } from './get-profile';

/** PUT patient/profile. */
export async function updateProfile(body: UpdateProfileRequest) {
  const answer = await api('updateProfile', { body });
  return answer.Data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // Name and birth date show in the header and the sidebar.
      void queryClient.invalidateQueries({ queryKey: ['patient', 'header'] });
      void queryClient.invalidateQueries({ queryKey: ['patient', 'dashboard'] });
    },
  });
}
