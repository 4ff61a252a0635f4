/**
 * Every user-facing message of the specification (spec 1 §4.7, §8; spec 2 §2, §4, §6, §8; spec 3 §2, §5, §8),
 * written once, grouped by area. Text is exact, straight quotes as the specification writes them. Templated
 * messages are small functions. A few messages whose wording the specification describes without quoting
 * are marked "wording ours" in their comment.
 */

/** Shared by apply-style, save-chart, rename and delete flows (spec 2 §6, §8; spec 3 §5, §8). */
const SELECT_CHART_LIST = 'Please select a ChartList.';
/** Shared by save-style and StyleButton forms (spec 3 §5). */
const SELECT_CHART_STYLE = 'Please select a ChartStyle.';

/** The causes a chart-data failure names (spec 3 §8). */
export type ChartDataErrorCause = 'imageData' | 'chartData' | 'priceData' | 'serverResponse';

const CHART_DATA_CAUSES: Record<ChartDataErrorCause, string> = {
  imageData: 'while loading the image data',
  chartData: 'loading the chart data',
  priceData: 'loading the price data',
  serverResponse: "processing the server's response",
};

/** Every user-facing message, by area. */
export const MESSAGES = {
  common: {
    selectChartList: SELECT_CHART_LIST,
    selectChartStyle: SELECT_CHART_STYLE,
    /** Upgrade dialogs (spec 3 §6). */
    extraAndProOnly: 'for Extra and Pro members only',
    proOnly: 'for Pro members only',
    retry: 'Retry',
    tryAgain: 'Try Again',
  },
  chart: {
    updated: 'Success! Your chart has been updated!',
    updateFailed: 'Failed to update chart.',
    loadFailed: 'Failed to load chart.',
    saved: 'Success! Your chart has been saved!',
    saveFailed: 'Failed to save chart. Please try again.',
    deleted: 'Success! Your chart has been deleted!',
    deleteFailed: 'Failed to delete chart.',
    nameLength: 'Chart name must be between 1 and 100 characters.',
    chartListReadOnly: 'This ChartList is read-only. Please select a different ChartList.',
    alreadyInChartList: 'The selected ChartList already contains this chart.',
    currentInReadOnlyList: 'The current chart belongs to a read-only ChartList.',
    /** The save form's full-list message: spec 3 §5 says it names the maximum (wording ours). */
    chartListFull: (maxCharts: number) =>
      `This ChartList is full: a ChartList can hold up to ${maxCharts} charts.`,
    symbolSaved: 'Success! This symbol has been saved to your ChartList!',
    symbolSaveFailed: 'Failed to save symbol to ChartList. Please try again.',
    noChartsWithSymbol: (symbol: string) => `You do not have any charts with ${symbol}!`,
    /** The chart image did not render within 30000 ms (spec 2 §5, §8; wording ours). */
    renderTimeout: 'The chart image took too long to load. Please try again.',
    /** Spec 1 §5.6's own sentence: a saved chart's style update without parameters is refused. */
    emptyStyleParameters: 'Saving a style update with empty parameters is an error.',
  },
  chartStyle: {
    updated: 'Success! Your ChartStyle has been updated!',
    updateFailed: 'Failed to update ChartStyle.',
    loadFailed: 'Failed to load ChartStyle.',
    listLoadFailed: 'Failed to load ChartStyles.',
    saved: 'Success! Your ChartStyle has been saved!',
    saveFailed: 'Failed to save ChartStyle. Please try again.',
    deleted: 'Success! Your ChartStyle has been deleted!',
    deleteFailed: 'Failed to delete ChartStyle.',
    nameLength: 'ChartStyle name must be between 1 and 100 characters.',
    defaultSaved: 'Success! Your default ChartStyle has been saved!',
    defaultFailed: 'Failed to set default ChartStyle.',
    /** The name suggested in set-as-default mode (spec 3 §4, §9). */
    defaultNameSuggestion: '>>Default<<',
  },
  applyStyle: {
    failed: 'Unable to update Charts with ChartStyle.',
    noneUpdated: 'No Charts were updated with ChartStyle.',
    someFailed: 'Some Charts were unable to be updated with ChartStyle.',
    succeeded: 'Success! Charts have been updated with ChartStyle!',
  },
  chartList: {
    readOnly: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    loadFailed: 'Failed to load ChartLists.',
    chartsLoadFailed: 'Failed to load charts.',
    created: 'Success! Your ChartList has been created!',
    createFailed: 'Failed to create ChartList. Please try again.',
    populateFailed: 'ChartList created successfully, but an error occurred while populating.',
    nameEmpty: 'ChartList name cannot be empty',
    nameTooLong: 'ChartList name cannot be greater than 100 characters',
    summaryLoadFailed: (listName?: string) =>
      `Unable to load ChartList Summary for ${listName?.trim() || 'this ChartList'}`,
    noMatchingRecords: 'No matching records found',
    empty: (isReadOnly: boolean) => `It looks like this ${isReadOnly ? 'read-only ' : ''}ChartList is empty!`,
    addSymbols: 'Add Symbols',
    create: 'Create ChartList',
    /** Prefix of read-only list names in menus (spec 1 §3.7). */
    readOnlyPrefix: '[READ-ONLY]',
  },
  styleButton: {
    succeeded: (action: 'added' | 'saved' | 'cleared') => `Success! Your StyleButton has been ${action}!`,
    failed: (action: 'add' | 'save' | 'clear') => `Failed to ${action} StyleButton. Please try again.`,
    selectPosition: 'Please select a button position.',
    labelLength: (maxLength: number) => `Label must be between 0 and ${maxLength} characters.`,
    selectColor: 'Please select a button color.',
  },
  alerts: {
    deleteFailed: 'Sorry, there was a problem deleting your alert, please try again.',
    refreshFailed: 'Sorry, there was a problem refreshing your alerts. We will try again in a few seconds.',
    toggleFailed: 'Sorry, there was a problem starting/pausing your alert, please try again.',
    advancedLoadFailed: 'Sorry, we failed to load your advanced alerts. We will try again in a few seconds.',
    priceLoadFailed: 'Sorry, we failed to load your price alerts. We will try again in a few seconds.',
    predefinedLoadFailed:
      'Sorry, we failed to load the predefined alerts. We will try again in a few seconds.',
    confirmDelete: 'Are you sure you wish to delete this alert?',
    createFailed: 'Failed to create alert. Please try again.',
    created: 'Success! Your alert has been created!',
    enterSymbol: 'Please enter a symbol.',
    enterValidPrice: 'Please enter a valid price.',
    messageTooLong: 'Message may not be longer than 2048 characters.',
    selectNotificationType: 'Please select a notification type.',
    createFirstAlert: 'Create Your First Alert!',
    createFirstPriceAlert: 'Create Your First Price Alert!',
    noneFound: 'No Alerts Found',
    noAlertsWithSymbol: (symbol: string) => `You do not have any alerts with ${symbol}!`,
    statusPaused: 'Paused',
    statusRunning: 'Running',
  },
  comments: {
    saved: 'Success! Your comments have been saved!',
    saveFailed: 'Failed to save comments. Please try again.',
    length: 'Chart comments must be between 0 and 2048 characters.',
    save: 'Save Comments',
    cancel: 'Cancel',
  },
  email: {
    sent: 'Email sent successfully!',
    sendFailed: 'Unable to send email. Please try again.',
    invalidAddress: 'You must enter a valid email address to share this chart',
    commentsTooLong: 'Comments must be less than 2800 characters',
  },
  link: {
    title: 'Share Chart',
    createFailed: 'Failed to create chart URL link. Please try again.',
    copied: 'A link to this chart has been copied to your clipboard!',
    copyFailed: 'Failed to copy link to clipboard. Please try again.',
    imageCopied: 'Chart image copied to clipboard successfully!',
  },
  symbol: {
    invalid: (symbol: string) => `Hmm, we couldn't find data for ${symbol}`,
    noIntraday: (symbol: string) => `Unfortunately we don't have intraday data for ${symbol}`,
    historicalNotFound: (symbol: string) => `Historical price data was not found for the symbol: ${symbol}`,
  },
  symbolSummary: {
    loadFailed: 'There was an error loading the Symbol Summary for this ticker. Please try again later.',
    unsupported:
      "Whoops! Looks like we couldn't create a Symbol Summary for that ticker. The symbol you entered is either not in our database or not supported on our Symbol Summary tool.",
    /** The note about @, : and - (spec 3 §8; wording ours). */
    unsupportedNote:
      'Symbols containing @, : or - (ratio symbols, difference symbols, user-defined indexes and others) are not supported.',
    noRecentScans: 'No Recent Scan Appearances',
  },
  options: {
    notAvailableHeading: 'Option Quotes Not Available',
    loadFailed:
      "Whoops! We're unable to load options data for the symbol you requested. That security may not trade options, or the symbol you entered could be missing or invalid. You can load a different symbol into the chart above and try again.",
    widgetFailed: "We're sorry, something went wrong. Please try again.",
    /** Demo mode of the options-analysis widget without the add-on (spec 3 §6; wording ours). */
    demoMode: (sampleSymbol: string) =>
      `Demo mode: options analysis is limited to ${sampleSymbol}. The options add-on unlocks any optionable stock.`,
  },
  chartData: {
    /** The four causes fill the one sentence; each reads "An error occurred <cause>." (spec 3 §8). */
    loadError: (cause: ChartDataErrorCause) =>
      `Hmm... An error occurred ${CHART_DATA_CAUSES[cause]}. Please reload this page. If this error persists, please contact customer support and let them know what happened.`,
    noChartData: 'No chart data found.',
    noPriceData: 'No price data found.',
    /** Thrown when chart data does not begin with 'img' (spec 3 §5). */
    imageDataInvalid: 'failed to load image data',
    /** Logged when the address parameters give no chart (spec 3 §8). */
    chartFromUrlFailed: 'unable to load chart from url parameters',
    chartNotesLoadFailed: 'Failed to load ChartNotes.',
  },
  xml: {
    parseErrorPrefix: 'Failed to parse SharpCharts2 chart XML',
    parseError: (cause: string) => `Failed to parse SharpCharts2 chart XML: ${cause}`,
  },
  settingsPanel: {
    sectionAttributes: 'ATTRIBUTES',
    sectionPerfChartSymbols: 'PERFCHART SYMBOLS',
    sectionOverlays: 'OVERLAYS',
    sectionIndicators: 'INDICATORS',
    updateChart: 'Update Chart',
    applyStyleToAll: 'Apply ChartStyle to All',
    applyStyleToCharts: 'Apply chart style to charts',
    clearComparisonSymbols: 'Clear Comparison Symbols',
    clearAllOverlays: 'Clear All Overlays',
    clearAllIndicators: 'Clear All Indicators',
    pixelsPlaceholder: 'Number of Pixels',
    /** How the date picker shows today (spec 2 §5). */
    today: '(today)',
  },
  chartListSummary: {
    applyStyle: 'Apply ChartStyle',
    loadSymbolOnly: 'Load Symbol Only',
    columns: 'Columns',
    unknownDate: 'Unknown',
  },
  optionsMode: {
    showAllColumns: 'Show All Columns',
    inTheMoney: 'In The Money',
    backToTop: 'Back To Top',
  },
  inspector: {
    /** Horizontal drag measure (spec 2 §4, spec 3 §5). */
    periods: (count: number) => `${count} periods`,
  },
  navigation: {
    moreResults: 'More Results',
  },
  library: {
    /** The member's own ChartStyles group, hidden for logged-out users (spec 3 §2.10). */
    yourChartStyles: 'Your ChartStyles',
  },
} as const;

/** The area names of MESSAGES. */
export type MessageArea = keyof typeof MESSAGES;
