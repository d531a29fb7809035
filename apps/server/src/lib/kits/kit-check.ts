import type { KitCodeData } from '@portal/contract';
import { Gs1ParseError, parseKitCode } from '@portal/reader';
import type { Tx } from '../../db/database';
import type { KitRefusal } from './kit-messages';
import * as repo from './kits.repository';

export type KitCheck =
  { ok: true; kit: KitCodeData; profile: repo.ProfileRow } | { ok: false; refusal: KitRefusal };

/** True when the kit's expiry (day 00 already read as the month's last day) is before today (UTC). */
export function isExpired(expirationDate: string | null, today: string): boolean {
  return expirationDate !== null && expirationDate < today;
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function parse(code: string): KitCodeData | null {
  try {
    return parseKitCode(code);
  } catch (error) {
    if (error instanceof Gs1ParseError) return null;
    throw error;
  }
}

/**
 * Checks a scanned kit against this tenant: a GS1 code with a GTIN the tenant offers, not expired, and a
 * serial no completed test has used. Reads only; nothing is stored.
 */
export async function checkKit(tx: Tx, code: string, expectedGtin?: string): Promise<KitCheck> {
  const kit = parse(code);
  if (!kit) return { ok: false, refusal: 'unreadable' };
  if (expectedGtin !== undefined && kit.GTIN !== expectedGtin) return { ok: false, refusal: 'mismatch' };
  const profile = await repo.findProfileByGtin(tx, kit.GTIN);
  if (!profile) return { ok: false, refusal: 'unknown' };
  if (isExpired(kit.ExpirationDate, todayUtc())) return { ok: false, refusal: 'expired' };
  if (kit.Serial !== null && (await repo.isSerialUsed(tx, kit.GTIN, kit.Serial))) {
    return { ok: false, refusal: 'used' };
  }
  return { ok: true, kit, profile };
}
