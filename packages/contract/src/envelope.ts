import { z } from 'zod';

/** Every answer of the API has this shape (SPEC.md section 7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ IsOK: z.literal(true), Data: data, Message: z.string().optional() });

/** Every error answer: one shape, a clear Message and the request id to quote to support. */
export const ApiError = z.object({
  IsOK: z.literal(false),
  Message: z.string(),
  RequestId: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Empty = z.object({}).strict();
