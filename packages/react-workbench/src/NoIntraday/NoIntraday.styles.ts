// The no-intraday screen takes the invalid-symbol screen's frame, heading and hint (spec 1 §9: 900 by 400).
export { Heading, Hint, Screen } from '../InvalidSymbol/InvalidSymbol.styles';
