import type { Language } from '@portal/contract';
import type { MailMessage } from '../../lib/mail/mailer';

type Kind = 'signed' | 'withdrawn';

const TEXTS: Record<Language, Record<Kind, { subject: string; body: string }>> = {
  en: {
    signed: {
      subject: 'Your signed Informed Consent',
      body: 'Thank you for joining the research study. Your signed copy of the Informed Consent is attached. You can download it again and withdraw your consent at any time under Records.',
    },
    withdrawn: {
      subject: 'Your consent was withdrawn',
      body: 'We confirm that you withdrew your consent to the research study. From now on the study receives no new data from you.',
    },
  },
  es: {
    signed: {
      subject: 'Su consentimiento informado firmado',
      body: 'Gracias por unirse al estudio de investigación. Adjuntamos su copia firmada del consentimiento informado. Puede descargarla de nuevo y retirar su consentimiento en cualquier momento en Registros.',
    },
    withdrawn: {
      subject: 'Su consentimiento fue retirado',
      body: 'Confirmamos que retiró su consentimiento al estudio de investigación. A partir de ahora el estudio no recibe datos nuevos suyos.',
    },
  },
  de: {
    signed: {
      subject: 'Ihre unterschriebene Einwilligungserklärung',
      body: 'Danke für Ihre Teilnahme an der Forschungsstudie. Ihre unterschriebene Kopie der Einwilligungserklärung ist angehängt. Unter Unterlagen können Sie sie jederzeit erneut herunterladen und Ihre Einwilligung widerrufen.',
    },
    withdrawn: {
      subject: 'Ihre Einwilligung wurde widerrufen',
      body: 'Wir bestätigen, dass Sie Ihre Einwilligung zur Forschungsstudie widerrufen haben. Ab jetzt erhält die Studie keine neuen Daten von Ihnen.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The patient's mail about a consent: the signed copy attached, or the withdrawal confirmed. */
export function consentMail(
  kind: Kind,
  to: string,
  language: Language,
  publicUrl: string,
  pdf?: Buffer,
): MailMessage {
  const text = TEXTS[language][kind];
  const link = `${publicUrl}/patient/consents`;
  return {
    to,
    subject: text.subject,
    text: `${text.body}\n\n${link}\n`,
    html: `<p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    link,
    ...(pdf
      ? { attachments: [{ filename: 'informed-consent.pdf', content: pdf, contentType: 'application/pdf' }] }
      : {}),
  };
}
