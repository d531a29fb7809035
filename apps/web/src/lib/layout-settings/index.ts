export {
  DEFAULT_LAYOUT,
  THEME_COLOURS,
  applyLayoutSettings,
  layoutSettings,
  readLayoutSettings,
  useLayoutSettings,
} from './layout-settings';
export type { LayoutSettings, LogoHeader, MenuOption, ThemeColour, Variant } from './layout-settings';
