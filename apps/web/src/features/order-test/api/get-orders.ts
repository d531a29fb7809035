import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/orders: the patient's own kit orders, newest first. */
export async function getOrders(signal?: AbortSignal) {
  const answer = await api('orders', signal ? { signal } : {});
  return answer.Data;
}

export const ordersQueryKey = ['patient', 'orders'] as const;

export function useOrders() {
  return useQuery(queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getOrders(signal) }));
}
