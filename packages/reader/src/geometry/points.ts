import type { TemplateRect } from '@portal/contract';

/** A point in image pixels. */
export type ImagePoint = { readonly x: number; readonly y: number } & { readonly __brand: 'image' };
/** A point in template millimetres, origin at the device body's top-left corner. */
export type TemplatePoint = { readonly x: number; readonly y: number } & { readonly __brand: 'template' };

export function imagePoint(x: number, y: number): ImagePoint {
  return { x, y } as ImagePoint;
}

export function templatePoint(x: number, y: number): TemplatePoint {
  return { x, y } as TemplatePoint;
}

/** A rectangle's corners in template millimetres, clockwise on screen from its top-left. */
export function rectCorners(rect: TemplateRect): TemplatePoint[] {
  const { x, y, width, height } = rect;
  return [
    templatePoint(x, y),
    templatePoint(x + width, y),
    templatePoint(x + width, y + height),
    templatePoint(x, y + height),
  ];
}
