import type { CardFlag } from '@portal/reader';

export interface CardCheckRequest {
  image: ImageData;
}

export interface CardCheckReply {
  ready: boolean;
  flags: CardFlag[];
}
