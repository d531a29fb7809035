import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { notFound } from '../../lib/errors';
import * as copy from './consent-copy.service';
import * as service from './clinical-trial.service';
import { submitStudyData } from './study-data.service';

const PATIENT = ['Patient'] as const;
const PDF_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface ClinicalTrialDeps {
  db: Database;
  mailer: Mailer;
  idleMinutes: number;
  publicUrl: string;
}

export function clinicalTrialRoutes(app: FastifyInstance, deps: ClinicalTrialDeps): void {
  const { db, idleMinutes, publicUrl } = deps;
  // Mail goes out after the transaction committed; a mail outage never undoes a signed consent.
  const sendAfter = (mail: MailMessage | null, log: FastifyInstance['log']) => {
    if (!mail) return;
    deps.mailer.send(mail).catch((err: unknown) => {
      log.error({ err }, 'consent mail failed');
    });
  };

  route(app, 'studyContent', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx) => ({
      IsOK: true,
      Data: await service.getStudy(tx, params.language),
    })),
  );
  route(app, 'consentDocument', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx) => ({
      IsOK: true,
      Data: await service.getConsentDocument(tx, params.language),
    })),
  );
  route(app, 'submitConsent', async ({ body, request }) => {
    const key = service.idempotencyKey(request.headers['idempotency-key']);
    const { record, mail } = await inSession(db, idleMinutes, request, PATIENT, async (tx, s) => {
      const { isNew, ...rec } = await service.submitConsent(tx, s, key, body, contextOf(request));
      return { record: rec, mail: isNew ? await copy.signedCopyMail(tx, s.userId, rec.ID, publicUrl) : null };
    });
    sendAfter(mail, request.log);
    return { IsOK: true, Data: record };
  });
  route(app, 'consents', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.listConsents(tx, s, contextOf(request)),
    })),
  );
  route(app, 'consent', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getConsent(tx, s, params.id, contextOf(request)),
    })),
  );
  route(app, 'withdrawConsent', async ({ params, request }) => {
    const { record, mail } = await inSession(db, idleMinutes, request, PATIENT, async (tx, s) => {
      const result = await service.withdrawConsent(tx, s, params.id, contextOf(request));
      return {
        record: result.record,
        mail: result.changed ? await copy.withdrawalMail(tx, s.userId, params.id, publicUrl) : null,
      };
    });
    sendAfter(mail, request.log);
    return { IsOK: true, Data: record };
  });
  route(app, 'consentPdfLink', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await copy.createPdfLink(tx, s, params.id, contextOf(request)),
    })),
  );
  route(app, 'submitStudyData', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await submitStudyData(tx, s, body, contextOf(request)),
    })),
  );

  // Not a JSON endpoint of the contract: the short-lived link itself is the authorisation (SECURITY.md, files).
  app.get<{ Params: { tenant: string; token: string } }>(
    `${copy.CONSENT_PDF_PATH}/:tenant/:token`,
    async (request, reply) => {
      const { tenant, token } = request.params;
      const valid = TENANT.test(tenant) && PDF_TOKEN.test(token);
      const pdf = valid ? await copy.downloadPdf(db, tenant, token, contextOf(request)) : null;
      if (!pdf) throw notFound('This download link is not valid or has expired.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="informed-consent.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
