export { codeOfEnglishMessage, isMessageCode, MESSAGES, type MessageCode } from './catalogue';
export { renderMessage, type MessageParams } from './render';
export { languageFromAcceptLanguage } from './request-language';
export { loadStrengthTranslations, strengthFeedback, type StrengthFeedbackKeys } from './strength-feedback';
export { describeValidation, type ValidationIssue } from './validation';
