export { changeLanguage, httpBackend, initI18n, initialLanguage, isLanguage } from './i18n';
