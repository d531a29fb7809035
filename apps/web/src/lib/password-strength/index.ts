export type { PasswordStrength } from './estimator';
export { usePasswordStrength } from './use-password-strength';
