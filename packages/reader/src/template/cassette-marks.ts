import type { CassetteTemplate } from '@portal/contract';

export const MARK_HEIGHT_MM = 2.1;
export const MARK_WIDTH_MM = 1.5;

/** Where the letter of each line is printed: left of the window, centred on the line. */
export function lineMarkOrigin(template: CassetteTemplate, position: number): { x: number; y: number } {
  const { rect } = template.window;
  return { x: rect.x - 1.2 - MARK_WIDTH_MM, y: rect.y + position - MARK_HEIGHT_MM / 2 };
}
