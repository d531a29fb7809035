import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/http';

/** GET patient/notifications: the patient's notifications (ID, Message, Created, IsRead). */
export async function getNotifications(signal?: AbortSignal) {
  const answer = await api('notifications', signal ? { signal } : {});
  return answer.Data;
}

export const notificationsQueryKey = ['patient', 'notifications'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => getNotifications(signal) });

/** Notification load errors are only logged (SPEC.md section 8). */
export function useNotifications(enabled: boolean) {
  const query = useQuery({ ...notificationsQueryOptions(), enabled });
  useEffect(() => {
    if (query.error) console.error('Error loading notifications:', query.error);
  }, [query.error]);
  return query;
}
