export { NO_INTRADAY_LOCK, NoIntraday } from './NoIntraday';
