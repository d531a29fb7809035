import { NEW_ENCOUNTER_ID, type Language } from '@portal/contract';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderMailRow } from './orders.repository';

/** Made by migration 013. */
export const ORDER_MAIL_QUEUE = 'order-mail';

/** What placing an order hands to the job: ids only (the job looks the address and the kit up). */
export type OrderMailJob = { tenantId: string; orderId: string };

interface Text {
  subject: string;
  intro: string;
  kit: string;
  deliverTo: string;
  reference: string;
}

const TEXTS: Record<Language, Text> = {
  en: {
    subject: 'Your test kit order is confirmed',
    intro: 'We have received your order and will send the kit to the address below.',
    kit: 'Test kit',
    deliverTo: 'Delivery address',
    reference: 'Order reference',
  },
  es: {
    subject: 'Su pedido del kit de prueba está confirmado',
    intro: 'Hemos recibido su pedido y enviaremos el kit a la dirección indicada abajo.',
    kit: 'Kit de prueba',
    deliverTo: 'Dirección de entrega',
    reference: 'Referencia del pedido',
  },
  de: {
    subject: 'Ihre Testkit-Bestellung ist bestätigt',
    intro: 'Wir haben Ihre Bestellung erhalten und senden das Kit an die unten stehende Adresse.',
    kit: 'Testkit',
    deliverTo: 'Lieferadresse',
    reference: 'Bestellnummer',
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The patient's confirmation in their own language, with the kit and the delivery address. */
export function composeOrderMail(d: OrderMailRow, publicUrl: string): MailMessage {
  const t = TEXTS[d.language];
  const kit = `${d.custom_test_name ?? d.test_name} (${d.manufacture_name})`;
  const address = [
    d.recipient_name,
    d.address_line1,
    d.address_line2,
    `${d.postal_code} ${d.city}`,
    new Intl.DisplayNames([d.language], { type: 'region' }).of(d.country) ?? d.country,
  ].filter((l) => l !== '');
  const link = `${publicUrl}/order-test/${d.service_id}/${d.encounter_id ?? NEW_ENCOUNTER_ID}`;
  const text = `${d.tenant_name}\n\n${t.subject}\n${t.intro}\n\n${t.kit}: ${kit}\n${t.deliverTo}:\n${address.join('\n')}\n${t.reference}: ${d.id}\n\n${link}\n`;
  const html = `<!doctype html><html lang="${d.language}"><body style="font-family:sans-serif;color:#1f2937">
<p><strong>${escapeHtml(d.tenant_name)}</strong></p><p>${escapeHtml(t.subject)}</p><p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.kit)}: ${escapeHtml(kit)}</p>
<p>${escapeHtml(t.deliverTo)}:<br>${address.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(t.reference)}: ${escapeHtml(d.id)}</p></body></html>`;
  return { to: d.email, subject: t.subject, text, html, link };
}
