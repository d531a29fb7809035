/**
 * The one-time ticket that e-mail verification returns (POST patient/onboard, Data.SignupTicket) and that
 * completing sign-up needs. Kept in sessionStorage (this tab only, gone when it closes), never in a URL.
 */
const KEY = 'signupTicket';

interface StoredTicket {
  email: string;
  ticket: string;
}

export function saveSignupTicket(email: string, ticket: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ email, ticket } satisfies StoredTicket));
  } catch {
    // Storage unavailable (private mode quota): sign-up will ask the patient to register again.
  }
}

/** The ticket saved for this e-mail, or null. */
export function readSignupTicket(email: string): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredTicket> | null;
    if (parsed && typeof parsed.ticket === 'string' && parsed.email === email) return parsed.ticket;
    return null;
  } catch {
    return null;
  }
}

export function clearSignupTicket(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
