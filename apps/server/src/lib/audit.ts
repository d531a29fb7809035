import type { Tx } from '../db/database';

export interface AuditEvent {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  actorUserId?: string | null;
  actorRole?: string | null;
  objectType?: string;
  objectId?: string;
  client: string;
  requestId: string;
}

/**
 * Who did what to which object, and how it ended: never the data, a password or a token. Patient reads
 * are audited by the database function patient_record() itself (migration 002).
 */
export async function audit(tx: Tx, tenantId: string, e: AuditEvent): Promise<void> {
  await tx.query(
    `insert into audit_events (tenant_id, actor_user_id, actor_role, action, object_type, object_id, outcome, client, request_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tenantId,
      e.actorUserId ?? null,
      e.actorRole ?? null,
      e.action,
      e.objectType ?? null,
      e.objectId ?? null,
      e.outcome,
      e.client,
      e.requestId,
    ],
  );
}
