import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { ORDER_MAIL_QUEUE, type OrderMailJob } from './order-mail';
import * as service from './orders.service';

const PATIENT = ['Patient'] as const;

export interface OrderRouteDeps {
  db: Database;
  jobs: JobQueue;
  idleMinutes: number;
}

export function orderRoutes(app: FastifyInstance, { db, jobs, idleMinutes }: OrderRouteDeps): void {
  route(app, 'orderKits', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx) => ({
      IsOK: true,
      Data: await service.kits(tx),
    })),
  );
  route(app, 'orders', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.list(tx, s),
    })),
  );
  route(app, 'placeOrder', async ({ params, body, request }) => {
    const key = service.idempotencyKey(request.headers['idempotency-key']);
    const { tenantId, order } = await inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      tenantId: s.tenantId,
      order: await service.place(tx, s, key, params, body, contextOf(request)),
    }));
    const { isNew, ...data } = order;
    // Queued after the order committed, so the job always finds it; the job sends once per order.
    if (isNew) {
      const job: OrderMailJob = { tenantId, orderId: data.ID };
      await jobs.send(ORDER_MAIL_QUEUE, job, { singletonKey: data.ID }).catch((err: unknown) => {
        request.log.error(
          { error: err instanceof Error ? err.message : String(err) },
          'order mail not queued',
        );
      });
    }
    return { IsOK: true, Data: data };
  });
}
