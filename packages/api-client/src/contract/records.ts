import { z } from 'zod';

/** Member levels as the server names them (spec 1 §3.5). */
export const MEMBER_TYPES = ['FREE', 'BA', 'XT', 'PRO'] as const;

/** A member level. */
export type MemberTypeCode = (typeof MEMBER_TYPES)[number];

/**
 * Member data (spec 1 §3.5); `hasOptionsAddOn` is the separate options add-on flag. As lenient as the spec: the
 * e-mail may come as `userID` as well as `userId`, and a member type the product does not know reads as FREE.
 */
export const memberRecord = z.preprocess(
  (raw) =>
    raw !== null && typeof raw === 'object' && !('userId' in raw) && 'userID' in raw
      ? { ...raw, userId: (raw as { userID: unknown }).userID }
      : raw,
  z.object({
    chartCode: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    userId: z.string(),
    memberType: z
      .string()
      .transform((type): MemberTypeCode =>
        (MEMBER_TYPES as readonly string[]).includes(type) ? (type as MemberTypeCode) : 'FREE',
      ),
    memberRT: z.number().int(),
    hasOptionsAddOn: z.boolean(),
  }),
);

/** A chart list as the server returns it (spec 1 §3.7). */
export const chartListRecord = z.object({
  recID: z.number().int(),
  listNum: z.number().int(),
  name: z.string(),
  isReadOnly: z.boolean(),
});

/** A saved chart as the server returns it (spec 1 §3.8). */
export const favoriteRecord = z.object({
  recID: z.number().int(),
  listNum: z.number().int(),
  description: z.string(),
  symbol: z.string(),
  style: z.string(),
  annotations: z.string(),
  comments: z.string(),
  chartCode: z.number().int(),
});

/** A chart style as the server returns it (spec 1 §3.6); location 0 and empty colour/label mean no button. */
export const chartStyleRecord = z.object({
  recID: z.number().int(),
  styleID: z.string(),
  description: z.string(),
  // Read leniently (spec 2 §3): a backend without buttons may leave these out.
  color: z.string().default(''),
  location: z.number().int().default(0),
  label: z.string().default(''),
  chartCode: z.number().int().default(0),
  /** Spec 2 §3's other saved-ChartStyle fields, kept for core's parse (which reads odd values as none). */
  htmlSanitizedName: z.unknown().optional(),
  searchTags: z.unknown().optional(),
  styleCacheSettingsOverrides: z.unknown().optional(),
  temporaryName: z.unknown().optional(),
});

/** An advanced alert row (spec 3 §3). */
export const advancedAlertRecord = z.object({
  recid: z.number().int(),
  alert: z.string(),
  alertpaused: z.enum(['yes', 'no']),
  lastfired: z.string().optional(),
  notes: z.string().optional(),
});

/** A price alert row: an alert row plus symbol, the alert price, the latest price and direction (spec 3 §3). */
export const priceAlertRecord = advancedAlertRecord.extend({
  symbol: z.string(),
  alertPrice: z.number(),
  /** The symbol's latest price (the delta is alertPrice minus price). */
  price: z.number(),
  direction: z.enum(['U', 'D']),
  notificationType: z.number().int(),
  isRunning: z.boolean(),
});

/** The summary entry that ends a `/j-sum/sum` reply. */
export const alertCountRecord = z.object({ alertcount: z.number().int() });

/** A predefined alert (spec 3 §3). */
export const predefinedAlertRecord = z.object({
  recID: z.number().int(),
  alertName: z.string(),
  symbol: z.string(),
  lastAlert: z.string(),
  isBearish: z.boolean(),
});

/** A notification as the server sends it (spec 3 §3); dates are whole seconds since the epoch. */
export const notificationRecord = z.object({
  ID: z.string(),
  message: z.string(),
  target: z.string(),
  locations: z.array(z.string()),
  severity: z.number().int(),
  startDate: z.number().int(),
  endDate: z.number().int(),
});

/** The limits of one member level: the spec's six fields (spec 1 §3.10), and the style-button maximum if sent. */
export const memberTypeLimits = z.object({
  autoRefreshIntervalSec: z.number(),
  maxSharpChartWidthPx: z.number(),
  maxChartLists: z.number(),
  maxChartsPerChartList: z.number(),
  maxChartStyles: z.number(),
  maxPriceAlerts: z.number(),
  maxStyleButtons: z.number().optional(),
});

/** A sample chart style of `/freecharts/sample/chartstyles.json` (spec 2 §7). */
export const sampleChartStyle = z.object({
  title: z.string(),
  pcode: z.string(),
  // Spec 2 §3: only title and pcode are required.
  description: z.string().default(''),
  symbol: z.string().default(''),
  sharpChartArguments: z.string().default(''),
  membersOnly: z.boolean().default(false),
  shouldLoadSymbol: z.boolean().default(false),
});

/** A member. */
export type MemberRecord = z.infer<typeof memberRecord>;
/** A chart list. */
export type ChartListRecord = z.infer<typeof chartListRecord>;
/** A saved chart. */
export type FavoriteRecord = z.infer<typeof favoriteRecord>;
/** A chart style. */
export type ChartStyleRecord = z.infer<typeof chartStyleRecord>;
/** An advanced alert. */
export type AdvancedAlertRecord = z.infer<typeof advancedAlertRecord>;
/** A price alert. */
export type PriceAlertRecord = z.infer<typeof priceAlertRecord>;
/** A predefined alert. */
export type PredefinedAlertRecord = z.infer<typeof predefinedAlertRecord>;
/** A notification. */
export type NotificationRecord = z.infer<typeof notificationRecord>;
/** Limits of one member level. */
export type MemberTypeLimits = z.infer<typeof memberTypeLimits>;
/** A sample chart style. */
export type SampleChartStyle = z.infer<typeof sampleChartStyle>;
