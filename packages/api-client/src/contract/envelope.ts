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

/** How many items each list read by {@link itemList} skipped, keyed by the list it gave. */
const skippedByList = new WeakMap<object, number>();

/**
 * A list of records in a reply, as lenient as spec 1 §5 and §8: an item that is not a valid record is skipped
 * and counted, not the whole reply refused, so a backend other than ours with one odd row still works. The
 * count is read with {@link skippedItemsOf} (the client reports it).
 */
export const itemList = <Item extends z.ZodType>(item: Item) =>
  z.array(z.unknown()).transform((items) => {
    const kept: z.output<Item>[] = [];
    for (const raw of items) {
      const parsed = item.safeParse(raw);
      if (parsed.success) kept.push(parsed.data);
    }
    if (kept.length < items.length) skippedByList.set(kept, items.length - kept.length);
    return kept;
  });

/** The items an {@link itemList} left out of this list (0 for any other value). */
export function skippedItemsOf(list: unknown): number {
  return typeof list === 'object' && list !== null ? (skippedByList.get(list) ?? 0) : 0;
}
