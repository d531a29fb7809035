import type { Language } from '@portal/contract';
import type { MailMessage } from './mailer';

type Kind = 'verifyEmail' | 'resetPassword' | 'alreadyRegistered';

interface Text {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const TEXTS: Record<Language, Record<Kind, Text>> = {
  en: {
    verifyEmail: {
      subject: 'Verify your e-mail address',
      intro: 'Welcome! Please confirm your e-mail address to finish creating your account.',
      action: 'Verify my e-mail',
      outro:
        'This link works once and expires in 72 hours. If you did not ask for an account, ignore this message.',
    },
    resetPassword: {
      subject: 'Set a new password',
      intro: 'We received a request to set a new password for your account.',
      action: 'Set a new password',
      outro:
        'This link works once and expires in 60 minutes. If you did not ask for it, ignore this message.',
    },
    alreadyRegistered: {
      subject: 'You already have an account',
      intro: 'Someone tried to register with this e-mail address, but you already have an account.',
      action: 'Set a new password',
      outro:
        'If you forgot your password, use the link above (it expires in 60 minutes). Otherwise, ignore this message.',
    },
  },
  es: {
    verifyEmail: {
      subject: 'Verifique su dirección de correo electrónico',
      intro: '¡Bienvenido! Confirme su dirección de correo electrónico para terminar de crear su cuenta.',
      action: 'Verificar mi correo',
      outro:
        'Este enlace funciona una sola vez y caduca en 72 horas. Si no solicitó una cuenta, ignore este mensaje.',
    },
    resetPassword: {
      subject: 'Establezca una nueva contraseña',
      intro: 'Recibimos una solicitud para establecer una nueva contraseña para su cuenta.',
      action: 'Establecer una nueva contraseña',
      outro:
        'Este enlace funciona una sola vez y caduca en 60 minutos. Si no lo solicitó, ignore este mensaje.',
    },
    alreadyRegistered: {
      subject: 'Ya tiene una cuenta',
      intro: 'Alguien intentó registrarse con esta dirección de correo, pero usted ya tiene una cuenta.',
      action: 'Establecer una nueva contraseña',
      outro:
        'Si olvidó su contraseña, use el enlace de arriba (caduca en 60 minutos). Si no, ignore este mensaje.',
    },
  },
  de: {
    verifyEmail: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro: 'Willkommen! Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig einzurichten.',
      action: 'E-Mail bestätigen',
      outro:
        'Dieser Link funktioniert einmal und läuft in 72 Stunden ab. Wenn Sie kein Konto angefordert haben, ignorieren Sie diese Nachricht.',
    },
    resetPassword: {
      subject: 'Neues Passwort festlegen',
      intro: 'Wir haben eine Anfrage erhalten, ein neues Passwort für Ihr Konto festzulegen.',
      action: 'Neues Passwort festlegen',
      outro:
        'Dieser Link funktioniert einmal und läuft in 60 Minuten ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht.',
    },
    alreadyRegistered: {
      subject: 'Sie haben bereits ein Konto',
      intro:
        'Jemand hat versucht, sich mit dieser E-Mail-Adresse zu registrieren, aber Sie haben bereits ein Konto.',
      action: 'Neues Passwort festlegen',
      outro:
        'Falls Sie Ihr Passwort vergessen haben, nutzen Sie den Link oben (er läuft in 60 Minuten ab). Sonst ignorieren Sie diese Nachricht.',
    },
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One message in the patient's language, with its link as text and as a button. */
export function composeMail(
  kind: Kind,
  language: Language,
  to: string,
  link: string,
  tenantName: string,
): MailMessage {
  const t = TEXTS[language][kind];
  const text = `${tenantName}\n\n${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#1f2937">
<p><strong>${escapeHtml(tenantName)}</strong></p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="background:#3173D6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.outro)}</p></body></html>`;
  return { to, subject: t.subject, text, html, link };
}
