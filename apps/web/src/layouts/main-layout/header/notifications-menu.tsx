import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../../components/dropdown/use-dropdown';
import { Icon } from '../../../components/icons/icon';
import { formatDateTime } from '../../../lib/dates';
import { useDismissNotification } from '../api/dismiss-notification';
import { useNotifications } from '../api/get-notifications';

/** Notification list: date and time, calendar icon, unread status, dismiss (SPEC.md section 2). */
export function NotificationsMenu({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { open, toggle, rootRef, buttonRef } = useDropdown();
  const { data: notifications = [] } = useNotifications(enabled);
  const dismiss = useDismissNotification();
  const unread = notifications.filter((n) => !n.IsRead).length;

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls="notifications-menu"
        aria-label={t('header.notificationsButton', { count: unread })}
        onClick={toggle}
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span className="header__count" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="dropdown__panel notifications" id="notifications-menu">
          <h2 className="dropdown__title">{t('header.notifications')}</h2>
          {notifications.length === 0 ? (
            <p className="notifications__empty">{t('header.noNotifications')}</p>
          ) : (
            <ul className="notifications__list" aria-label={t('header.notifications')}>
              {notifications.map((n) => (
                <li key={n.ID} className={n.IsRead ? 'notification' : 'notification notification--unread'}>
                  <span className="notification__icon">
                    <Icon name="calendar" size={18} />
                  </span>
                  <div className="notification__body">
                    <p className="notification__message">
                      {n.IsRead ? null : <span className="visually-hidden">{t('header.unread')}: </span>}
                      {n.Message}
                    </p>
                    <time className="notification__time" dateTime={n.Created}>
                      {formatDateTime(n.Created)}
                    </time>
                  </div>
                  <button
                    type="button"
                    className="icon-btn notification__dismiss"
                    aria-label={t('header.dismiss')}
                    disabled={dismiss.isPending && dismiss.variables === n.ID}
                    onClick={() => {
                      dismiss.mutate(n.ID);
                    }}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
