import type { CurrentUser, MfaChallenge } from '@portal/contract';
import { MfaCodeStep } from './mfa-code-step';
import { MfaEnrolStep } from './mfa-enrol-step';

/** What sign-in shows after a correct password when a second factor is needed. */
export function MfaStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: MfaChallenge;
  onSignedIn: (user: CurrentUser) => void;
  onRestart: () => void;
}) {
  return challenge.step === 'enrol' ? (
    <MfaEnrolStep challenge={challenge.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <MfaCodeStep challenge={challenge.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  );
}
