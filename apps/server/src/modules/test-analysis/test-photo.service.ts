import { randomUUID } from 'node:crypto';
import type { TestPhoto, TestPhotoTicket } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { refusal } from '../../lib/errors';
import { patientObjectKey, type ObjectStore } from '../../lib/object-store/object-store';
import type { AcceptedImage, ImageDestination } from '../../lib/uploads/accept-image';
import { recordUpload } from '../../lib/uploads/uploads.repository';
import { CAPTURE_TICKET_TTL_SECONDS, newCaptureTicket, type ParsedTicket } from './capture-ticket';
import * as repo from './test-analysis.repository';

const ticketRefused = () => refusal(401, 'TEST_PHOTO_TICKET_EXPIRED');

const auditEvent = (action: string, userId: string, ctx: RequestContext, objectId?: string) => ({
  action,
  actorUserId: userId,
  actorRole: 'Patient',
  objectType: 'test_photo',
  ...(objectId ? { objectId } : {}),
  client: ctx.client,
  requestId: ctx.requestId,
});

/** A single-use upload ticket for the camera page, for the patient's started encounter with a kit. */
export async function issueTicket(
  tx: Tx,
  s: Session,
  encounterId: string,
  ctx: RequestContext,
): Promise<TestPhotoTicket> {
  const encounter = await repo.findEncounter(tx, s.userId, encounterId);
  if (!encounter) throw refusal(404, 'TEST_NOT_FOUND');
  if (encounter.status !== 'started') throw refusal(409, 'TEST_ALREADY_FINISHED');
  const template = encounter.test_profile_id ? await repo.findTemplate(tx, encounter.test_profile_id) : null;
  if (!template) throw refusal(409, 'TEST_SCAN_KIT_FIRST');
  const { ticket, hash } = newCaptureTicket(s.tenantId);
  const expires = await repo.insertTicket(
    tx,
    s.tenantId,
    s.userId,
    encounterId,
    hash,
    CAPTURE_TICKET_TTL_SECONDS,
  );
  await audit(tx, s.tenantId, {
    ...auditEvent('test-photo.ticket', s.userId, ctx, encounterId),
    outcome: 'success',
  });
  return { Ticket: ticket, ExpiresAt: expires.toISOString(), Template: template };
}

export interface UploadDeps {
  /** Runs `fn` in one transaction of the ticket's tenant. */
  run: <T>(tenantId: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  store: ObjectStore;
}

/**
 * The camera page's upload: the ticket authorises it (checked before the body is read, used up only when
 * the photo is stored), the image goes through the upload pipeline to a server-made key and is recorded
 * for the ticket's encounter. A retry with the same Idempotency-Key answers the first photo.
 */
export async function uploadTestPhoto(
  deps: UploadDeps,
  parsed: ParsedTicket,
  idempotencyKey: string | null,
  ctx: RequestContext,
  receive: (dest: ImageDestination) => Promise<AcceptedImage>,
): Promise<TestPhoto> {
  const { tenantId } = parsed;
  const ticket = await deps.run(tenantId, (tx) => repo.findTicket(tx, parsed.hash));
  if (!ticket) throw ticketRefused();
  if (ticket.used) {
    const earlier = idempotencyKey
      ? await deps.run(tenantId, (tx) => repo.findPhotoOfTicket(tx, ticket.id, idempotencyKey))
      : null;
    if (earlier) return { FileID: earlier.file_id, Sha256: earlier.sha256 };
    throw ticketRefused();
  }
  if (ticket.expired) throw ticketRefused();

  const key = patientObjectKey(tenantId, ticket.user_id, randomUUID());
  let image: AcceptedImage;
  try {
    image = await receive({ store: deps.store, key });
  } catch (err) {
    await deps.run(tenantId, (tx) =>
      audit(tx, tenantId, { ...auditEvent('test-photo.upload', ticket.user_id, ctx), outcome: 'failure' }),
    );
    throw err;
  }
  try {
    return await deps.run(tenantId, async (tx) => {
      if (!(await repo.consumeTicket(tx, ticket.id))) throw ticketRefused();
      const file = await recordUpload(tx, tenantId, ticket.user_id, image, idempotencyKey);
      if (!file) throw refusal(409, 'IDEMPOTENCY_KEY_USED');
      await repo.insertTestPhoto(tx, tenantId, ticket, file.id, image.sha256);
      await audit(tx, tenantId, {
        ...auditEvent('test-photo.upload', ticket.user_id, ctx, file.id),
        outcome: 'success',
      });
      return { FileID: file.id, Sha256: image.sha256 };
    });
  } catch (err) {
    await deps.store.delete(key);
    throw err;
  }
}
