/** Main thread → decoder worker: one camera frame. */
export interface DecodeRequest {
  image: ImageData;
}

/** Decoder worker → main thread: the text of the first valid GS1 code (see kitCodeText), or null. */
export interface DecodeReply {
  text: string | null;
  decodeMs: number;
  error?: string;
}
