export {
  DEFAULT_LOCALE,
  formatBirthDate,
  formatDateTime,
  formatIsoDate,
  formatMonthYear,
  formatTime,
  localeFor,
} from './dates';
export { birthDateError } from './birth-date';
