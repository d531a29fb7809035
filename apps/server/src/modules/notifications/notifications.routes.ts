import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { inSession, type Session } from '../../http/authenticate';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { route } from '../../http/typed-route';
import * as repo from './notifications.repository';

const PATIENT = ['Patient'] as const;

const auditBase = (request: FastifyRequest, s: Session) => ({
  outcome: 'success' as const,
  actorUserId: s.userId,
  actorRole: s.role,
  client: request.ip,
  requestId: request.id,
});

export function notificationRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  route(app, 'notifications', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => {
      const open = await repo.listOpen(tx, s.userId);
      await audit(tx, s.tenantId, { ...auditBase(request, s), action: 'notifications.read' });
      return {
        IsOK: true,
        Data: open.map((n) => ({
          ID: n.id,
          Message: n.message,
          Created: new Date(n.created_at).toISOString(),
          IsRead: n.read_at !== null,
        })),
      };
    }),
  );
  route(app, 'dismissNotification', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => {
      if (!(await repo.dismiss(tx, s.userId, params.id))) throw notFound('Notification not found.');
      await audit(tx, s.tenantId, {
        ...auditBase(request, s),
        action: 'notifications.dismiss',
        objectType: 'notification',
        objectId: params.id,
      });
      return { IsOK: true, Data: true };
    }),
  );
}
