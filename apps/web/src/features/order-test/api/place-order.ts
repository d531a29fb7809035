import type { PlaceOrderRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { ordersQueryKey } from './get-orders';

export interface OrderSubmission {
  serviceID: string;
  encounterID: string;
  body: PlaceOrderRequest;
  /** The same key for every retry of one order, so it lands once. */
  idempotencyKey: string;
}

/** POST patient/orders/{serviceID}/{encounterID}. */
export async function placeOrder({ serviceID, encounterID, body, idempotencyKey }: OrderSubmission) {
  const answer = await api('placeOrder', {
    params: { serviceID, encounterID },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.Data;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
