import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/icon';
import { layoutSettings, THEME_COLOURS, useLayoutSettings } from '../../../lib/layout-settings';
import './settings-panel.css';

interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

function Choice({
  name,
  value,
  checked,
  label,
  onChange,
  className,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: React.ReactNode;
  onChange: () => void;
  className?: string;
}) {
  return (
    <label className={`choice ${className ?? ''}`.trim()}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span className="choice__label">{label}</span>
    </label>
  );
}

/**
 * Right-hand settings panel (SPEC.md sections 2 and 4): layout light/dark, sidebar menu colour, colour
 * theme, text direction. Closes on a press outside it unless on the settings button, and on Escape.
 */
export function SettingsPanel({ open, onClose }: SettingsPanelProps) {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (panelRef.current?.contains(target) || target.closest('.settings-btn')) return;
      onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [open]);

  return (
    <aside
      id="settings-panel"
      ref={panelRef}
      className={open ? 'settings-panel open' : 'settings-panel'}
      aria-labelledby="settings-panel-title"
      inert={!open}
    >
      <div className="settings-panel__head">
        <h2 id="settings-panel-title">{t('settingsPanel.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('settingsPanel.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="settings-panel__body">
        <fieldset>
          <legend>{t('settingsPanel.layout')}</legend>
          <div className="choice-row">
            <Choice
              name="layout-variant"
              value="light"
              checked={settings.variant === 'light'}
              label={t('settingsPanel.light')}
              onChange={() => {
                layoutSettings.setVariant('light');
              }}
            />
            <Choice
              name="layout-variant"
              value="dark"
              checked={settings.variant === 'dark'}
              label={t('settingsPanel.dark')}
              onChange={() => {
                layoutSettings.setVariant('dark');
              }}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('settingsPanel.menuColour')}</legend>
          <div className="choice-row">
            <Choice
              name="menu-option"
              value="menu_light"
              checked={settings.menuOption === 'menu_light'}
              label={t('settingsPanel.light')}
              onChange={() => {
                layoutSettings.setMenuOption('menu_light');
              }}
            />
            <Choice
              name="menu-option"
              value="menu_dark"
              checked={settings.menuOption === 'menu_dark'}
              label={t('settingsPanel.dark')}
              onChange={() => {
                layoutSettings.setMenuOption('menu_dark');
              }}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('settingsPanel.colourTheme')}</legend>
          <div className="choice-row choice-row--swatches">
            {THEME_COLOURS.map((colour) => (
              <Choice
                key={colour}
                className={`swatch swatch--${colour}`}
                name="theme-colour"
                value={colour}
                checked={settings.themeColour === colour}
                label={<span className="visually-hidden">{t(`settingsPanel.colours.${colour}`)}</span>}
                onChange={() => {
                  layoutSettings.setThemeColour(colour);
                }}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('settingsPanel.direction')}</legend>
          <div className="choice-row">
            <Choice
              name="text-direction"
              value="ltr"
              checked={!settings.rtl}
              label={t('settingsPanel.ltr')}
              onChange={() => {
                layoutSettings.setRtl(false);
              }}
            />
            <Choice
              name="text-direction"
              value="rtl"
              checked={settings.rtl}
              label={t('settingsPanel.rtl')}
              onChange={() => {
                layoutSettings.setRtl(true);
              }}
            />
          </div>
        </fieldset>
      </div>
    </aside>
  );
}
