import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/dates';
import { readWindowPhase } from '../read-window';
import type { Countdown } from '../use-countdown';

interface Props {
  countdown: Countdown | null;
  /** The kit's read window in seconds after Ready; null when it sets none. */
  readWindowSeconds: number | null;
  failed: string | null;
}

/** The countdown slide: seconds left, then Ready; with a read window, when it opens, closes and closed. */
export function TimerSlide({ countdown, readWindowSeconds, failed }: Props) {
  const { t } = useTranslation();
  const ready = countdown !== null && countdown.remaining === 0;
  return (
    <div className="test-flow__slide test-flow__timer">
      <h2>{t('testFlow.instructions.timerTitle')}</h2>
      {failed ? (
        <p role="alert" className="test-flow__error">
          {failed}
        </p>
      ) : null}
      <p className="test-flow__countdown" data-testid="countdown" role="timer" aria-live="off">
        {countdown === null ? t('testFlow.instructions.starting') : null}
        {countdown !== null && !ready
          ? t('testFlow.instructions.seconds', { count: countdown.remaining })
          : null}
      </p>
      <p role="status" className="test-flow__ready">
        {ready ? t('testFlow.instructions.ready') : ''}
      </p>
      {countdown ? <ReadWindow countdown={countdown} readWindowSeconds={readWindowSeconds} /> : null}
    </div>
  );
}

/**
 * The read window: when reading opens (during the wait), until when it stays open, a warning before it
 * closes (announced once; the seconds count outside the live region), and a clear notice once closed.
 */
function ReadWindow({
  countdown,
  readWindowSeconds,
}: {
  countdown: Countdown;
  readWindowSeconds: number | null;
}) {
  const { t } = useTranslation();
  const phase = readWindowPhase(countdown, readWindowSeconds);
  if (phase === 'none' || countdown.closesAt === null) return null;
  const opens = formatClock(countdown.opensAt);
  const closes = formatClock(countdown.closesAt);
  switch (phase) {
    case 'waiting':
      return (
        <p className="test-flow__window" data-testid="read-window">
          {t('testFlow.instructions.readWindowOpens', { opens, closes })}
        </p>
      );
    case 'open':
      return (
        <p className="test-flow__window" data-testid="read-window">
          {t('testFlow.instructions.readWindow', {
            closes,
            count: Math.ceil((countdown.windowLeft ?? 0) / 60),
          })}
        </p>
      );
    case 'closing':
      return (
        <div data-testid="read-window">
          <p role="alert" className="test-flow__warning">
            {t('testFlow.instructions.readWindowClosing', { closes })}
          </p>
          <p className="test-flow__window" aria-live="off">
            {t('testFlow.instructions.readWindowSecondsLeft', { count: countdown.windowLeft ?? 0 })}
          </p>
        </div>
      );
    case 'closed':
      return (
        <div role="alert" className="test-flow__error" data-testid="read-window">
          <p>{t('testFlow.instructions.readWindowClosed', { closes })}</p>
          <Link to="/patient/healthservices">{t('testFlow.instructions.newTest')}</Link>
        </div>
      );
  }
}

/** HH:mm:ss on this device's clock: a window can be short enough for seconds to matter. */
const formatClock = (ms: number) => {
  const date = new Date(ms);
  return `${formatTime(date)}:${String(date.getSeconds()).padStart(2, '0')}`;
};
