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

const AUDIT_PARAM_COUNT = 9;

/** The insert, with its parameters numbered from `first`: reads embed it as a CTE to save a round trip. */
export function auditInsertSql(first: number): string {
  const p = Array.from({ length: AUDIT_PARAM_COUNT }, (_x, i) => `$${first + i}`);
  return `insert into audit_events (tenant_id, actor_user_id, actor_role, action, object_type, object_id, outcome, client, request_id)
          values (${p.join(', ')})`;
}

export function auditParams(tenantId: string, e: AuditEvent): unknown[] {
  return [
    tenantId,
    e.actorUserId ?? null,
    e.actorRole ?? null,
    e.action,
    e.objectType ?? null,
    e.objectId ?? null,
    e.outcome,
    e.client,
    e.requestId,
  ];
}

/** Who did what to which object, and how it ended: never the data, a password or a token. */
export async function audit(tx: Tx, tenantId: string, e: AuditEvent): Promise<void> {
  await tx.query(auditInsertSql(1), auditParams(tenantId, e));
}
