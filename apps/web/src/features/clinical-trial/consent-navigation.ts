/** SPEC.md section 4: after consent, without an ID card on file, capture it and come back to '/consent'. */
export const CONSENT_RETURN_PATH = '/consent';
export const CONSENT_PATH = '/clinical-trial/consent';
export const FINISH_STUDY_PATH = '/clinical-trial/finish-study';

export function afterConsentPath(hasIDCard: boolean): string {
  if (hasIDCard) return FINISH_STUDY_PATH;
  return `/clinical-trial/capture-id?${new URLSearchParams({ ref: btoa(CONSENT_RETURN_PATH) }).toString()}`;
}
