import { generateSync } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '@portal/contract';

/**
 * The clock of TOTP codes, shared by the app under test and its authenticators: it runs with real time
 * plus an offset that a test moves forward, so a test needs not wait 30 seconds for a new code.
 */
export class TotpClock {
  private offsetMs = 0;
  readonly now = (): number => Date.now() + this.offsetMs;
  step(): number {
    return Math.floor(this.now() / 1000 / TOTP_PERIOD_SECONDS);
  }
  nextStep(): void {
    this.offsetMs += TOTP_PERIOD_SECONDS * 1000;
  }
}

/** What an authenticator app shows for `secret` (the manual key, spaces allowed) at a time step. */
export const totpCode = (secret: string, step: number): string =>
  generateSync({ secret: secret.replace(/\s/g, ''), epoch: step * TOTP_PERIOD_SECONDS });

/** An authenticator app: a code of a later step each time, moving the clock on when the step is used. */
export class Authenticator {
  private lastStep = 0;
  readonly secret: string;
  constructor(
    manualKey: string,
    private readonly clock: TotpClock,
  ) {
    this.secret = manualKey.replace(/\s/g, '');
  }

  next(): string {
    if (this.clock.step() <= this.lastStep) this.clock.nextStep();
    this.lastStep = this.clock.step();
    return totpCode(this.secret, this.lastStep);
  }
}
