import { HEALTH_RECORD_SOURCES, type SmartHealthCardFile } from '@portal/contract';
import type { Tx } from '../../../db/database';
import type { Session } from '../../../http/authenticate';
import type { RequestContext } from '../../../http/request-context';
import { audit } from '../../../lib/audit';
import * as repo from '../health-records.repository';
import { auditEvent, keptResources, parseBundle } from '../health-records.service';
import { decodeCard } from './decode-card';
import { findTrustedIssuer } from './trusted-issuers.repository';
import { verifyCard, type CardVerdict } from './verify-card';

interface ReadCard {
  iss: string;
  verdict: CardVerdict;
  records: repo.NewHealthRecord[];
  skipped: number;
}

/** One card read, checked and validated; throws (and so stores nothing) when it is unreadable, tampered or invalid. */
async function readCard(tx: Tx, jws: string): Promise<ReadCard> {
  const card = decodeCard(jws);
  const verdict = await verifyCard(card, await findTrustedIssuer(tx, card.iss));
  const bundle = parseBundle(card.fhirBundle);
  const records = keptResources(bundle);
  return { iss: card.iss, verdict, records, skipped: bundle.entry.length - records.length };
}

/**
 * Imports the cards of a `.smart-health-card` file (or of a scanned QR code): every card is read and
 * checked before any is stored, so one refused card stores nothing.
 */
export async function importSmartHealthCards(
  tx: Tx,
  s: Session,
  file: SmartHealthCardFile,
  ctx: RequestContext,
) {
  const cards: ReadCard[] = [];
  for (const jws of file.verifiableCredential) cards.push(await readCard(tx, jws));
  for (const card of cards) {
    await repo.insertRecords(tx, s.tenantId, s.userId, HEALTH_RECORD_SOURCES.smartHealthCard, card.records, {
      issuer: card.iss,
      verified: card.verdict.verified,
    });
  }
  const imported = cards.reduce((n, c) => n + c.records.length, 0);
  if (imported > 0) await repo.markHasHealthRecords(tx, s.userId);
  await audit(tx, s.tenantId, {
    ...auditEvent(s, ctx, 'health_records.import.smart_health_card'),
    outcome: 'success',
  });
  return {
    Imported: imported,
    Skipped: cards.reduce((n, c) => n + c.skipped, 0),
    Cards: cards.map((c) =>
      c.verdict.verified
        ? { Verified: true as const, IssuerName: c.verdict.issuerName }
        : { Verified: false as const },
    ),
  };
}
