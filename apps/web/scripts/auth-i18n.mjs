// Sets only the keys `auth`, `verifyEmail` and `newPassword` in public/assets/i18n/{en,es,de}.json,
// keeping every other key of those files as it is. Run: node apps/web/scripts/auth-i18n.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets', 'i18n');

const texts = {
  en: {
    auth: {
      fields: {
        email: 'Email',
        password: 'Password',
        firstName: 'First name',
        lastName: 'Last name',
        birthDate: 'Birth date',
        birthDateHint: 'Format YYYY-MM-DD, for example 1990-04-23',
      },
      validation: {
        emailRequired: 'Please enter your Email',
        emailInvalid: 'Please enter a valid Email',
        passwordRequired: 'Please enter your Password',
        firstNameRequired: 'Please enter your first name',
        lastNameRequired: 'Please enter your last name',
        birthDateRequired: 'Please enter your birth date',
        birthDateFormat: 'Please enter a date as YYYY-MM-DD',
        birthDateRange: 'Please enter a birth date in the past',
      },
      signIn: {
        title: 'Sign in',
        submit: 'Sign in',
        submitting: 'Signing in…',
        failed: 'Sign-in failed. Please try again.',
      },
      register: {
        title: 'Create your account',
        intro: 'Enter your e-mail address. We will send you a link to verify it.',
        submit: 'Send verification link',
        submitting: 'Sending…',
        sent: 'Please check your inbox. If {{email}} can be used to register, we have sent it a link to verify your e-mail address.',
      },
      forgotPassword: {
        title: 'Forgot password',
        intro: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
        submit: 'Send reset link',
        submitting: 'Sending…',
        sent: 'Please check your inbox. If an account exists for {{email}}, we have sent it a link to set a new password.',
      },
      signUp: {
        title: 'Complete your sign-up',
        submit: 'Create account',
        submitting: 'Creating account…',
        noTicket:
          'This sign-up is no longer open in this browser. Please register again and open the link from the new e-mail.',
      },
      links: {
        label: 'Account links',
        signIn: 'Back to sign in',
        register: 'Create an account',
        forgotPassword: 'Forgot password?',
      },
      requestFailed: 'Something went wrong. Please try again.',
    },
    verifyEmail: {
      title: 'Email verification',
      verifying: 'Verifying your Email',
      verifyingText: 'Please wait while we verify {{email}}…',
      verified: 'Email Verified',
      verifiedText: 'Thank you, {{email}} is verified. Continue to complete your sign-up.',
      notVerified: 'Your Email IS NOT Verified! Please check your inputs and re-submit the form.',
      back: 'Back',
      continue: 'Continue',
    },
    newPassword: {
      title: 'Set a new password',
      email: 'Email',
      password: 'New password',
      show: 'Show password',
      hide: 'Hide password',
      submit: 'Set password',
      submitting: 'Saving…',
      passwordRequired: 'Please enter your Password',
      error: 'Error setting a New Password',
      done: 'Your new password is set.',
      ok: 'OK',
      rules: {
        title: 'Your password should have:',
        special: '1 special character',
        minLength: 'At least 8 characters',
        uppercase: '1 uppercase letter',
        lowercase: '1 lowercase letter',
        number: '1 number',
        maxLength: 'At most 16 characters',
        met: '(done)',
        unmet: '(not yet)',
      },
    },
  },
  es: {
    auth: {
      fields: {
        email: 'Correo electrónico',
        password: 'Contraseña',
        firstName: 'Nombre',
        lastName: 'Apellido',
        birthDate: 'Fecha de nacimiento',
        birthDateHint: 'Formato AAAA-MM-DD, por ejemplo 1990-04-23',
      },
      validation: {
        emailRequired: 'Introduzca su correo electrónico',
        emailInvalid: 'Introduzca un correo electrónico válido',
        passwordRequired: 'Introduzca su contraseña',
        firstNameRequired: 'Introduzca su nombre',
        lastNameRequired: 'Introduzca su apellido',
        birthDateRequired: 'Introduzca su fecha de nacimiento',
        birthDateFormat: 'Introduzca la fecha como AAAA-MM-DD',
        birthDateRange: 'Introduzca una fecha de nacimiento pasada',
      },
      signIn: {
        title: 'Iniciar sesión',
        submit: 'Iniciar sesión',
        submitting: 'Iniciando sesión…',
        failed: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
      },
      register: {
        title: 'Cree su cuenta',
        intro: 'Introduzca su correo electrónico. Le enviaremos un enlace para verificarlo.',
        submit: 'Enviar enlace de verificación',
        submitting: 'Enviando…',
        sent: 'Revise su bandeja de entrada. Si {{email}} puede usarse para registrarse, le hemos enviado un enlace para verificar su correo electrónico.',
      },
      forgotPassword: {
        title: 'Contraseña olvidada',
        intro:
          'Introduzca el correo electrónico de su cuenta. Le enviaremos un enlace para establecer una nueva contraseña.',
        submit: 'Enviar enlace',
        submitting: 'Enviando…',
        sent: 'Revise su bandeja de entrada. Si existe una cuenta para {{email}}, le hemos enviado un enlace para establecer una nueva contraseña.',
      },
      signUp: {
        title: 'Complete su registro',
        submit: 'Crear cuenta',
        submitting: 'Creando cuenta…',
        noTicket:
          'Este registro ya no está abierto en este navegador. Regístrese de nuevo y abra el enlace del nuevo correo.',
      },
      links: {
        label: 'Enlaces de la cuenta',
        signIn: 'Volver a iniciar sesión',
        register: 'Crear una cuenta',
        forgotPassword: '¿Olvidó su contraseña?',
      },
      requestFailed: 'Algo salió mal. Inténtelo de nuevo.',
    },
    verifyEmail: {
      title: 'Verificación del correo',
      verifying: 'Verificando su correo electrónico',
      verifyingText: 'Espere mientras verificamos {{email}}…',
      verified: 'Correo electrónico verificado',
      verifiedText: 'Gracias, {{email}} está verificado. Continúe para completar su registro.',
      notVerified:
        '¡Su correo electrónico NO está verificado! Revise los datos y vuelva a enviar el formulario.',
      back: 'Atrás',
      continue: 'Continuar',
    },
    newPassword: {
      title: 'Establecer una nueva contraseña',
      email: 'Correo electrónico',
      password: 'Nueva contraseña',
      show: 'Mostrar contraseña',
      hide: 'Ocultar contraseña',
      submit: 'Guardar contraseña',
      submitting: 'Guardando…',
      passwordRequired: 'Introduzca su contraseña',
      error: 'Error al establecer la nueva contraseña',
      done: 'Su nueva contraseña está establecida.',
      ok: 'Aceptar',
      rules: {
        title: 'Su contraseña debería tener:',
        special: '1 carácter especial',
        minLength: 'Al menos 8 caracteres',
        uppercase: '1 letra mayúscula',
        lowercase: '1 letra minúscula',
        number: '1 número',
        maxLength: 'Como máximo 16 caracteres',
        met: '(cumplido)',
        unmet: '(pendiente)',
      },
    },
  },
  de: {
    auth: {
      fields: {
        email: 'E-Mail',
        password: 'Passwort',
        firstName: 'Vorname',
        lastName: 'Nachname',
        birthDate: 'Geburtsdatum',
        birthDateHint: 'Format JJJJ-MM-TT, zum Beispiel 1990-04-23',
      },
      validation: {
        emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
        emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
        firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
        lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
        birthDateRequired: 'Bitte geben Sie Ihr Geburtsdatum ein',
        birthDateFormat: 'Bitte geben Sie das Datum als JJJJ-MM-TT ein',
        birthDateRange: 'Bitte geben Sie ein Geburtsdatum in der Vergangenheit ein',
      },
      signIn: {
        title: 'Anmelden',
        submit: 'Anmelden',
        submitting: 'Anmeldung läuft…',
        failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      },
      register: {
        title: 'Konto erstellen',
        intro: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, um sie zu bestätigen.',
        submit: 'Bestätigungslink senden',
        submitting: 'Wird gesendet…',
        sent: 'Bitte sehen Sie in Ihrem Posteingang nach. Wenn {{email}} für eine Registrierung verwendet werden kann, haben wir einen Link zur Bestätigung gesendet.',
      },
      forgotPassword: {
        title: 'Passwort vergessen',
        intro:
          'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
        submit: 'Link senden',
        submitting: 'Wird gesendet…',
        sent: 'Bitte sehen Sie in Ihrem Posteingang nach. Wenn für {{email}} ein Konto existiert, haben wir einen Link zum Festlegen eines neuen Passworts gesendet.',
      },
      signUp: {
        title: 'Registrierung abschließen',
        submit: 'Konto erstellen',
        submitting: 'Konto wird erstellt…',
        noTicket:
          'Diese Registrierung ist in diesem Browser nicht mehr offen. Bitte registrieren Sie sich erneut und öffnen Sie den Link aus der neuen E-Mail.',
      },
      links: {
        label: 'Konto-Links',
        signIn: 'Zurück zur Anmeldung',
        register: 'Konto erstellen',
        forgotPassword: 'Passwort vergessen?',
      },
      requestFailed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    },
    verifyEmail: {
      title: 'E-Mail-Bestätigung',
      verifying: 'Ihre E-Mail-Adresse wird bestätigt',
      verifyingText: 'Bitte warten Sie, während wir {{email}} bestätigen…',
      verified: 'E-Mail bestätigt',
      verifiedText: 'Danke, {{email}} ist bestätigt. Fahren Sie fort, um Ihre Registrierung abzuschließen.',
      notVerified:
        'Ihre E-Mail-Adresse ist NICHT bestätigt! Bitte prüfen Sie Ihre Eingaben und senden Sie das Formular erneut.',
      back: 'Zurück',
      continue: 'Weiter',
    },
    newPassword: {
      title: 'Neues Passwort festlegen',
      email: 'E-Mail',
      password: 'Neues Passwort',
      show: 'Passwort anzeigen',
      hide: 'Passwort verbergen',
      submit: 'Passwort speichern',
      submitting: 'Wird gespeichert…',
      passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
      error: 'Fehler beim Festlegen des neuen Passworts',
      done: 'Ihr neues Passwort ist festgelegt.',
      ok: 'OK',
      rules: {
        title: 'Ihr Passwort sollte enthalten:',
        special: '1 Sonderzeichen',
        minLength: 'Mindestens 8 Zeichen',
        uppercase: '1 Großbuchstaben',
        lowercase: '1 Kleinbuchstaben',
        number: '1 Ziffer',
        maxLength: 'Höchstens 16 Zeichen',
        met: '(erfüllt)',
        unmet: '(noch nicht)',
      },
    },
  },
};

mkdirSync(dir, { recursive: true });
for (const [lang, own] of Object.entries(texts)) {
  const file = path.join(dir, `${lang}.json`);
  const data = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  Object.assign(data, own);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
console.log(`auth, verifyEmail, newPassword set in ${dir}`);
