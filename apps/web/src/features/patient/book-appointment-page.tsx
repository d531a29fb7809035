import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentSlot } from '@portal/contract';
import { errorMessage } from '../../lib/http';
import { useBookAppointment, useCancelAppointment } from './api/book-appointment';
import { useAppointmentSlots } from './api/get-appointment-slots';
import { useAppointments } from './api/get-appointments';
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
  };
};

function groupByDay(slots: AppointmentSlot[], day: (iso: string) => string): [string, AppointmentSlot[]][] {
  const groups = new Map<string, AppointmentSlot[]>();
  for (const slot of slots) groups.set(day(slot.StartsAt), [...(groups.get(day(slot.StartsAt)) ?? []), slot]);
  return [...groups];
}

/** patient/book-appointment: open slots of a study coordinator in the patient's time zone; book or cancel. */
export function BookAppointmentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const slots = useAppointmentSlots();
  const appointments = useAppointments();
  const book = useBookAppointment();
  const cancel = useCancelAppointment();
  const [notice, setNotice] = useState('');
  const booked = (appointments.data ?? []).filter((a) => a.Status === 'booked');
  const error = slots.error ?? book.error ?? cancel.error;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

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
      {booked.length > 0 ? (
        <div className="card">
          <h2>{t('booking.mine')}</h2>
          <ul className="booking__mine">
            {booked.map((a) => (
              <li key={a.ID}>
                {format.day(a.StartsAt)} {format.time(a.StartsAt)} – {a.CoordinatorName}{' '}
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={cancel.isPending}
                  onClick={() => {
                    cancel.mutate(a.ID, {
                      onSuccess: () => {
                        setNotice(t('booking.cancelled'));
                      },
                    });
                  }}
                >
                  {t('booking.cancel')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="card">
        <h2>{t('booking.open')}</h2>
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
                  disabled={book.isPending}
                  aria-label={t('booking.bookAt', {
                    day,
                    time: format.time(slot.StartsAt),
                    name: slot.CoordinatorName,
                  })}
                  onClick={() => {
                    book.mutate(
                      { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt },
                      {
                        onSuccess: (a) => {
                          setNotice(
                            t('booking.confirmed', {
                              when: `${format.day(a.StartsAt)} ${format.time(a.StartsAt)}`,
                              name: a.CoordinatorName,
                            }),
                          );
                        },
                      },
                    );
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
