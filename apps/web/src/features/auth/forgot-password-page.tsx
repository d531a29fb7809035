import { useTranslation } from 'react-i18next';
import { useForgotPassword } from './api/forgot-password';
import { EmailRequestForm } from './email-request-form';
import { currentLanguage } from './language';

export default function ForgotPasswordPage() {
  const { i18n } = useTranslation();
  const forgotPassword = useForgotPassword();
  return (
    <EmailRequestForm
      prefix="auth.forgotPassword"
      pending={forgotPassword.isPending}
      send={(email, callbacks) => {
        forgotPassword.mutate({ email, language: currentLanguage(i18n.resolvedLanguage) }, callbacks);
      }}
    />
  );
}
