import { MESSAGES } from './messages';

/** Every message as text: constants as they are, templates filled with sample arguments. */
function flatten(): string[] {
  const out: string[] = [];
  for (const area of Object.values(MESSAGES)) {
    for (const value of Object.values(area) as unknown[]) {
      if (typeof value === 'string') out.push(value);
      else if (typeof value === 'function') out.push(String((value as (a: unknown) => string)('{x}')));
    }
  }
  return out;
}

// Copied from the specification: spec 1 §4.7, §8; spec 2 §2, §5, §6, §8; spec 3 §2, §5, §8.
const SPEC_MESSAGES = [
  'Success! Your chart has been updated!',
  'Failed to update chart.',
  "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
  'Failed to load chart.',
  'Failed to load ChartStyle.',
  'Failed to load ChartNotes.',
  'Failed to update ChartStyle.',
  'Success! Your ChartStyle has been updated!',
  'Please select a ChartList.',
  'No matching records found',
  'Sorry, there was a problem deleting your alert, please try again.',
  'Sorry, there was a problem refreshing your alerts. We will try again in a few seconds.',
  'Sorry, there was a problem starting/pausing your alert, please try again.',
  'Sorry, we failed to load your advanced alerts. We will try again in a few seconds.',
  'Sorry, we failed to load your price alerts. We will try again in a few seconds.',
  'Sorry, we failed to load the predefined alerts. We will try again in a few seconds.',
  'Are you sure you wish to delete this alert?',
  'Failed to create alert. Please try again.',
  'Success! Your alert has been created!',
  'Failed to save comments. Please try again.',
  'Success! Your comments have been saved!',
  'Failed to set default ChartStyle.',
  'Success! Your default ChartStyle has been saved!',
  'Failed to load ChartLists.',
  'Failed to load charts.',
  'Failed to load ChartStyles.',
  'Unable to update Charts with ChartStyle.',
  'No Charts were updated with ChartStyle.',
  'Some Charts were unable to be updated with ChartStyle.',
  'Success! Charts have been updated with ChartStyle!',
  'Failed to create ChartList. Please try again.',
  'ChartList created successfully, but an error occurred while populating.',
  'Success! Your ChartList has been created!',
  'Failed to delete chart.',
  'Failed to delete ChartStyle.',
  'Failed to save symbol to ChartList. Please try again.',
  'Success! Your chart has been saved!',
  'Success! Your chart has been deleted!',
  'Success! Your ChartStyle has been saved!',
  'Success! Your ChartStyle has been deleted!',
  'Success! This symbol has been saved to your ChartList!',
  'Failed to save chart. Please try again.',
  'Email sent successfully!',
  'Unable to send email. Please try again.',
  'Failed to create chart URL link. Please try again.',
  'A link to this chart has been copied to your clipboard!',
  'Failed to copy link to clipboard. Please try again.',
  'Chart image copied to clipboard successfully!',
  'There was an error loading the Symbol Summary for this ticker. Please try again later.',
  "Whoops! Looks like we couldn't create a Symbol Summary for that ticker. The symbol you entered is either not in our database or not supported on our Symbol Summary tool.",
  'Option Quotes Not Available',
  "Whoops! We're unable to load options data for the symbol you requested. That security may not trade options, or the symbol you entered could be missing or invalid. You can load a different symbol into the chart above and try again.",
  "We're sorry, something went wrong. Please try again.",
  'No Recent Scan Appearances',
  'No Alerts Found',
  'No chart data found.',
  'No price data found.',
  'Chart comments must be between 0 and 2048 characters.',
  'ChartList name cannot be empty',
  'ChartList name cannot be greater than 100 characters',
  'Please enter a symbol.',
  'Please enter a valid price.',
  'Message may not be longer than 2048 characters.',
  'Please select a notification type.',
  'Chart name must be between 1 and 100 characters.',
  'ChartStyle name must be between 1 and 100 characters.',
  'This ChartList is read-only. Please select a different ChartList.',
  'The selected ChartList already contains this chart.',
  'The current chart belongs to a read-only ChartList.',
  'Failed to save ChartStyle. Please try again.',
  'Please select a ChartStyle.',
  'Please select a button position.',
  'Please select a button color.',
  'You must enter a valid email address to share this chart',
  'Comments must be less than 2800 characters',
  'Create Your First Alert!',
  'Create Your First Price Alert!',
  'failed to load image data',
  'unable to load chart from url parameters',
  'Number of Pixels',
  '(today)',
  '>>Default<<',
  'Share Chart',
  'Add Symbols',
  'Create ChartList',
  'Update Chart',
  'Apply ChartStyle to All',
  'Clear Comparison Symbols',
  'Clear All Overlays',
  'Clear All Indicators',
  'Your ChartStyles',
  'More Results',
  'Load Symbol Only',
  'Columns',
];

describe('spec 1 §8, spec 2 §8, spec 3 §8 messages', () => {
  const all = flatten();

  it.each(SPEC_MESSAGES)('has %j exactly once', (message) => {
    expect(all.filter((m) => m === message)).toHaveLength(1);
  });

  it('writes no message twice', () => {
    const seen = new Set<string>();
    const duplicates = all.filter((m) => (seen.has(m) ? true : (seen.add(m), false)));
    expect(duplicates).toEqual([]);
  });

  it('uses no curly quotes: the specification writes straight ones', () => {
    for (const m of all) expect(m).not.toMatch(/[\u2018\u2019\u201c\u201d]/);
  });

  it.each([
    [MESSAGES.symbol.invalid('XYZ'), "Hmm, we couldn't find data for XYZ"],
    [MESSAGES.symbol.noIntraday('$SPX'), "Unfortunately we don't have intraday data for $SPX"],
    [MESSAGES.symbol.historicalNotFound('IBM'), 'Historical price data was not found for the symbol: IBM'],
    [MESSAGES.alerts.noAlertsWithSymbol('IBM'), 'You do not have any alerts with IBM!'],
    [MESSAGES.chart.noChartsWithSymbol('IBM'), 'You do not have any charts with IBM!'],
    [MESSAGES.chartList.summaryLoadFailed('Tech'), 'Unable to load ChartList Summary for Tech'],
    [MESSAGES.chartList.summaryLoadFailed(), 'Unable to load ChartList Summary for this ChartList'],
    [MESSAGES.chartList.summaryLoadFailed('  '), 'Unable to load ChartList Summary for this ChartList'],
    [MESSAGES.chartList.empty(true), 'It looks like this read-only ChartList is empty!'],
    [MESSAGES.chartList.empty(false), 'It looks like this ChartList is empty!'],
    [MESSAGES.styleButton.succeeded('added'), 'Success! Your StyleButton has been added!'],
    [MESSAGES.styleButton.succeeded('cleared'), 'Success! Your StyleButton has been cleared!'],
    [MESSAGES.styleButton.failed('save'), 'Failed to save StyleButton. Please try again.'],
    [MESSAGES.styleButton.labelLength(2), 'Label must be between 0 and 2 characters.'],
    [MESSAGES.inspector.periods(12), '12 periods'],
    [MESSAGES.xml.parseError('unknown skin'), 'Failed to parse SharpCharts2 chart XML: unknown skin'],
    [
      MESSAGES.chartData.loadError('imageData'),
      'Hmm... An error occurred while loading the image data. Please reload this page. If this error persists, please contact customer support and let them know what happened.',
    ],
    [
      MESSAGES.chartData.loadError('serverResponse'),
      "Hmm... An error occurred processing the server's response. Please reload this page. If this error persists, please contact customer support and let them know what happened.",
    ],
  ])('templated message reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('starts every XML parse error with the spec prefix', () => {
    expect(MESSAGES.xml.parseError('x').startsWith(MESSAGES.xml.parseErrorPrefix)).toBe(true);
  });
});
