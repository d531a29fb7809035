import { hashToken, newSecret } from '../../lib/tokens';

/** How long the camera page may take to upload the photo after the app asked for its ticket. */
export const CAPTURE_TICKET_TTL_SECONDS = 5 * 60;

const TICKET = /^([a-z0-9][a-z0-9-]{0,62})\.([A-Za-z0-9_-]{43})$/;

export interface ParsedTicket {
  tenantId: string;
  /** What the database keeps and looks the ticket up by: the SHA-256 of the whole ticket. */
  hash: Buffer;
}

/**
 * A new ticket: its tenant (the upload has no session to take it from) and 256 random bits. The tenant
 * part only says where to look; the hash covers both, so a ticket moved to another tenant finds nothing.
 */
export function newCaptureTicket(tenantId: string): { ticket: string; hash: Buffer } {
  const ticket = `${tenantId}.${newSecret()}`;
  return { ticket, hash: hashToken(ticket) };
}

/** The ticket's tenant and hash, or null when it is not shaped like a ticket at all. */
export function parseCaptureTicket(value: unknown): ParsedTicket | null {
  if (typeof value !== 'string') return null;
  const match = TICKET.exec(value);
  if (!match?.[1]) return null;
  return { tenantId: match[1], hash: hashToken(value) };
}
