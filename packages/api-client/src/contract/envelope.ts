import { z } from 'zod';

/** Every JSON reply of the contract carries these (spec 1 §7). */
export const replyBase = z.object({ success: z.boolean(), message: z.string().optional() });

/** A failed call: success false with the server's reason. */
export const failureReply = z.object({ success: z.literal(false), message: z.string() });

/** The shape of a failed reply. */
export type FailureReply = z.infer<typeof failureReply>;

/** A successful reply carrying `shape` beside success and message. */
export const successReply = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ success: z.literal(true), message: z.string().optional(), ...shape });

/** A reply with nothing beyond success and message. */
export const okReply = successReply({});
