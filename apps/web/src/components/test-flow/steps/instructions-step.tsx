import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { TestProfile } from '@portal/contract';
import 'swiper/css';
import { errorMessage } from '../../../lib/http';
import type { LoadedEncounter } from '../api/get-encounter';
import { useStartTestTimer } from '../api/start-test-timer';
import { useCountdown } from '../use-countdown';
import { TimerSlide } from './timer-slide';

/** SPEC.md section 9: Swiper speed 500 ms (SWIPER_SPEED_MS in the contract). */
const SWIPER_SPEED_MS = 500;

interface Props {
  profile: TestProfile;
  encounter: LoadedEncounter;
  code: string;
  onDone: () => void;
}

/**
 * Step 5: the kit's illustrated instructions, then the countdown (the second-to-last slide), then a
 * last slide saying it is time for the photo. Continue moves slide by slide, then to the next step.
 */
export function InstructionsStep({ profile, encounter, code, onDone }: Props) {
  const { t } = useTranslation();
  const timerIndex = profile.Instructions.length;
  const lastIndex = timerIndex + 1;
  const resumed = encounter.TimerStartedAt !== null;
  const [index, setIndex] = useState(resumed ? timerIndex : 0);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const timer = useStartTestTimer(encounter.ID);
  const countdown = useCountdown(
    encounter.TimerStartedAt,
    encounter.clockOffsetMs,
    profile.WaitSeconds,
    profile.ReadWindowSeconds,
  );
  const waiting = index === timerIndex && (countdown === null || countdown.remaining > 0);

  const { mutate, isIdle } = timer;
  useEffect(() => {
    if (index === timerIndex && !resumed && isIdle) mutate(code);
  }, [index, timerIndex, resumed, isIdle, mutate, code]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper) swiper.allowSlideNext = !waiting;
  }, [waiting]);

  function next() {
    if (index >= lastIndex) onDone();
    else swiperRef.current?.slideNext();
  }

  return (
    <section className="test-flow__step" aria-labelledby="instructions-title">
      <h2 id="instructions-title" className="visually-hidden">
        {t('testFlow.instructions.title')}
      </h2>
      <Swiper
        modules={[A11y, Keyboard]}
        speed={SWIPER_SPEED_MS}
        initialSlide={index}
        keyboard={{ enabled: true }}
        a11y={{
          prevSlideMessage: t('testFlow.instructions.previousSlide'),
          nextSlideMessage: t('testFlow.instructions.nextSlide'),
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => {
          setIndex(swiper.activeIndex);
        }}
      >
        {profile.Instructions.map((instruction, i) => (
          <SwiperSlide key={instruction.ImageUrl}>
            <figure className="test-flow__slide">
              <img src={instruction.ImageUrl} alt="" width={320} height={240} />
              <figcaption>
                <span className="test-flow__slide-number">
                  {t('testFlow.instructions.slide', { current: i + 1, total: lastIndex + 1 })}
                </span>{' '}
                {instruction.Title}
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
        <SwiperSlide>
          <TimerSlide
            countdown={countdown}
            readWindowSeconds={profile.ReadWindowSeconds}
            failed={timer.isError ? errorMessage(timer.error, t('testFlow.loadError')) : null}
          />
        </SwiperSlide>
        <SwiperSlide>
          <div className="test-flow__slide">
            <h2>{t('testFlow.instructions.photoTitle')}</h2>
            <p>{t('testFlow.instructions.photoText')}</p>
          </div>
        </SwiperSlide>
      </Swiper>
      <div className="test-flow__actions">
        <button type="button" className="btn btn-primary" onClick={next} disabled={waiting}>
          {t('testFlow.continue')}
        </button>
      </div>
    </section>
  );
}
