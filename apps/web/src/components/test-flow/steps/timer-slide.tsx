import { useTranslation } from 'react-i18next';
import type { Countdown } from '../use-countdown';

const READ_WINDOW_WARNING_SECONDS = 60;

/** The countdown slide: seconds left, then Ready; when the kit has a read window, when it closes. */
export function TimerSlide({ countdown, failed }: { countdown: Countdown | null; failed: string | null }) {
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
      {ready && countdown.windowLeft !== null ? <ReadWindow secondsLeft={countdown.windowLeft} /> : null}
    </div>
  );
}

function ReadWindow({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  if (secondsLeft === 0) {
    return (
      <p role="alert" className="test-flow__error">
        {t('testFlow.instructions.readWindowClosed')}
      </p>
    );
  }
  if (secondsLeft <= READ_WINDOW_WARNING_SECONDS) {
    return (
      <p role="alert" className="test-flow__warning">
        {t('testFlow.instructions.readWindowClosing', { count: secondsLeft })}
      </p>
    );
  }
  return <p>{t('testFlow.instructions.readWindow', { count: Math.ceil(secondsLeft / 60) })}</p>;
}
