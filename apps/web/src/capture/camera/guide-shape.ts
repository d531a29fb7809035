import type { KitTemplate, TemplateRect } from '@portal/contract';

export interface GuideRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The guide in the video's own pixels: the device's outline and where its result is read. */
export interface GuideShape {
  width: number;
  height: number;
  body: GuideRect & { radius: number };
  readingArea: GuideRect;
  /** The device is drawn turned a quarter, so that its long side lies along the frame's. */
  turned: boolean;
}

/**
 * Share of the frame's short side the device's long side spans in the guide: more than the live check's
 * minimum (65%), with room left around it.
 */
export const GUIDE_FILL = 0.82;

const readingRect = (template: KitTemplate): TemplateRect =>
  template.kind === 'cassette' ? template.window.rect : template.display.rect;

/** A device held to fill the guide passes the live check's size rule; its long side follows the frame's. */
export function guideShape(template: KitTemplate, frameWidth: number, frameHeight: number): GuideShape {
  const { width: bodyW, height: bodyH, cornerRadius } = template.body;
  const frameLandscape = frameWidth >= frameHeight;
  const deviceLandscape = bodyW >= bodyH;
  const turned = frameLandscape !== deviceLandscape;
  const scale = (GUIDE_FILL * Math.min(frameWidth, frameHeight)) / Math.max(bodyW, bodyH);
  const drawnW = (turned ? bodyH : bodyW) * scale;
  const drawnH = (turned ? bodyW : bodyH) * scale;
  const left = (frameWidth - drawnW) / 2;
  const top = (frameHeight - drawnH) / 2;
  const area = readingRect(template);
  // A quarter turn clockwise: template (x, y) lands at (bodyH - y - h, x) before scaling.
  const readingArea = turned
    ? {
        x: left + (bodyH - area.y - area.height) * scale,
        y: top + area.x * scale,
        width: area.height * scale,
        height: area.width * scale,
      }
    : {
        x: left + area.x * scale,
        y: top + area.y * scale,
        width: area.width * scale,
        height: area.height * scale,
      };
  return {
    width: frameWidth,
    height: frameHeight,
    body: { x: left, y: top, width: drawnW, height: drawnH, radius: cornerRadius * scale },
    readingArea,
    turned,
  };
}
