import sanitizeHtml from 'sanitize-html';

/** What a kit's description and "what's included" may hold: text structure and plain links, nothing active. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeProfileHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
