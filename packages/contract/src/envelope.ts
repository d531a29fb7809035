import { z } from 'zod';

/** Every answer of the API has this shape (SPEC.md section 7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ IsOK: z.literal(true), Data: data, Message: z.string().optional() });

/**
 * Every error answer: one shape, a clear Message and the request id to quote to support. Code, when given,
 * names the situation for a screen that reacts to it (e.g. an expired reset link offers a new one).
 */
export const ApiError = z.object({
  IsOK: z.literal(false),
  Message: z.string(),
  RequestId: z.string(),
  Code: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** The ApiError.Code values a screen reacts to. */
export const API_ERROR_CODES = {
  /** A reset link that is invalid, has expired or was already used: the screen offers a new one. */
  resetLinkInvalid: 'RESET_LINK_INVALID',
} as const;

export const Empty = z.object({}).strict();
