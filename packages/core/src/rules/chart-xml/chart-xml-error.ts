import { MESSAGES } from '../../catalogues/index';

/** Every chart XML parse error message begins with this (spec 2 §8). */
export const CHART_XML_ERROR_PREFIX = MESSAGES.xml.parseErrorPrefix;

/** What went wrong, one per cause that spec 2 §5 and §8 name, plus malformed XML and a bad structure. */
export type ChartXmlErrorReason =
  | 'malformedXml'
  | 'invalidStructure'
  | 'missingProperty'
  | 'invalidProperty'
  | 'badHexCode'
  | 'unknownSkin'
  | 'unknownSize'
  | 'unknownPeriod'
  | 'unknownChartType'
  | 'conflictingRange'
  | 'badDate'
  | 'badDays'
  | 'invalidFilter'
  | 'mismatchedPalette';

/** The only error `parseChartXml` throws; the message is the spec's prefix, a colon, and the cause. */
export class ChartXmlError extends Error {
  readonly reason: ChartXmlErrorReason;

  constructor(reason: ChartXmlErrorReason, cause: string) {
    super(MESSAGES.xml.parseError(cause));
    this.name = 'ChartXmlError';
    this.reason = reason;
  }
}

/** Throws a `ChartXmlError`; a helper so that checks read as one line. */
export function failChartXml(reason: ChartXmlErrorReason, cause: string): never {
  throw new ChartXmlError(reason, cause);
}
