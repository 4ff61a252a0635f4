import { useId } from 'react';
import { MESSAGES } from '@chartbench/core';
import { SymbolInput } from '../SymbolInput/SymbolInput';
import { Heading, Hint, Link, Screen } from './InvalidSymbol.styles';
import { useHeadingTag } from '../theme/headings';

/** Props of {@link InvalidSymbol}. */
export interface InvalidSymbolProps {
  /** The symbol that has no data, as the user entered it. */
  readonly symbol: string;
  /** Called with a new symbol to try. */
  readonly onSubmit: (input: string) => void;
  /** Where the "request a symbol" link goes (spec 3 §2.13: /support/symbolrequest.html). */
  readonly requestSymbolHref?: string;
}

/** The invalid-symbol screen of spec 3 §2.1: the message, a field to try a new symbol, and a request link. */
export function InvalidSymbol({
  symbol,
  onSubmit,
  requestSymbolHref = '/support/symbolrequest.html',
}: InvalidSymbolProps) {
  const headingId = useId();
  const headingTag = useHeadingTag(0);
  return (
    <Screen aria-labelledby={headingId}>
      <Heading as={headingTag} id={headingId}>
        {MESSAGES.symbol.invalid(symbol)}
      </Heading>
      <Hint>Check the spelling, or try a new symbol.</Hint>
      <SymbolInput symbol="" label="Try a new symbol" onSubmit={onSubmit} />
      <Link href={requestSymbolHref}>Request a symbol</Link>
    </Screen>
  );
}
