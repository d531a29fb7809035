import type { IdDetailWarning } from '@portal/contract';

/** A name as compared: accents dropped, case folded, only letters kept ("José-María" = "JOSE MARIA"). */
export function comparableName(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}]/gu, '');
}

export interface IdFacts {
  familyName: string | null;
  firstName: string | null;
  birthDate: string | null;
  expiryDate: string | null;
}

export interface ProfileFacts {
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

/**
 * What the patient is warned about: a name or birth date on the ID that differs from the profile (only
 * when both sides have it), an expiry date before `today` (YYYY-MM-DD).
 */
export function idWarnings(id: IdFacts, profile: ProfileFacts, today: string): IdDetailWarning[] {
  const warnings: IdDetailWarning[] = [];
  const differs = (a: string | null, b: string) =>
    comparableName(a) !== '' && comparableName(b) !== '' && comparableName(a) !== comparableName(b);
  if (differs(id.familyName, profile.lastName) || differs(id.firstName, profile.firstName))
    warnings.push('name-differs');
  if (id.birthDate && profile.birthDate && id.birthDate !== profile.birthDate)
    warnings.push('birth-date-differs');
  if (id.expiryDate && id.expiryDate < today) warnings.push('expired');
  return warnings;
}
