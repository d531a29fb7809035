import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { notFound } from '../../lib/errors';
import { route } from '../../http/typed-route';
import * as repo from './notifications.repository';

const PATIENT = ['Patient'] as const;

export function notificationRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  route(app, 'notifications', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: (await repo.listOpen(tx, s.userId)).map((n) => ({
        ID: n.id,
        Message: n.message,
        Created: new Date(n.created_at).toISOString(),
        IsRead: n.read_at !== null,
      })),
    })),
  );
  route(app, 'dismissNotification', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => {
      if (!(await repo.dismiss(tx, s.userId, params.id))) throw notFound('Notification not found.');
      return { IsOK: true, Data: true };
    }),
  );
}
