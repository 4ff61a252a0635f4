import type { MemberTypeCode } from '@chartbench/api-client/contract';

/** A member as the server knows it. */
export interface Member {
  readonly chartCode: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly memberType: MemberTypeCode;
  readonly memberRT: number;
  readonly hasOptionsAddOn: boolean;
  readonly defaultStyleRecId: number | null;
}

/** A member with the password hash, for login only. */
export interface MemberCredentials extends Member {
  readonly passwordHash: string;
}

/** A stored chart list. */
export interface ChartList {
  readonly recId: number;
  readonly chartCode: number;
  readonly listNum: number;
  readonly name: string;
  readonly isReadOnly: boolean;
}

/** A stored chart. */
export interface Favorite {
  readonly recId: number;
  readonly chartCode: number;
  readonly listNum: number;
  readonly symbol: string;
  readonly description: string;
  readonly style: string;
  readonly annotations: string;
  readonly comments: string;
}

/** A stored chart style with its optional button. */
export interface ChartStyle {
  readonly recId: number;
  readonly chartCode: number;
  readonly styleId: string;
  readonly description: string;
  readonly buttonLocation: number | null;
  readonly buttonColor: string | null;
  readonly buttonLabel: string | null;
}

/** A stored price alert. */
export interface PriceAlert {
  readonly recId: number;
  readonly chartCode: number;
  readonly symbol: string;
  readonly price: number;
  readonly direction: 'U' | 'D';
  readonly notes: string;
  readonly notificationType: number;
  readonly isRunning: boolean;
  readonly lastFired: string | null;
}

/** A stored advanced alert. */
export interface AdvancedAlert {
  readonly recId: number;
  readonly chartCode: number;
  readonly alert: string;
  readonly paused: boolean;
  readonly lastFired: string | null;
  readonly notes: string;
}

/** A site-wide predefined alert. */
export interface PredefinedAlert {
  readonly recId: number;
  readonly alertName: string;
  readonly symbol: string;
  readonly lastAlert: string;
  readonly isBearish: boolean;
}

/** A site notification. */
export interface SiteNotification {
  readonly id: string;
  readonly message: string;
  readonly target: string;
  readonly locations: readonly string[];
  readonly severity: number;
  readonly startDate: number;
  readonly endDate: number;
}

/** A sent e-mail kept in the outbox. */
export interface OutboxMail {
  readonly id: number;
  readonly chartCode: number | null;
  readonly toEmail: string;
  readonly linkWorkbench: string;
  readonly linkChart: string;
  readonly comments: string;
  readonly sentAt: number;
}

/** A server-side login session, found by the SHA-256 of its cookie token. */
export interface LoginSession {
  readonly tokenHash: string;
  readonly chartCode: number;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** New member fields (seeding). */
export type NewMember = Omit<MemberCredentials, 'defaultStyleRecId'>;

/** Changes to a chart; absent fields stay as they are. */
export interface FavoriteChanges {
  readonly description?: string;
  readonly style?: string;
  readonly annotations?: string;
  readonly comments?: string;
  readonly listNum?: number;
}

/** A style button's place and look. */
export interface StyleButton {
  readonly location: number;
  readonly color: string;
  readonly label: string;
}

/**
 * The storage port. Every member-owned record is read and changed through the owner's chart code, so one
 * member cannot reach another's records whatever ids a request carries. Each method is one transaction.
 */
export interface Repositories {
  readonly members: {
    byEmail(email: string): Promise<MemberCredentials | undefined>;
    byChartCode(chartCode: number): Promise<Member | undefined>;
    all(): Promise<Member[]>;
    create(member: NewMember): Promise<void>;
    setDefaultStyle(chartCode: number, recId: number): Promise<void>;
    count(): Promise<number>;
  };
  readonly chartLists: {
    list(chartCode: number): Promise<ChartList[]>;
    get(chartCode: number, listNum: number): Promise<ChartList | undefined>;
    create(chartCode: number, name: string, isReadOnly: boolean): Promise<ChartList>;
  };
  readonly favorites: {
    list(chartCode: number, listNum: number): Promise<Favorite[]>;
    bySymbol(chartCode: number, symbol: string): Promise<Favorite[]>;
    get(chartCode: number, recId: number): Promise<Favorite | undefined>;
    /**
     * The symbol and ChartNotes of any member's saved chart: a share link's `a` draws them into the chart image
     * (spec 3 §5), so this read is not limited to one member.
     */
    annotationsOf(recId: number): Promise<Pick<Favorite, 'symbol' | 'annotations'> | undefined>;
    count(chartCode: number, listNum: number): Promise<number>;
    create(
      chartCode: number,
      favorites: ReadonlyArray<Omit<Favorite, 'recId' | 'chartCode'>>,
    ): Promise<Favorite[]>;
    update(chartCode: number, recId: number, changes: FavoriteChanges): Promise<boolean>;
    delete(chartCode: number, recId: number): Promise<boolean>;
  };
  readonly chartStyles: {
    list(chartCode: number): Promise<ChartStyle[]>;
    get(chartCode: number, recId: number): Promise<ChartStyle | undefined>;
    byStyleId(chartCode: number, styleId: string): Promise<ChartStyle | undefined>;
    create(chartCode: number, styleId: string, description: string): Promise<ChartStyle>;
    update(chartCode: number, recId: number, styleId: string, description: string): Promise<boolean>;
    delete(chartCode: number, recId: number): Promise<boolean>;
    setButton(chartCode: number, recId: number, button: StyleButton | null): Promise<void>;
    moveButton(chartCode: number, fromRecId: number, toRecId: number): Promise<void>;
  };
  readonly priceAlerts: {
    list(chartCode: number): Promise<PriceAlert[]>;
    create(
      chartCode: number,
      alert: Omit<PriceAlert, 'recId' | 'chartCode' | 'isRunning' | 'lastFired'>,
    ): Promise<PriceAlert>;
    setRunning(chartCode: number, recId: number, isRunning: boolean): Promise<boolean>;
    delete(chartCode: number, recId: number): Promise<boolean>;
  };
  readonly advancedAlerts: {
    list(chartCode: number): Promise<AdvancedAlert[]>;
    create(chartCode: number, alert: Omit<AdvancedAlert, 'recId' | 'chartCode'>): Promise<AdvancedAlert>;
    setPaused(chartCode: number, recId: number, paused: boolean): Promise<boolean>;
    delete(chartCode: number, recId: number): Promise<boolean>;
  };
  readonly predefinedAlerts: {
    list(): Promise<PredefinedAlert[]>;
    create(alert: Omit<PredefinedAlert, 'recId'>): Promise<void>;
  };
  readonly notifications: {
    list(): Promise<SiteNotification[]>;
    get(id: string): Promise<SiteNotification | undefined>;
    create(notification: SiteNotification): Promise<void>;
    dismissed(chartCode: number): Promise<Set<string>>;
    dismiss(chartCode: number, id: string): Promise<void>;
  };
  readonly styleCache: {
    get(kind: 't' | 'p', id: number): Promise<string | undefined>;
    create(kind: 't' | 'p', xml: string, chartCode: number | null, now: number): Promise<number>;
    /** Writes a built-in style under its fixed permanent id (below 1000), replacing an older version. */
    putBuiltin(id: number, xml: string, now: number): Promise<void>;
  };
  readonly shortUrls: {
    byLongUrl(longUrl: string): Promise<string | undefined>;
    get(code: string): Promise<string | undefined>;
    create(code: string, longUrl: string, now: number): Promise<void>;
  };
  readonly outbox: {
    list(): Promise<OutboxMail[]>;
    /** The e-mails one member sent, newest first. */
    listFor(chartCode: number): Promise<OutboxMail[]>;
    create(mail: Omit<OutboxMail, 'id'>): Promise<void>;
  };
  readonly sessions: {
    create(session: LoginSession): Promise<void>;
    /** The session of a token hash while it has not expired at `now`. */
    get(tokenHash: string, now: number): Promise<LoginSession | undefined>;
    delete(tokenHash: string): Promise<void>;
    /** Removes every session that expired before `now`. */
    deleteExpired(now: number): Promise<void>;
  };
  readonly rateLimits: {
    /**
     * Counts `amount` (default 1) for `key` in a fixed window of `windowMs` and returns the count in the
     * current window, this amount included.
     */
    hit(key: string, now: number, windowMs: number, amount?: number): Promise<number>;
    /** The count of `key` in the current window, without counting anything. */
    peek(key: string, now: number, windowMs: number): Promise<number>;
  };
  /** Runs `work` in one transaction over the same repositories. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
