import {
  earningsBannerText,
  extendedHoursQuote,
  formatLargeNumber,
  formatNumber,
  formatPercentChange,
  formatPrice,
  isLoggedIn,
  summaryCountry,
  type Member,
  type SymbolSummary,
} from '@chartbench/core';
import { Button } from '../shared/shared.styles';
import { Banner, Change, Flag, HeaderRow, Meta, Name, Price, QuoteLine } from './SymbolSummary.styles';
import { useHeadingTag } from '../../theme/headings';

/** Props of {@link SummaryHeader}. */
export interface SummaryHeaderProps {
  readonly summary: SymbolSummary;
  readonly todayIso: string;
  readonly member: Member | null;
  readonly onAddToChartList: () => void;
  readonly onCreateAlert: () => void;
  readonly onCreateAccount: () => void;
}

const tone = (value: number | undefined) =>
  value === undefined || value === 0 ? 'flat' : value > 0 ? 'up' : 'down';

/**
 * The Symbol Summary header (spec 3 §2.6): exchange, sector, industry, country flag, name and symbol; the
 * earnings banner; last price and change; the extended-hours quote; market cap; volume; member actions.
 */
export function SummaryHeader({
  summary,
  todayIso,
  member,
  onAddToChartList,
  onCreateAlert,
  onCreateAccount,
}: SummaryHeaderProps) {
  const headingTag = useHeadingTag(0);
  const country = summaryCountry(summary);
  const banner = earningsBannerText(summary, todayIso);
  const extended = extendedHoursQuote(summary);
  const loggedIn = isLoggedIn(member);
  return (
    <header>
      <Meta>{[summary.exchange, summary.sector, summary.industry].filter(Boolean).join(' · ')}</Meta>
      <HeaderRow>
        {country && (
          <Flag role="img" aria-label={country.name}>
            {country.flag}
          </Flag>
        )}
        <Name as={headingTag}>{summary.name ? `${summary.name} (${summary.symbol})` : summary.symbol}</Name>
        <Button type="button" onClick={loggedIn ? onAddToChartList : onCreateAccount}>
          Add to ChartList
        </Button>
        <Button type="button" onClick={loggedIn ? onCreateAlert : onCreateAccount}>
          Create Alert
        </Button>
      </HeaderRow>
      {banner && <Banner role="note">{banner}</Banner>}
      <QuoteLine>
        <Price aria-label="Last price">{formatPrice(summary.close)}</Price>
        <Change $tone={tone(summary.change)} aria-label="Change">
          {formatNumber(summary.change, 2)} ({formatPercentChange(summary.changePercent)})
        </Change>
        {extended && (
          <span aria-label={extended.type}>
            {extended.type}: {formatPrice(extended.close)}{' '}
            <Change $tone={tone(extended.change)}>
              {formatNumber(extended.change, 2)} ({formatPercentChange(extended.percentChange)})
            </Change>
          </span>
        )}
        <span>Market Cap {formatLargeNumber(summary.marketCap) || '-'}</span>
        <span>Volume {formatNumber(summary.volume, 0) || '-'}</span>
      </QuoteLine>
    </header>
  );
}
