import type { SubmitStudyDataRequest } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/errors';
import * as repo from './clinical-trial.repository';

/** Study data is accepted only under an active consent: none, or only withdrawn ones, is a 403. */
export async function submitStudyData(tx: Tx, s: Session, body: SubmitStudyDataRequest, ctx: RequestContext) {
  const consentId = await repo.activeConsentId(tx, s.userId);
  if (!consentId) {
    throw new HttpError(403, 'The study accepts your data only while your consent is active.');
  }
  const row = await repo.insertStudyData(tx, s.userId, consentId, body.Kind, body.Value);
  await audit(tx, s.tenantId, {
    action: 'study-data.create',
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'study-data',
    objectId: row.id,
    client: ctx.client,
    requestId: ctx.requestId,
  });
  return { ID: row.id, ReceivedAt: new Date(row.created_at).toISOString() };
}
