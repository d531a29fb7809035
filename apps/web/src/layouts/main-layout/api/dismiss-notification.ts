import type { Notification } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { notificationsQueryKey } from './get-notifications';

/** DELETE patient/notifications/dismiss/{id}. */
export async function dismissNotification(id: string): Promise<boolean> {
  const answer = await api('dismissNotification', { params: { id } });
  return answer.Data;
}

/** On success the notification is removed from the list (SPEC.md section 7); failures are logged. */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onSuccess: (ok, id) => {
      if (!ok) return;
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.filter((n) => n.ID !== id),
      );
    },
    onError: (error) => {
      console.error('Error dismissing notification:', error);
    },
  });
}
