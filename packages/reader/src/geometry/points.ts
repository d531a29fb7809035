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
