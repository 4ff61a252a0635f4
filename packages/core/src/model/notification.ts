/**
 * Site notifications (spec 3 §3, §5, §6, §9): the server record, the shown form, and acceptance: every rule of
 * spec 3 §5, with the cookie-dismissed ids and the current time passed in.
 */
import { z } from 'zod';

/** A notification as shown (spec 3 §3). */
export interface ShownNotification {
  readonly id: string;
  /** 0-5; higher shows first. */
  readonly severity: number;
  /** Dismissible on the server only when its target is the current chart code (spec 3 §6). */
  readonly isDismissible: boolean;
  readonly message: string;
  /** The end of its window, in ms since the epoch. */
  readonly endTime: number;
}

/** A notification record as the server sends it (spec 3 §3). Checked field by field by acceptNotifications. */
export const RawNotificationSchema = z.object({
  ID: z.unknown(),
  message: z.unknown(),
  target: z.unknown(),
  locations: z.unknown(),
  severity: z.unknown(),
  startDate: z.unknown(),
  endDate: z.unknown(),
});

/** Why a notification was not accepted. */
export type NotificationRejection =
  | 'malformed'
  | 'supportLocation'
  | 'invalidWindow'
  | 'outsideWindow'
  | 'blankId'
  | 'duplicateId'
  | 'dismissed'
  | 'invalidSeverity'
  | 'blankMessage';

/** What acceptance needs besides the records. */
export interface NotificationContext {
  /** The current time, ms since the epoch. */
  readonly now: number;
  /** Ids hidden by the dismissal cookie. */
  readonly dismissedIds: ReadonlySet<string> | readonly string[];
  /** The current member's chart code (0 or null when logged out). */
  readonly chartCode: number | null;
}

/** The accepted notifications and each rejected one with its reason (spec 3 §5: logged and dropped). */
export interface AcceptedNotifications {
  readonly items: ShownNotification[];
  readonly rejected: Array<{ readonly index: number; readonly reason: NotificationRejection }>;
  /** How many were malformed (not of the record's shape), for the warning of spec 3 §5. */
  readonly malformed: number;
}

const isWholeSecond = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function locationsOf(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => entry.trim().toLowerCase());
  if (typeof value === 'string') return value.split(',').map((entry) => entry.trim().toLowerCase());
  return [];
}

/**
 * Applies every acceptance rule of spec 3 §5 in order: a support location, a start/end that is not a whole
 * number of at least 0, now outside the window, a blank or duplicated ID, a cookie dismissal, a severity not
 * 0-5, a blank message. Never throws.
 */
export function acceptNotifications(raw: unknown, context: NotificationContext): AcceptedNotifications {
  const items: ShownNotification[] = [];
  const rejected: Array<{ index: number; reason: NotificationRejection }> = [];
  const dismissed =
    context.dismissedIds instanceof Set
      ? context.dismissedIds
      : new Set(context.dismissedIds as readonly string[]);
  const seen = new Set<string>();
  let malformed = 0;
  const list = Array.isArray(raw) ? raw : [];
  list.forEach((entry, index) => {
    const reject = (reason: NotificationRejection) => rejected.push({ index, reason });
    const parsed = RawNotificationSchema.safeParse(entry);
    if (!parsed.success) {
      malformed += 1;
      return reject('malformed');
    }
    const record = parsed.data;
    if (locationsOf(record.locations).includes('support')) return reject('supportLocation');
    if (!isWholeSecond(record.startDate) || !isWholeSecond(record.endDate)) return reject('invalidWindow');
    const start = record.startDate * 1000;
    const end = record.endDate * 1000;
    if (context.now < start || context.now > end) return reject('outsideWindow');
    const id =
      typeof record.ID === 'string'
        ? record.ID.trim()
        : typeof record.ID === 'number'
          ? String(record.ID)
          : '';
    if (id === '') return reject('blankId');
    if (seen.has(id)) return reject('duplicateId');
    seen.add(id);
    if (dismissed.has(id)) return reject('dismissed');
    if (
      typeof record.severity !== 'number' ||
      !Number.isInteger(record.severity) ||
      record.severity < 0 ||
      record.severity > 5
    ) {
      return reject('invalidSeverity');
    }
    const message = typeof record.message === 'string' ? record.message.trim() : '';
    if (message === '') return reject('blankMessage');
    const target = record.target === null || record.target === undefined ? '' : String(record.target).trim();
    items.push({
      id,
      severity: record.severity,
      isDismissible: !!context.chartCode && context.chartCode > 0 && target === String(context.chartCode),
      message,
      endTime: end,
    });
  });
  return { items, rejected, malformed };
}
