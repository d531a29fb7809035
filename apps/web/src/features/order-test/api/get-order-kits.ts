import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/order-kits: the tenant's kits a patient can order. */
export async function getOrderKits(signal?: AbortSignal) {
  const answer = await api('orderKits', signal ? { signal } : {});
  return answer.Data;
}

export function useOrderKits() {
  return useQuery(
    queryOptions({ queryKey: ['patient', 'order-kits'], queryFn: ({ signal }) => getOrderKits(signal) }),
  );
}
