import type { DashboardRecord, HeaderRecord, Profile, UpdateProfileRequest } from '@portal/contract';
import type { Database, Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { RequestContext } from '../../http/request-context';
import type { ImageLinker } from '../../lib/object-store/image-links';
import * as repo from './patients.repository';

const audit = (action: string, ctx: RequestContext): repo.ReadAudit => ({
  action,
  client: ctx.client,
  requestId: ctx.requestId,
});

/** The patient of the bearer token, read and audited in one statement; 401, 403 or 404 otherwise. */
async function loadBySession(
  db: Database,
  tokenHash: Buffer,
  idleMinutes: number,
  ctx: RequestContext,
  action: string,
) {
  const row = await repo.readPatientBySession(db, tokenHash, idleMinutes, audit(action, ctx));
  if (!row) throw unauthorized();
  if (row.role !== 'Patient') throw forbidden();
  if (row.email === null) throw notFound('Patient not found.');
  return row as repo.PatientRow;
}

// A short-lived link to the selfie; without one the web shows its placeholder.
const imageUrl = async (p: repo.PatientRow, link: ImageLinker): Promise<string | null> =>
  p.image_key ? (await link(p.image_key)).url : null;

export interface BearerRead {
  db: Database;
  tokenHash: Buffer;
  idleMinutes: number;
  link: ImageLinker;
}

export async function getDashboard(b: BearerRead, ctx: RequestContext): Promise<DashboardRecord> {
  const p = await loadBySession(b.db, b.tokenHash, b.idleMinutes, ctx, 'patient.dashboard.read');
  return {
    FirstName: p.first_name,
    LastName: p.last_name,
    BirthDate: p.birth_date,
    Attributes: { PatientImageURL: await imageUrl(p, b.link) },
  };
}

export async function getHeader(b: BearerRead, ctx: RequestContext): Promise<HeaderRecord> {
  const p = await loadBySession(b.db, b.tokenHash, b.idleMinutes, ctx, 'patient.header.read');
  return {
    FirstName: p.first_name,
    LastName: p.last_name,
    AthenaID: p.athena_id,
    Attributes: { PatientImageURL: await imageUrl(p, b.link) },
    HasInsurance: p.has_insurance,
    HasSelfie: p.has_selfie,
    HasIDCard: p.has_id_card,
    HasHealthRecords: p.has_health_records,
  };
}

const toProfile = (p: repo.PatientRow): Profile => ({
  firstName: p.first_name,
  lastName: p.last_name,
  birthDate: p.birth_date,
  email: p.email,
  language: p.language,
});

export async function getProfile(b: BearerRead, ctx: RequestContext): Promise<Profile> {
  return toProfile(await loadBySession(b.db, b.tokenHash, b.idleMinutes, ctx, 'patient.profile.read'));
}

export async function updateProfile(
  tx: Tx,
  session: Session,
  input: UpdateProfileRequest,
  ctx: RequestContext,
): Promise<Profile> {
  const today = new Date().toISOString().slice(0, 10);
  if (input.birthDate > today || input.birthDate < '1900-01-01')
    throw badRequest('Please enter your real date of birth.');
  await repo.updatePatient(tx, session.userId, input);
  const p = await repo.readPatient(tx, session.userId, session.role, audit('patient.profile.update', ctx));
  if (!p) throw notFound('Patient not found.');
  return toProfile(p);
}
