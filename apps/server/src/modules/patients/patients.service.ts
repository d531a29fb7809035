import type { DashboardRecord, HeaderRecord, Profile, UpdateProfileRequest } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import { badRequest, notFound } from '../../lib/errors';
import type { RequestContext } from '../../http/request-context';
import * as repo from './patients.repository';

async function load(tx: Tx, session: Session, ctx: RequestContext, action: string) {
  const p = await repo.readPatient(tx, session.userId, session.tenantId, {
    action,
    actorUserId: session.userId,
    actorRole: session.role,
    objectType: 'patient',
    objectId: session.userId,
    outcome: 'success',
    client: ctx.client,
    requestId: ctx.requestId,
  });
  if (!p) throw notFound('Patient not found.');
  return p;
}

// Patient photos arrive with onboarding (selfie); until a photo exists the web shows its placeholder.
const imageUrl = (_p: repo.PatientRow): string | null => null;

export async function getDashboard(tx: Tx, session: Session, ctx: RequestContext): Promise<DashboardRecord> {
  const p = await load(tx, session, ctx, 'patient.dashboard.read');
  return {
    FirstName: p.first_name,
    LastName: p.last_name,
    BirthDate: p.birth_date,
    Attributes: { PatientImageURL: imageUrl(p) },
  };
}

export async function getHeader(tx: Tx, session: Session, ctx: RequestContext): Promise<HeaderRecord> {
  const p = await load(tx, session, ctx, 'patient.header.read');
  return {
    FirstName: p.first_name,
    LastName: p.last_name,
    AthenaID: p.athena_id,
    Attributes: { PatientImageURL: imageUrl(p) },
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

export async function getProfile(tx: Tx, session: Session, ctx: RequestContext): Promise<Profile> {
  return toProfile(await load(tx, session, ctx, 'patient.profile.read'));
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
  return toProfile(await load(tx, session, ctx, 'patient.profile.update'));
}
