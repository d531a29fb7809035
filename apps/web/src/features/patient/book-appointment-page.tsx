import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentSlot } from '@portal/contract';
import { BOOKING_CHANGE_CUTOFF_HOURS } from '../../lib/contract';
import { errorMessage, HttpError } from '../../lib/http';
import { useBookAppointment, useCancelAppointment, useRescheduleAppointment } from './api/book-appointment';
import { useAppointmentSlots } from './api/get-appointment-slots';
import { useAppointments } from './api/get-appointments';
import { canChangeAppointment } from './booking-change';
import { RescheduleConfirm } from './reschedule-confirm';
import './patient.css';

/** Date and time in the patient's own time zone (the browser's), in the UI language. */
const useFormat = () => {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    when: (iso: string) => `${day.format(new Date(iso))} ${time.format(new Date(iso))}`,
  };
};

function groupByDay(slots: AppointmentSlot[], day: (iso: string) => string): [string, AppointmentSlot[]][] {
  const groups = new Map<string, AppointmentSlot[]>();
  for (const slot of slots) groups.set(day(slot.StartsAt), [...(groups.get(day(slot.StartsAt)) ?? []), slot]);
  return [...groups];
}

/**
 * patient/book-appointment: open slots of a study coordinator in the patient's time zone; book, cancel
 * or reschedule (until the cut-off) with a confirmation.
 */
export function BookAppointmentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const slots = useAppointmentSlots();
  const appointments = useAppointments();
  const book = useBookAppointment();
  const cancel = useCancelAppointment();
  const reschedule = useRescheduleAppointment();
  const [notice, setNotice] = useState('');
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [target, setTarget] = useState<AppointmentSlot | null>(null);
  const booked = (appointments.data ?? []).filter((a) => a.Status === 'booked');
  const error = slots.error ?? book.error ?? cancel.error;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const stopMoving = () => {
    setMoving(null);
    setTarget(null);
    reschedule.reset();
  };
  const rescheduleError = reschedule.error
    ? reschedule.error instanceof HttpError && reschedule.error.status === 409 && moving
      ? t('booking.slotTaken', { when: format.when(moving.StartsAt) })
      : errorMessage(reschedule.error, t('booking.error'))
    : '';

  const confirmMove = () => {
    if (!moving || !target) return;
    reschedule.mutate(
      { id: moving.ID, slot: { CoordinatorID: target.CoordinatorID, StartsAt: target.StartsAt } },
      {
        onSuccess: (a) => {
          stopMoving();
          setNotice(t('booking.rescheduled', { when: format.when(a.StartsAt), name: a.CoordinatorName }));
        },
        onError: () => {
          setTarget(null);
        },
      },
    );
  };

  const pickSlot = (slot: AppointmentSlot) => {
    setNotice('');
    if (moving) {
      reschedule.reset();
      setTarget(slot);
      return;
    }
    book.mutate(
      { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt },
      {
        onSuccess: (a) => {
          setNotice(t('booking.confirmed', { when: format.when(a.StartsAt), name: a.CoordinatorName }));
        },
      },
    );
  };

  return (
    <section className="page" aria-labelledby="book-title">
      <h1 id="book-title" className="page__title">
        {t('pages.bookAppointment')}
      </h1>
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, t('booking.error'))}
        </p>
      ) : null}
      {rescheduleError ? (
        <p className="alert alert-error" role="alert">
          {rescheduleError}
        </p>
      ) : null}
      {booked.length > 0 ? (
        <div className="card">
          <h2>{t('booking.mine')}</h2>
          <ul className="booking__mine">
            {booked.map((a) => (
              <li key={a.ID} className="booking__appointment">
                <span>
                  {format.when(a.StartsAt)} – {a.CoordinatorName}
                </span>{' '}
                {canChangeAppointment(a.StartsAt) ? (
                  <span className="booking__actions">
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-pressed={moving?.ID === a.ID}
                      disabled={reschedule.isPending}
                      onClick={() => {
                        setNotice('');
                        reschedule.reset();
                        setTarget(null);
                        setMoving(moving?.ID === a.ID ? null : a);
                      }}
                    >
                      {t('booking.reschedule')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={cancel.isPending}
                      onClick={() => {
                        stopMoving();
                        cancel.mutate(a.ID, {
                          onSuccess: () => {
                            setNotice(t('booking.cancelled'));
                          },
                        });
                      }}
                    >
                      {t('booking.cancel')}
                    </button>
                  </span>
                ) : (
                  <span className="booking__locked">
                    {t('booking.tooLate', { hours: BOOKING_CHANGE_CUTOFF_HOURS })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {moving && target ? (
        <RescheduleConfirm
          from={format.when(moving.StartsAt)}
          to={format.when(target.StartsAt)}
          name={target.CoordinatorName}
          pending={reschedule.isPending}
          onConfirm={confirmMove}
          onKeep={stopMoving}
        />
      ) : null}
      <div className="card">
        <h2>{moving ? t('booking.pickNew', { when: format.when(moving.StartsAt) }) : t('booking.open')}</h2>
        {moving ? (
          <button type="button" className="btn btn-secondary" onClick={stopMoving}>
            {t('booking.keep')}
          </button>
        ) : null}
        <p>{t('booking.zone', { zone })}</p>
        {slots.data?.length === 0 ? <p>{t('booking.none')}</p> : null}
        {groupByDay(slots.data ?? [], format.day).map(([day, list]) => (
          <section key={day} className="booking__day" aria-label={day}>
            <h3>{day}</h3>
            <div className="booking__slots">
              {list.map((slot) => (
                <button
                  key={`${slot.CoordinatorID}-${slot.StartsAt}`}
                  type="button"
                  className="btn btn-secondary"
                  disabled={book.isPending || reschedule.isPending}
                  aria-label={t(moving ? 'booking.moveTo' : 'booking.bookAt', {
                    day,
                    time: format.time(slot.StartsAt),
                    name: slot.CoordinatorName,
                  })}
                  onClick={() => {
                    pickSlot(slot);
                  }}
                >
                  {format.time(slot.StartsAt)}
                </button>
              ))}
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
