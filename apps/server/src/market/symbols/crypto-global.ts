import type { SymbolInfo } from '../types';
import { instrument, stock } from './define';

const crypto = (symbol: string, name: string, price: number, startPrice: number, listed: string, volatility: number, averageVolume: number, marketCap: number) =>
  instrument({
    symbol,
    name,
    exchange: 'Coinbase',
    kind: 'crypto',
    calendar: 'CRYPTO',
    price,
    startPrice,
    listed,
    volatility,
    averageVolume,
    marketCap,
    beta: 1.5,
    sector: 'Cryptocurrency',
    industry: 'Cryptocurrency',
    country: '',
  });

/** Crypto pairs traded around the clock. */
export const CRYPTO: readonly SymbolInfo[] = [
  crypto('$BTCUSD', 'Bitcoin - US Dollar', 96400, 0.1, '2010-07-18', 0.75, 38_000, 1.9e12),
  crypto('$ETHUSD', 'Ethereum - US Dollar', 3420, 1.2, '2015-08-07', 0.85, 420_000, 4.1e11),
  crypto('$SOLUSD', 'Solana - US Dollar', 205, 0.9, '2020-04-10', 1.0, 2_900_000, 9.8e10),
  crypto('$LTCUSD', 'Litecoin - US Dollar', 104, 4.3, '2013-04-28', 0.9, 1_600_000, 7.8e9),
  crypto('$XRPUSD', 'XRP - US Dollar', 2.38, 0.006, '2013-08-04', 1.0, 900_000_000, 1.37e11),
  crypto('$DOGEUSD', 'Dogecoin - US Dollar', 0.33, 0.0006, '2014-01-20', 1.1, 2_400_000_000, 4.8e10),
];

/** Companies listed in Toronto, London and Mumbai, with their calendars and universes. */
export const GLOBAL_STOCKS: readonly SymbolInfo[] = [
  stock(['RY.TO', 'Royal Bank of Canada', 'TSX', 'Financials', 'Banks', 173.5, 245, 14.8, 3.4, 0.85, '1990-01-02', 98, 'Toronto', 'ON', 'https://www.rbc.com', 11], 'TSX', 'CA', 'tsx'),
  stock(['TD.TO', 'The Toronto-Dominion Bank', 'TSX', 'Financials', 'Banks', 77.2, 135, 16.9, 5.3, 0.85, '1990-01-02', 102, 'Toronto', 'ON', 'https://www.td.com', 4], 'TSX', 'CA', 'tsx'),
  stock(['SHOP.TO', 'Shopify Inc.', 'TSX', 'Technology', 'Software', 153.0, 197, 98.0, 0, 2.0, '2015-05-21', 8, 'Ottawa', 'ON', 'https://www.shopify.com', 3.1], 'TSX', 'CA', 'tsx'),
  stock(['ENB.TO', 'Enbridge Inc.', 'TSX', 'Energy', 'Oil & Gas Midstream', 61.1, 133, 21.4, 6.0, 0.6, '1990-01-02', 11, 'Calgary', 'AB', 'https://www.enbridge.com', 3], 'TSX', 'CA', 'tsx'),
  stock(['HSBA.L', 'HSBC Holdings plc', 'LSE', 'Financials', 'Banks', 785.0, 140, 8.1, 6.6, 0.75, '1990-01-02', 211, 'London', '', 'https://www.hsbc.com', 120], 'LSE', 'GB', 'lse'),
  stock(['BP.L', 'BP p.l.c.', 'LSE', 'Energy', 'Oil & Gas Integrated', 391.5, 62, 11.5, 6.1, 0.8, '1990-01-02', 87, 'London', '', 'https://www.bp.com', 200], 'LSE', 'GB', 'lse'),
  stock(['AZN.L', 'AstraZeneca PLC', 'LSE', 'Health Care', 'Drug Manufacturers', 10480, 162, 32.6, 2.2, 0.45, '1993-05-24', 90, 'Cambridge', '', 'https://www.astrazeneca.com', 800], 'LSE', 'GB', 'lse'),
  stock(['VOD.L', 'Vodafone Group Plc', 'LSE', 'Communication Services', 'Telecom Services', 68.3, 22, 9.0, 7.3, 0.6, '1990-01-02', 92, 'Newbury', '', 'https://www.vodafone.com', 40], 'LSE', 'GB', 'lse'),
  stock(['RELIANCE.IN', 'Reliance Industries Limited', 'NSE', 'Energy', 'Oil & Gas Refining & Marketing', 1215, 196, 24.1, 0.4, 0.9, '1995-11-03', 347, 'Mumbai', 'MH', 'https://www.ril.com', 25], 'NSE', 'IN', 'nse'),
  stock(['TCS.IN', 'Tata Consultancy Services Limited', 'NSE', 'Technology', 'IT Services', 4110, 174, 30.5, 1.8, 0.6, '2004-08-25', 607, 'Mumbai', 'MH', 'https://www.tcs.com', 250], 'NSE', 'IN', 'nse'),
  stock(['INFY.IN', 'Infosys Limited', 'NSE', 'Technology', 'IT Services', 1880, 92, 28.7, 2.2, 0.7, '1995-11-03', 317, 'Bengaluru', 'KA', 'https://www.infosys.com', 6], 'NSE', 'IN', 'nse'),
];
