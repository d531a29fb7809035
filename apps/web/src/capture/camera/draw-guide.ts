import type { KitTemplate } from '@portal/contract';
import { guideShape, type GuideRect } from './guide-shape';

const SVG = 'http://www.w3.org/2000/svg';

function roundedRect({ x, y, width, height }: GuideRect, r: number): string {
  const radius = Math.min(r, width / 2, height / 2);
  return (
    `M${String(x + radius)} ${String(y)}H${String(x + width - radius)}` +
    `A${String(radius)} ${String(radius)} 0 0 1 ${String(x + width)} ${String(y + radius)}` +
    `V${String(y + height - radius)}` +
    `A${String(radius)} ${String(radius)} 0 0 1 ${String(x + width - radius)} ${String(y + height)}` +
    `H${String(x + radius)}` +
    `A${String(radius)} ${String(radius)} 0 0 1 ${String(x)} ${String(y + height - radius)}` +
    `V${String(y + radius)}` +
    `A${String(radius)} ${String(radius)} 0 0 1 ${String(x + radius)} ${String(y)}Z`
  );
}

function path(d: string, className: string): SVGPathElement {
  const element = document.createElementNS(SVG, 'path');
  element.setAttribute('d', d);
  element.setAttribute('class', className);
  return element;
}

/**
 * Draws the kit's outline (from its template) over the video, in the video's pixels: the room around it
 * dimmed, the body's outline, and the result window or display the photo must show clearly.
 */
export function drawGuide(svg: SVGSVGElement, template: KitTemplate, width: number, height: number): void {
  const shape = guideShape(template, Math.max(1, width), Math.max(1, height));
  svg.setAttribute('viewBox', `0 0 ${String(shape.width)} ${String(shape.height)}`);
  svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  const outline = roundedRect(shape.body, shape.body.radius);
  const stroke = String(Math.max(2, Math.min(shape.width, shape.height) / 160));
  const everything = `M0 0H${String(shape.width)}V${String(shape.height)}H0Z`;
  const dim = path(`${everything}${outline}`, 'camera__guide-dim');
  dim.setAttribute('fill-rule', 'evenodd');
  const body = path(outline, 'camera__guide-body');
  body.setAttribute('stroke-width', stroke);
  const reading = path(roundedRect(shape.readingArea, shape.body.radius / 3), 'camera__guide-reading');
  reading.setAttribute('stroke-width', stroke);
  svg.replaceChildren(dim, body, reading);
  svg.dataset.kind = template.kind;
}
