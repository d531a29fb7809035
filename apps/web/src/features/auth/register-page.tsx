import { useTranslation } from 'react-i18next';
import { useRegister } from './api/register';
import { EmailRequestForm } from './email-request-form';
import { currentLanguage } from './language';

export default function RegisterPage() {
  const { i18n } = useTranslation();
  const register = useRegister();
  return (
    <EmailRequestForm
      prefix="auth.register"
      pending={register.isPending}
      send={(email, callbacks) => {
        register.mutate({ email, language: currentLanguage(i18n.resolvedLanguage) }, callbacks);
      }}
    />
  );
}
