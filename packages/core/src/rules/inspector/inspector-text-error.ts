import { MESSAGES } from '../../catalogues/index';

/** The user-facing messages of inspector parsing (spec 3 §5 and §8), from the message catalogue. */
export const INSPECTOR_ERROR_MESSAGES = {
  noImageData: MESSAGES.chartData.imageDataInvalid,
  noChartData: MESSAGES.chartData.noChartData,
  noPriceData: MESSAGES.chartData.noPriceData,
} as const;

/** The message kinds an inspector parse can fail with. */
export type InspectorErrorKind = keyof typeof INSPECTOR_ERROR_MESSAGES;

/** The only error `parseInspectorText` throws: a spec message plus the line and cause in `detail`. */
export class InspectorTextError extends Error {
  readonly kind: InspectorErrorKind;
  readonly detail: string;

  constructor(kind: InspectorErrorKind, detail: string) {
    super(INSPECTOR_ERROR_MESSAGES[kind]);
    this.name = 'InspectorTextError';
    this.kind = kind;
    this.detail = detail;
  }
}
