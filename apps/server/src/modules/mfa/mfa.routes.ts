import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerHash, inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import { audit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/errors';
import { MFA_RATE_RULES } from './mfa.limits';
import { disableTotp, enableTotp, mfaStatus, setUpTotp } from './mfa-settings.service';
import { confirmEnrolment, startEnrolment, verifyChallenge, type MfaDeps } from './mfa.service';

const PATIENT = ['Patient'] as const;

/** A refusal comes back as its message (so its audit row is committed first) and is answered 400 here. */
const orRefuse = <T>(result: T | string): T => {
  if (typeof result === 'string') throw badRequest(result);
  return result;
};

export function mfaRoutes(app: FastifyInstance, deps: MfaDeps, idleMinutes: number): void {
  const { db, box } = deps;

  route(app, 'mfaEnrolStart', async ({ body, request }) => ({
    IsOK: true,
    Data: await startEnrolment(deps, body, contextOf(request)),
  }));
  route(app, 'mfaEnrolConfirm', async ({ body, request }) => ({
    IsOK: true,
    Data: await confirmEnrolment(deps, body, contextOf(request)),
  }));
  route(app, 'mfaVerify', async ({ body, request }) => ({
    IsOK: true,
    Data: await verifyChallenge(deps, body, contextOf(request)),
  }));

  /** Password and code attempts from settings count per session and per client; a 429 is audited. */
  const limitSettings = async (request: FastifyRequest, action: string) => {
    try {
      await deps.limiter.hit([
        { key: `mfa:session:${bearerHash(request).toString('hex')}`, rule: MFA_RATE_RULES.account },
        { key: `mfa:client:${request.ip}`, rule: MFA_RATE_RULES.client },
      ]);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        const ctx = contextOf(request);
        await inSession(db, idleMinutes, request, 'any', (tx, s) =>
          audit(tx, s.tenantId, {
            action,
            actorUserId: s.userId,
            actorRole: s.role,
            outcome: 'denied',
            client: ctx.client,
            requestId: ctx.requestId,
          }),
        );
      }
      throw error;
    }
  };

  route(app, 'mfaStatus', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await mfaStatus(tx, s),
    })),
  );
  route(app, 'mfaSetup', async ({ body, request }) => {
    await limitSettings(request, 'patient.mfa.setup');
    const result = await inSession(db, idleMinutes, request, PATIENT, (tx, s) =>
      setUpTotp(tx, box, s, body.currentPassword, contextOf(request)),
    );
    return { IsOK: true, Data: orRefuse(result) };
  });
  route(app, 'mfaEnable', async ({ body, request }) => {
    await limitSettings(request, 'patient.mfa.enable');
    const result = await inSession(db, idleMinutes, request, PATIENT, (tx, s) =>
      enableTotp(tx, box, deps.clock(), s, body.code, contextOf(request)),
    );
    return { IsOK: true, Data: orRefuse(result) };
  });
  route(app, 'mfaDisable', async ({ body, request }) => {
    await limitSettings(request, 'patient.mfa.disable');
    const result = await inSession(db, idleMinutes, request, PATIENT, (tx, s) =>
      disableTotp(tx, box, deps.clock(), s, body, contextOf(request)),
    );
    return { IsOK: true, Data: orRefuse(result) };
  });
}
