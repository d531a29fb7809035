import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../../components/icons/icon';
import { useCurrentUser } from '../../../lib/current-user';
import { formatBirthDate } from '../../../lib/dates';
import { filterMenuByRole, useMenu, type MenuItem } from '../api/get-menu';
import { usePatientDashboard } from '../api/get-patient-dashboard';
import { PATIENT_PLACEHOLDER_IMAGE } from '../header/profile-menu';
import './sidebar.css';

/** SPEC.md section 9: the sidebar collapses below 1025 px. */
export const SIDEBAR_COLLAPSE_WIDTH = 1025;
const MAX_DEPTH = 3;

function useNarrowWindow(limit: number): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth < limit);
  useEffect(() => {
    const onResize = () => {
      setNarrow(window.innerWidth < limit);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, [limit]);
  return narrow;
}

function ItemIcon({ item }: { item: MenuItem }) {
  if (!item.icon) return null;
  if (item.iconType === 'image')
    return <img className="menu__icon" src={item.icon} alt="" width={20} height={20} />;
  return <Icon name={item.icon} className="menu__icon" />;
}

function MenuEntries({ items, depth }: { items: MenuItem[]; depth: number }) {
  return (
    <>
      {items.map((item, index) => (
        <MenuEntry key={`${item.path}-${item.title}-${index}`} item={item} depth={depth} />
      ))}
    </>
  );
}

/** Whether the item or one of its sub-items links to `pathname`. */
function leadsTo(item: MenuItem, pathname: string): boolean {
  if (item.path && `/${item.path.replace(/^\//, '')}` === pathname) return true;
  return item.submenu.some((sub) => leadsTo(sub, pathname));
}

function MenuEntry({ item, depth }: { item: MenuItem; depth: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A submenu holding the current page starts open; after that, clicks decide.
  const [expanded, setExpanded] = useState(() => item.submenu.length > 0 && leadsTo(item, pathname));
  const classes = [item.class, `menu__item menu__item--level${depth}`].filter(Boolean).join(' ');
  const badge = item.badge ? (
    <span className={`badge ${item.badgeClass}`.trim()}>{t(item.badge)}</span>
  ) : null;

  if (item.groupTitle) {
    return (
      <li className={`menu__header ${item.class}`.trim()}>
        <span className="menu__header-text">{t(item.title)}</span>
      </li>
    );
  }
  if (item.submenu.length > 0 && depth < MAX_DEPTH) {
    const id = `submenu-${depth}-${item.title.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    return (
      <li className={`${classes}${expanded ? ' active' : ''}`}>
        <button
          type="button"
          className="menu__link menu-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            setExpanded((e) => !e);
          }}
        >
          <ItemIcon item={item} />
          <span className="menu__title">{t(item.title)}</span>
          {badge}
          <Icon name="chevron" size={16} className="menu__chevron" />
        </button>
        <ul id={id} className="menu__submenu" hidden={!expanded}>
          <MenuEntries items={item.submenu} depth={depth + 1} />
        </ul>
      </li>
    );
  }
  return (
    <li className={classes}>
      <NavLink to={`/${item.path.replace(/^\//, '')}`} className="menu__link">
        <ItemIcon item={item} />
        <span className="menu__title">{t(item.title)}</span>
        {badge}
      </NavLink>
    </li>
  );
}

function PatientCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isPatient = user?.role === 'Patient';
  // Only when the user is a Patient is the sidebar patient data loaded (SPEC.md section 6).
  const { data: record, error, isSuccess } = usePatientDashboard(isPatient);

  useEffect(() => {
    if (error) console.error('Error loading sidebar:', error);
  }, [error]);
  useEffect(() => {
    if (isSuccess && !record) console.error('Error loading patient sidebar');
  }, [isSuccess, record]);

  if (!isPatient || !record) return null;
  const name = `${record.FirstName} ${record.LastName}`.trim();
  const birth = formatBirthDate(record.BirthDate);
  return (
    <div className="sidebar__user">
      <img
        className="sidebar__photo"
        src={record.Attributes.PatientImageURL || PATIENT_PLACEHOLDER_IMAGE}
        alt=""
        width={64}
        height={64}
      />
      <div className="sidebar__user-text">
        <p className="sidebar__name">{name}</p>
        {birth ? (
          <p className="sidebar__dob">
            <span className="visually-hidden">{t('sidebar.birthDate')}: </span>
            {birth}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Sidebar: patient card and the menu of assets/data/routes.json (SPEC.md section 2). */
export function Sidebar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data: menu = [] } = useMenu();
  const narrow = useNarrowWindow(SIDEBAR_COLLAPSE_WIDTH);
  const asideRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Before the first paint, so a narrow window never shows the open sidebar for a frame.
  useLayoutEffect(() => {
    document.body.classList.toggle('ls-closed', narrow);
  }, [narrow]);
  useEffect(
    () => () => {
      document.body.classList.remove('ls-closed', 'overlay-open');
    },
    [],
  );

  // overlay-open is removed on navigation and on a mouse press outside the sidebar (SPEC.md section 4).
  useEffect(() => {
    document.body.classList.remove('overlay-open');
  }, [pathname]);
  useEffect(() => {
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (asideRef.current?.contains(target) || target.closest('.header__menu-btn')) return;
      document.body.classList.remove('overlay-open');
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);

  const items = filterMenuByRole(menu, user?.role);
  return (
    <aside id="leftsidebar" ref={asideRef} className={narrow ? 'sidebar ls-closed' : 'sidebar'}>
      <PatientCard />
      <nav className="menu" aria-label={t('sidebar.navigation')}>
        <ul className="menu__list">
          <MenuEntries items={items} depth={1} />
        </ul>
      </nav>
    </aside>
  );
}
