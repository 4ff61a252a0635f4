import {
  addPriceAlert,
  deleteAlert,
  deletePriceAlert,
  getAllPredefinedAlerts,
  getPriceAlerts,
  updateAlert,
  updatePriceAlert,
} from '@chartbench/api-client/contract';
import { isValidSymbol, LIMIT_MESSAGES } from '@chartbench/core';
import { limitsOf } from '../../members/limits';
import type { PriceAlert } from '../../storage/repositories';
import { CommandError } from '../command-error';
import type { CommandHandler } from '../context';
import { memberCommand } from '../member-command';
import { predefinedAlertToRecord, priceAlertToRecord } from '../records';
import { notFound } from './gates';

/** What the alert commands need from market data. */
export interface AlertCommandDeps {
  /** The latest price of a symbol, or undefined when the symbol is not known. */
  lastPrice(symbol: string): number | undefined;
}

/** Price, advanced and predefined alerts (spec 3 §4, §5, §7). */
export function alertCommands(deps: AlertCommandDeps): Record<string, CommandHandler> {
  const withPrice = (alert: PriceAlert) =>
    priceAlertToRecord(alert, deps.lastPrice(alert.symbol) ?? alert.price);
  return {
    'get-pricealerts': memberCommand(getPriceAlerts, async (_input, ctx) => ({
      priceAlerts: (await ctx.repositories.priceAlerts.list(ctx.member.chartCode)).map(withPrice),
    })),

    'add-pricealert': memberCommand(addPriceAlert, async (input, ctx) => {
      if (!isValidSymbol(input.symbol)) throw new CommandError(`${input.symbol} is not a valid symbol.`);
      if (deps.lastPrice(input.symbol) === undefined)
        throw new CommandError(`Hmm, we couldn't find data for ${input.symbol}`);
      const max = limitsOf(ctx.member.memberType).maxPriceAlerts;
      const alert = await ctx.repositories.transaction(async (repos) => {
        if ((await repos.priceAlerts.list(ctx.member.chartCode)).length >= max) {
          throw new CommandError(LIMIT_MESSAGES.priceAlerts(max));
        }
        return repos.priceAlerts.create(ctx.member.chartCode, {
          symbol: input.symbol,
          price: Math.round(input.alertPrice * 100) / 100,
          direction: input.alertDirection,
          notes: input.notes.trim(),
          notificationType: input.notificationType,
        });
      });
      return { priceAlert: withPrice(alert) };
    }),

    'update-pricealert': memberCommand(updatePriceAlert, async (input, ctx) => {
      if (
        !(await ctx.repositories.priceAlerts.setRunning(ctx.member.chartCode, input.recid, input.isRunning))
      )
        throw notFound('alert');
      return {};
    }),

    'delete-pricealert': memberCommand(deletePriceAlert, async (input, ctx) => {
      if (!(await ctx.repositories.priceAlerts.delete(ctx.member.chartCode, input.recid)))
        throw notFound('alert');
      return {};
    }),

    'update-alert': memberCommand(updateAlert, async (input, ctx) => {
      if (
        !(await ctx.repositories.advancedAlerts.setPaused(
          ctx.member.chartCode,
          input.recid,
          input.alertType === 2,
        ))
      )
        throw notFound('alert');
      return {};
    }),

    'delete-alert': memberCommand(deleteAlert, async (input, ctx) => {
      if (!(await ctx.repositories.advancedAlerts.delete(ctx.member.chartCode, input.recid)))
        throw notFound('alert');
      return {};
    }),

    'get-all-predefined-alerts': memberCommand(getAllPredefinedAlerts, async (_input, ctx) => ({
      predefinedAlerts: (await ctx.repositories.predefinedAlerts.list()).map(predefinedAlertToRecord),
    })),
  };
}
