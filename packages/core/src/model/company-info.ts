/**
 * Company information by symbol (spec 1 §3.9): exchange, end-of-day flag, name and optional market region,
 * in the get-companies-info reply's shape (the workbench's SymbolCompanyInfo port type has the same shape).
 */
import { z } from 'zod';
import { flagField, nonBlankTextField, optionalTextField } from './fields';
import { parseList, parseWith, type ParsedList } from './parse-list';

/** One symbol the server has data for, with its company information. */
export interface CompanyInfoEntry {
  readonly symbol: string;
  readonly companyInfo: {
    readonly exchange: string;
    /** End-of-day data only: no intraday charts. */
    readonly isEOD: boolean;
    readonly name: string;
    readonly marketRegion?: string;
  };
}

/** A company info record as the server sends it (spec 1 §3.9). */
export const RawCompanyInfoSchema = z.object({
  symbol: nonBlankTextField,
  companyInfo: z.object({
    exchange: z.string(),
    isEOD: flagField,
    name: z.string(),
    marketRegion: optionalTextField,
  }),
});

/** Parses one company info record; throws ModelParseError when it is invalid. */
export function parseCompanyInfo(raw: unknown): CompanyInfoEntry {
  const record = parseWith('company info', RawCompanyInfoSchema, raw);
  const { exchange, isEOD, name, marketRegion } = record.companyInfo;
  return {
    symbol: record.symbol.toUpperCase(),
    companyInfo: marketRegion ? { exchange, isEOD, name, marketRegion } : { exchange, isEOD, name },
  };
}

/** Parses company info records, skipping and counting invalid ones. */
export function parseCompaniesInfo(raw: unknown): ParsedList<CompanyInfoEntry> {
  return parseList('companies info', raw, parseCompanyInfo);
}
