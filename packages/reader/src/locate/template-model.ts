import type { KitTemplate } from '@portal/contract';
import { createAppearance } from '../template/appearance';
import { luminance } from '../template/colour';

export type TemplateModel = {
  readonly resolution: number;
  readonly points: readonly { u: number; v: number; expected: number }[];
};

const models = new WeakMap<KitTemplate, TemplateModel>();

/** Expected luminance of the device over its body (1 mm in from the edge), for verifying a match. */
export function templateModel(template: KitTemplate, resolution = 2): TemplateModel {
  const cached = models.get(template);
  if (cached) return cached;
  const appearance = createAppearance(template);
  const points: { u: number; v: number; expected: number }[] = [];
  const { width, height } = template.body;
  for (let v = 1 + 0.5 / resolution; v < height - 1; v += 1 / resolution) {
    for (let u = 1 + 0.5 / resolution; u < width - 1; u += 1 / resolution) {
      const look = appearance(u, v);
      if (look.region === 'outside') continue;
      points.push({ u, v, expected: luminance(look.colour) });
    }
  }
  const model = { resolution, points };
  models.set(template, model);
  return model;
}
