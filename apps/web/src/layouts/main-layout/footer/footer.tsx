import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/icons/icon';
import './footer.css';

/** Page footer (wide screens). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <p>
        © {new Date().getFullYear()} {document.title} · {t('footer.text')}
      </p>
    </footer>
  );
}

/** SPEC.md section 2: mobile footer links; Care is also used for Info. */
export const MOBILE_FOOTER_LINKS = [
  { to: '/patient/dashboard', labelKey: 'footer.home', icon: 'home' },
  { to: '/patient/healthservices', labelKey: 'footer.care', icon: 'heart' },
  { to: '/patient/allergies', labelKey: 'footer.records', icon: 'file' },
  { to: '/patient/settings', labelKey: 'footer.settings', icon: 'settings' },
] as const;

/** Bottom navigation below 1100 px (SPEC.md section 9). */
export function MobileFooter() {
  const { t } = useTranslation();
  return (
    <nav className="mobile-footer" aria-label={t('footer.mobileNavigation')}>
      <ul>
        {MOBILE_FOOTER_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>
              <Icon name={link.icon} />
              <span>{t(link.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
