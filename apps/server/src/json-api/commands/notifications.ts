import type { z } from 'zod';
import {
  dismissNotification,
  getCurrentNotificationsForUser,
  getListSymbolData,
} from '@chartbench/api-client/contract';
import { CommandError } from '../command-error';
import type { CommandContext, CommandHandler } from '../context';
import { MEMBER_SYMBOL_DATA_KEY } from '../dispatcher';
import { memberCommand } from '../member-command';
import { notificationToRecord } from '../records';
import { notFound } from './gates';

/** Rows of the ChartList summary for the charts of a list (symbol and chart recid), from `symbolDataRows`. */
export type SymbolDataRows = (
  charts: ReadonlyArray<{ readonly symbol: string; readonly recid: number }>,
) => ReadonlyArray<{ symbol: string }> | Promise<ReadonlyArray<{ symbol: string }>>;

type ListSymbolRows = z.input<typeof getListSymbolData.reply>['symbols'];

/** What the notification and symbol data commands need. */
export interface NotificationCommandDeps {
  readonly symbolDataRows: SymbolDataRows;
}

/** Notifications and their dismissal (spec 3 §6, §7), and the ChartList summary's symbol data. */
export function notificationCommands(deps: NotificationCommandDeps): Record<string, CommandHandler> {
  return {
    'get-current-notifications-for-user': memberCommand(
      getCurrentNotificationsForUser,
      async (input, ctx) => {
        // Not a member call: a visitor (no member) gets the notifications for everyone, none dismissed.
        const viewer = (ctx as CommandContext).member;
        const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
        const dismissed = viewer
          ? await ctx.repositories.notifications.dismissed(viewer.chartCode)
          : new Set<string>();
        const notifications = (await ctx.repositories.notifications.list()).filter(
          (notification) =>
            (notification.target === 'all' ||
              (viewer !== null && notification.target === String(viewer.chartCode))) &&
            notification.locations.includes(input.location) &&
            notification.startDate <= nowSeconds &&
            nowSeconds <= notification.endDate &&
            !dismissed.has(notification.id),
        );
        return { notifications: notifications.map(notificationToRecord) };
      },
    ),

    'dismiss-notification': memberCommand(dismissNotification, async (input, ctx) => {
      const notification = await ctx.repositories.notifications.get(input.id);
      if (!notification) throw notFound('notification');
      if (notification.target !== String(ctx.member.chartCode))
        throw new CommandError('This notification can only be hidden on this device.');
      await ctx.repositories.notifications.dismiss(ctx.member.chartCode, input.id);
      return {};
    }),

    [MEMBER_SYMBOL_DATA_KEY]: memberCommand(getListSymbolData, async (input, ctx) => {
      const list = await ctx.repositories.chartLists.get(ctx.member.chartCode, input.ln);
      if (!list) throw notFound('ChartList');
      const favorites = await ctx.repositories.favorites.list(ctx.member.chartCode, input.ln);
      // The prefix flags (not adjusted, inverted scale) are chart settings, not part of the symbol's data.
      const charts = favorites.map((favorite) => ({
        symbol: favorite.symbol.replace(/^[-_]+/, ''),
        recid: favorite.recId,
      }));
      // The rows are checked against symbolDataRowRecord when the reply is validated.
      return { symbols: [...(await deps.symbolDataRows(charts))] as ListSymbolRows };
    }),
  };
}
