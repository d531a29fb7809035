import type { KitTemplate, TemplateRect } from '@portal/contract';

/** Where the result is read: a cassette's window, an analyzer's display (template mm). */
export function readingAreaRect(template: KitTemplate): TemplateRect {
  return template.kind === 'cassette' ? template.window.rect : template.display.rect;
}
