import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { Repositories } from './repositories';
import { createSessionStores } from './session-stores';
import {
  toAdvancedAlert,
  toChartList,
  toChartStyle,
  toFavorite,
  toMember,
  toNotification,
  toOutboxMail,
  toPredefinedAlert,
  toPriceAlert,
} from './row-mappers';

type Db = Kysely<DatabaseSchema>;

/**
 * How an engine runs several statements as one: `work` in a transaction unless `db` already is one (kysely
 * transactions do not nest). Each engine says how its transactions stay correct under concurrency.
 */
export type Atomically = <T>(db: Db, work: (db: Db) => Promise<T>) => Promise<T>;

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }): boolean =>
  (result.numUpdatedRows ?? result.numDeletedRows ?? 0n) > 0n;

/** The tables whose rows belong to one member (`chart_code`) and are addressed by `rec_id`. */
type OwnedTable = 'favorites' | 'chart_styles' | 'price_alerts' | 'advanced_alerts';

/** Deletes a member's row; false when the member has no such row (another member's id changes nothing). */
async function deleteOwned(db: Db, table: OwnedTable, chartCode: number, recId: number): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('chart_code', '=', chartCode)
    .where('rec_id', '=', recId)
    .executeTakeFirst();
  return changed(result);
}

/**
 * The storage port through kysely, the same queries on both engines (kysely writes each dialect's SQL and
 * parameterises every value); `atomically` is the engine's way to run several statements as one.
 */
export function createKyselyRepositories(db: Db, atomically: Atomically): Repositories {
  return {
    members: {
      async byEmail(email) {
        const row = await db
          .selectFrom('members')
          .selectAll()
          .where('email', '=', email.trim().toLowerCase())
          .executeTakeFirst();
        return row ? toMember(row) : undefined;
      },
      async byChartCode(chartCode) {
        const row = await db
          .selectFrom('members')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .executeTakeFirst();
        if (!row) return undefined;
        const { passwordHash: _hash, ...member } = toMember(row);
        return member;
      },
      async all() {
        const rows = await db.selectFrom('members').selectAll().orderBy('chart_code').execute();
        return rows.map((row) => {
          const { passwordHash: _hash, ...member } = toMember(row);
          return member;
        });
      },
      async create(member) {
        await db
          .insertInto('members')
          .values({
            chart_code: member.chartCode,
            email: member.email.toLowerCase(),
            password_hash: member.passwordHash,
            first_name: member.firstName,
            last_name: member.lastName,
            member_type: member.memberType,
            member_rt: member.memberRT,
            options_add_on: member.hasOptionsAddOn ? 1 : 0,
            default_style_rec_id: null,
          })
          .execute();
      },
      async setDefaultStyle(chartCode, recId) {
        await db
          .updateTable('members')
          .set({ default_style_rec_id: recId })
          .where('chart_code', '=', chartCode)
          .execute();
      },
      async count() {
        const row = await db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },
    },
    chartLists: {
      async list(chartCode) {
        const rows = await db
          .selectFrom('chart_lists')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .orderBy('list_num')
          .execute();
        return rows.map(toChartList);
      },
      async get(chartCode, listNum) {
        const row = await db
          .selectFrom('chart_lists')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .where('list_num', '=', listNum)
          .executeTakeFirst();
        return row ? toChartList(row) : undefined;
      },
      create(chartCode, name, isReadOnly) {
        return atomically(db, async (trx) => {
          const last = await trx
            .selectFrom('chart_lists')
            .select((eb) => eb.fn.max('list_num').as('max'))
            .where('chart_code', '=', chartCode)
            .executeTakeFirst();
          const listNum = (last?.max ?? 0) + 1;
          const row = await trx
            .insertInto('chart_lists')
            .values({ chart_code: chartCode, list_num: listNum, name, is_read_only: isReadOnly ? 1 : 0 })
            .returningAll()
            .executeTakeFirstOrThrow();
          return toChartList(row);
        });
      },
    },
    favorites: {
      async list(chartCode, listNum) {
        const rows = await db
          .selectFrom('favorites')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .where('list_num', '=', listNum)
          .orderBy('position')
          .orderBy('rec_id')
          .execute();
        return rows.map(toFavorite);
      },
      async bySymbol(chartCode, symbol) {
        const rows = await db
          .selectFrom('favorites')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .where('symbol', '=', symbol)
          .orderBy('rec_id')
          .execute();
        return rows.map(toFavorite);
      },
      async get(chartCode, recId) {
        const row = await db
          .selectFrom('favorites')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .where('rec_id', '=', recId)
          .executeTakeFirst();
        return row ? toFavorite(row) : undefined;
      },
      async annotationsOf(recId) {
        return db
          .selectFrom('favorites')
          .select(['symbol', 'annotations'])
          .where('rec_id', '=', recId)
          .executeTakeFirst();
      },
      async count(chartCode, listNum) {
        const row = await db
          .selectFrom('favorites')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('chart_code', '=', chartCode)
          .where('list_num', '=', listNum)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },
      create(chartCode, favorites) {
        return atomically(db, async (trx) => {
          const created = [];
          for (const favorite of favorites) {
            const last = await trx
              .selectFrom('favorites')
              .select((eb) => eb.fn.max('position').as('max'))
              .where('chart_code', '=', chartCode)
              .where('list_num', '=', favorite.listNum)
              .executeTakeFirst();
            const row = await trx
              .insertInto('favorites')
              .values({
                chart_code: chartCode,
                list_num: favorite.listNum,
                symbol: favorite.symbol,
                description: favorite.description,
                style: favorite.style,
                annotations: favorite.annotations,
                comments: favorite.comments,
                position: (last?.max ?? 0) + 1,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            created.push(toFavorite(row));
          }
          return created;
        });
      },
      async update(chartCode, recId, changes) {
        const values = {
          ...(changes.description !== undefined && { description: changes.description }),
          ...(changes.style !== undefined && { style: changes.style }),
          ...(changes.annotations !== undefined && { annotations: changes.annotations }),
          ...(changes.comments !== undefined && { comments: changes.comments }),
          ...(changes.listNum !== undefined && { list_num: changes.listNum }),
        };
        if (Object.keys(values).length === 0) return (await this.get(chartCode, recId)) !== undefined;
        const result = await db
          .updateTable('favorites')
          .set(values)
          .where('chart_code', '=', chartCode)
          .where('rec_id', '=', recId)
          .executeTakeFirst();
        return changed(result);
      },
      delete: (chartCode, recId) => deleteOwned(db, 'favorites', chartCode, recId),
    },
    chartStyles: {
      async list(chartCode) {
        const rows = await db
          .selectFrom('chart_styles')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .orderBy('rec_id')
          .execute();
        return rows.map(toChartStyle);
      },
      async get(chartCode, recId) {
        const row = await db
          .selectFrom('chart_styles')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .where('rec_id', '=', recId)
          .executeTakeFirst();
        return row ? toChartStyle(row) : undefined;
      },
      async byStyleId(chartCode, styleId) {
        const row = await db
          .selectFrom('chart_styles')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .where('style_id', '=', styleId)
          .orderBy('rec_id')
          .executeTakeFirst();
        return row ? toChartStyle(row) : undefined;
      },
      async create(chartCode, styleId, description) {
        const row = await db
          .insertInto('chart_styles')
          .values({
            chart_code: chartCode,
            style_id: styleId,
            description,
            button_location: null,
            button_color: null,
            button_label: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toChartStyle(row);
      },
      async update(chartCode, recId, styleId, description) {
        const result = await db
          .updateTable('chart_styles')
          .set({ style_id: styleId, description })
          .where('chart_code', '=', chartCode)
          .where('rec_id', '=', recId)
          .executeTakeFirst();
        return changed(result);
      },
      delete: (chartCode, recId) => deleteOwned(db, 'chart_styles', chartCode, recId),
      async setButton(chartCode, recId, button) {
        await atomically(db, async (trx) => {
          if (button) {
            // A slot holds one style: whoever had it gives it up in the same transaction.
            await trx
              .updateTable('chart_styles')
              .set({ button_location: null, button_color: null, button_label: null })
              .where('chart_code', '=', chartCode)
              .where('button_location', '=', button.location)
              .where('rec_id', '!=', recId)
              .execute();
          }
          await trx
            .updateTable('chart_styles')
            .set({
              button_location: button?.location ?? null,
              button_color: button?.color ?? null,
              button_label: button?.label ?? null,
            })
            .where('chart_code', '=', chartCode)
            .where('rec_id', '=', recId)
            .execute();
        });
      },
      async moveButton(chartCode, fromRecId, toRecId) {
        await atomically(db, async (trx) => {
          const from = await trx
            .selectFrom('chart_styles')
            .selectAll()
            .where('chart_code', '=', chartCode)
            .where('rec_id', '=', fromRecId)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('chart_styles')
            .set({ button_location: null, button_color: null, button_label: null })
            .where('chart_code', '=', chartCode)
            .where('rec_id', '=', fromRecId)
            .execute();
          await trx
            .updateTable('chart_styles')
            .set({
              button_location: from.button_location,
              button_color: from.button_color,
              button_label: from.button_label,
            })
            .where('chart_code', '=', chartCode)
            .where('rec_id', '=', toRecId)
            .execute();
        });
      },
    },
    priceAlerts: {
      async list(chartCode) {
        const rows = await db
          .selectFrom('price_alerts')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .orderBy('rec_id')
          .execute();
        return rows.map(toPriceAlert);
      },
      async create(chartCode, alert) {
        const row = await db
          .insertInto('price_alerts')
          .values({
            chart_code: chartCode,
            symbol: alert.symbol,
            price: alert.price,
            direction: alert.direction,
            notes: alert.notes,
            notification_type: alert.notificationType,
            is_running: 1,
            last_fired: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toPriceAlert(row);
      },
      async setRunning(chartCode, recId, isRunning) {
        const result = await db
          .updateTable('price_alerts')
          .set({ is_running: isRunning ? 1 : 0 })
          .where('chart_code', '=', chartCode)
          .where('rec_id', '=', recId)
          .executeTakeFirst();
        return changed(result);
      },
      delete: (chartCode, recId) => deleteOwned(db, 'price_alerts', chartCode, recId),
    },
    advancedAlerts: {
      async list(chartCode) {
        const rows = await db
          .selectFrom('advanced_alerts')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .orderBy('rec_id')
          .execute();
        return rows.map(toAdvancedAlert);
      },
      async create(chartCode, alert) {
        const row = await db
          .insertInto('advanced_alerts')
          .values({
            chart_code: chartCode,
            alert: alert.alert,
            paused: alert.paused ? 1 : 0,
            last_fired: alert.lastFired,
            notes: alert.notes,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toAdvancedAlert(row);
      },
      async setPaused(chartCode, recId, paused) {
        const result = await db
          .updateTable('advanced_alerts')
          .set({ paused: paused ? 1 : 0 })
          .where('chart_code', '=', chartCode)
          .where('rec_id', '=', recId)
          .executeTakeFirst();
        return changed(result);
      },
      delete: (chartCode, recId) => deleteOwned(db, 'advanced_alerts', chartCode, recId),
    },
    predefinedAlerts: {
      async list() {
        const rows = await db
          .selectFrom('predefined_alerts')
          .selectAll()
          .orderBy('last_alert', 'desc')
          .orderBy('rec_id')
          .execute();
        return rows.map(toPredefinedAlert);
      },
      async create(alert) {
        await db
          .insertInto('predefined_alerts')
          .values({
            alert_name: alert.alertName,
            symbol: alert.symbol,
            last_alert: alert.lastAlert,
            is_bearish: alert.isBearish ? 1 : 0,
          })
          .execute();
      },
    },
    notifications: {
      async list() {
        const rows = await db
          .selectFrom('notifications')
          .selectAll()
          .orderBy('severity', 'desc')
          .orderBy('id')
          .execute();
        return rows.map(toNotification);
      },
      async get(id) {
        const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
        return row ? toNotification(row) : undefined;
      },
      async create(notification) {
        await db
          .insertInto('notifications')
          .values({
            id: notification.id,
            message: notification.message,
            target: notification.target,
            locations: notification.locations.join(','),
            severity: notification.severity,
            start_date: notification.startDate,
            end_date: notification.endDate,
          })
          .execute();
      },
      async dismissed(chartCode) {
        const rows = await db
          .selectFrom('notification_dismissals')
          .select('notification_id')
          .where('chart_code', '=', chartCode)
          .execute();
        return new Set(rows.map((row) => row.notification_id));
      },
      async dismiss(chartCode, id) {
        await db
          .insertInto('notification_dismissals')
          .values({ chart_code: chartCode, notification_id: id })
          .onConflict((oc) => oc.doNothing())
          .execute();
      },
    },
    styleCache: {
      async get(kind, id) {
        const row = await db
          .selectFrom('style_cache')
          .select('xml')
          .where('kind', '=', kind)
          .where('id', '=', id)
          .executeTakeFirst();
        return row?.xml;
      },
      async create(kind, xml, chartCode, now) {
        const row = await db
          .insertInto('style_cache')
          .values({ kind, xml, chart_code: chartCode, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      async putBuiltin(id, xml, now) {
        await db
          .insertInto('style_cache')
          .values({ id, kind: 'p', xml, chart_code: null, created_at: now })
          .onConflict((oc) => oc.column('id').doUpdateSet({ xml, kind: 'p' }))
          .execute();
      },
    },
    shortUrls: {
      async byLongUrl(longUrl) {
        const row = await db
          .selectFrom('short_urls')
          .select('code')
          .where('long_url', '=', longUrl)
          .executeTakeFirst();
        return row?.code;
      },
      async get(code) {
        const row = await db
          .selectFrom('short_urls')
          .select('long_url')
          .where('code', '=', code)
          .executeTakeFirst();
        return row?.long_url;
      },
      async create(code, longUrl, now) {
        await db.insertInto('short_urls').values({ code, long_url: longUrl, created_at: now }).execute();
      },
    },
    outbox: {
      async list() {
        const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute();
        return rows.map(toOutboxMail);
      },
      async listFor(chartCode) {
        const rows = await db
          .selectFrom('outbox')
          .selectAll()
          .where('chart_code', '=', chartCode)
          .orderBy('id', 'desc')
          .execute();
        return rows.map(toOutboxMail);
      },
      async create(mail) {
        await db
          .insertInto('outbox')
          .values({
            chart_code: mail.chartCode,
            to_email: mail.toEmail,
            link_workbench: mail.linkWorkbench,
            link_chart: mail.linkChart,
            comments: mail.comments,
            sent_at: mail.sentAt,
          })
          .execute();
      },
    },
    ...createSessionStores(db),
    transaction(work) {
      return atomically(db, (trx) => work(createKyselyRepositories(trx, atomically)));
    },
  };
}
