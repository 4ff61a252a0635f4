import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { columnTypes } from './column-types';
import type { NamedMigration } from './types';

/** The first schema: members, chart lists, charts, styles, alerts, notifications, style cache, links, outbox. */
export const membersAndContentMigration: NamedMigration = {
  name: '0001-members-and-content',
  async up(db, engine) {
    const t = columnTypes(engine);
    const id = (c: ColumnDefinitionBuilder) =>
      t.autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey();
    await db.schema
      .createTable('members')
      .addColumn('chart_code', 'integer', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('member_type', 'text', (c) => c.notNull())
      .addColumn('member_rt', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('options_add_on', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('default_style_rec_id', 'integer')
      .execute();
    await db.schema
      .createTable('chart_lists')
      .addColumn('rec_id', t.serial, id)
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('list_num', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('chart_lists_member_list', ['chart_code', 'list_num'])
      .execute();
    await db.schema
      .createTable('favorites')
      .addColumn('rec_id', t.serial, id)
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('list_num', 'integer', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('style', 'text', (c) => c.notNull())
      .addColumn('annotations', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('favorites_member_list')
      .on('favorites')
      .columns(['chart_code', 'list_num'])
      .execute();
    await db.schema
      .createTable('chart_styles')
      .addColumn('rec_id', t.serial, id)
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('style_id', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('button_location', 'integer')
      .addColumn('button_color', 'text')
      .addColumn('button_label', 'text')
      .execute();
    await db.schema
      .createTable('price_alerts')
      .addColumn('rec_id', t.serial, id)
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('price', t.double, (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notification_type', 'integer', (c) => c.notNull())
      .addColumn('is_running', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_fired', 'text')
      .execute();
    await db.schema
      .createTable('advanced_alerts')
      .addColumn('rec_id', t.serial, id)
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('alert', 'text', (c) => c.notNull())
      .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_fired', 'text')
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('predefined_alerts')
      .addColumn('rec_id', t.serial, id)
      .addColumn('alert_name', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('last_alert', 'text', (c) => c.notNull())
      .addColumn('is_bearish', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('locations', 'text', (c) => c.notNull())
      .addColumn('severity', 'integer', (c) => c.notNull())
      .addColumn('start_date', t.time, (c) => c.notNull())
      .addColumn('end_date', t.time, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('notification_dismissals')
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('notification_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_dismissals_pk', ['chart_code', 'notification_id'])
      .execute();
    await db.schema
      .createTable('style_cache')
      .addColumn('id', t.serial, id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('xml', 'text', (c) => c.notNull())
      .addColumn('chart_code', 'integer')
      .addColumn('created_at', t.time, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('short_urls')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('long_url', 'text', (c) => c.notNull())
      .addColumn('created_at', t.time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('short_urls_long_url').on('short_urls').column('long_url').execute();
    await db.schema
      .createTable('outbox')
      .addColumn('id', t.serial, id)
      .addColumn('chart_code', 'integer')
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('link_workbench', 'text', (c) => c.notNull())
      .addColumn('link_chart', 'text', (c) => c.notNull())
      .addColumn('comments', 'text', (c) => c.notNull())
      .addColumn('sent_at', t.time, (c) => c.notNull())
      .execute();
    // Style cache ids are shown to users as p1000 and up, so they never look like the special id p0.
    if (engine === 'postgres') await sql`alter sequence style_cache_id_seq restart with 1000`.execute(db);
    else await sql`insert into sqlite_sequence (name, seq) values ('style_cache', 999)`.execute(db);
  },
};
