import type { CardFlag } from '@portal/reader';

export interface CardCheckRequest {
  image: ImageData;
}

/** The check's answer, or null when it failed on this frame (the next frame is checked anyway). */
export type CardCheckReply = { ready: boolean; flags: CardFlag[] } | null;
