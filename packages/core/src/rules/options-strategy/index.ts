export type { OptionKind, BlackScholesInputs, OptionGreeks } from './black-scholes';
export { blackScholes, normalCdf, normalPdf } from './black-scholes';
export type { OptionStrategyId, StrategyLegSpec, OptionStrategyDefinition } from './strategies';
export {
  OPTION_STRATEGIES,
  DEFAULT_OPTION_STRATEGY,
  optionStrategy,
  defaultStrategyStrikes,
  pickStrategyStrike,
} from './strategies';
export type {
  OptionMarket,
  PositionLeg,
  StrategyPosition,
  ProfitRange,
  LegGreeks,
  PayoffCurves,
} from './payoff';
export {
  OPTION_CONTRACT_SIZE,
  PAYOFF_CURVE_POINTS,
  strategyPosition,
  payoffAtExpiry,
  payoffToday,
  breakEvens,
  profitRange,
  positionGreeks,
  payoffCurves,
} from './payoff';
export type { StrategyChoice, StrategyAnalysis, StrategyUnavailable } from './analysis';
export {
  MIN_DEFAULT_DAYS_TO_EXPIRY,
  analyseStrategy,
  chainSourceNote,
  defaultStrategyExpiration,
  formatProfit,
  legLabel,
} from './analysis';
