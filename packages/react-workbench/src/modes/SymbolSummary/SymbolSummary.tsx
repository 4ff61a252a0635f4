import type { ReactNode } from 'react';
import { useId } from 'react';
import {
  MESSAGES,
  MINI_CHART_PERIODS,
  PREDEFINED_SCANS_URL,
  SCTR_REPORTS_URL,
  sctrSummary,
  MINI_CHART_WIDTH,
  PREDEFINED_ALERTS_SUMMARY_URL,
  formatSctr,
  fundamentalFacts,
  priceAlertUrl,
  quoteFacts,
  symbolSummaryView,
  symbolToolLinks,
  technicalFacts,
  viewAsUrl,
  type PriceAlert,
  type SavedChart,
  type SummaryFact,
  type Member,
  type SymbolSummary as SymbolSummaryData,
  type Load,
} from '@chartbench/core';
import { LoadView } from '../LoadView/LoadView';
import { SmallButton, TextLink } from '../shared/shared.styles';
import { EarningsSection } from './EarningsSection';
import { SummaryHeader } from './SummaryHeader';
import { svgDataUrl } from '@chartbench/chart-engine';
import { sctrHistorySvg } from './summaryCharts';
import { ChartImage, Facts, LinkRow, MiniChart, Nav, Section, SectionTitle } from './SymbolSummary.styles';
import { useHeadingTag } from '../../theme/headings';
import { scrollBehavior } from '../../theme/motion';

/** Props of {@link SymbolSummary}. */
export interface SymbolSummaryProps {
  readonly symbol: string;
  /** The summary loaded for `symbol` (null data: the symbol has none); one for another symbol reads as loading. */
  readonly load: (Load<SymbolSummaryData | null> & { readonly symbol: string }) | null;
  /** Today as YYYY-MM-DD, for the earnings banner. */
  readonly todayIso: string;
  readonly member: Member | null;
  /** The mini chart period, one of 1D-5Y. */
  readonly miniChartPeriod: string;
  /** The mini chart image URL of the period shown (GET /c-sc/sc, spec 3 §7); null while there is none yet. */
  readonly miniChartUrl: string | null;
  readonly onMiniChartPeriodChange: (period: string) => void;
  readonly alertsWithSymbol: Load<readonly PriceAlert[]>;
  readonly chartsWithSymbol: Load<readonly SavedChart[]>;
  readonly onAddToChartList: () => void;
  readonly onCreateAlert: () => void;
  readonly onCreateAccount: () => void;
}

function FactList({ facts, label }: { readonly facts: readonly SummaryFact[]; readonly label: string }) {
  return (
    <Facts aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.text || '-'}</dd>
        </div>
      ))}
    </Facts>
  );
}

function ListSection<T>({
  load,
  empty,
  render,
}: {
  load: Load<readonly T[]>;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <LoadView load={load} failedMessage={MESSAGES.chartList.chartsLoadFailed}>
      {(items) => (items.length === 0 ? <p>{empty}</p> : <ul>{items.map(render)}</ul>)}
    </LoadView>
  );
}

function sectionBody(section: string, summary: SymbolSummaryData, props: SymbolSummaryProps): ReactNode {
  switch (section) {
    case 'Summary':
      return (
        <>
          <FactList facts={quoteFacts(summary)} label="Quote" />
          <MiniChart>
            {props.miniChartUrl && (
              <img
                src={props.miniChartUrl}
                alt={`${summary.symbol} chart, ${props.miniChartPeriod}`}
                width={MINI_CHART_WIDTH}
              />
            )}
            <div role="group" aria-label="Mini chart period">
              {MINI_CHART_PERIODS.map((period) => (
                <SmallButton
                  key={period}
                  type="button"
                  $primary={period === props.miniChartPeriod}
                  aria-pressed={period === props.miniChartPeriod}
                  onClick={() => props.onMiniChartPeriodChange(period)}
                >
                  {period}
                </SmallButton>
              ))}
            </div>
            <LinkRow>
              {symbolToolLinks(summary.symbol).map((link) => (
                <TextLink key={link.label} href={link.text} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </TextLink>
              ))}
            </LinkRow>
          </MiniChart>
        </>
      );
    case 'Fundamentals':
      return <FactList facts={fundamentalFacts(summary)} label="Fundamentals" />;
    case 'Technicals':
      return <FactList facts={technicalFacts(summary)} label="Technicals" />;
    case 'Earnings':
      return <EarningsSection summary={summary} />;
    case 'SCTR': {
      const sctr = sctrSummary(summary);
      return (
        sctr && (
          <>
            <p>
              SCTR {formatSctr(summary.lastSctr) || '-'} · Rank {sctr.rank} (band {sctr.band} of 4)
              {sctr.universe ? ` · ${sctr.universe}` : ''}
            </p>
            {summary.sctrHistory.length > 0 && (
              <ChartImage
                src={svgDataUrl(sctrHistorySvg(summary.sctrHistory))}
                alt="SCTR history on a 0 to 100 scale"
              />
            )}
            <LinkRow>
              <TextLink href={SCTR_REPORTS_URL} target="_blank" rel="noopener noreferrer">
                SCTR Reports
              </TextLink>
              <TextLink href={PREDEFINED_SCANS_URL} target="_blank" rel="noopener noreferrer">
                Predefined Scans
              </TextLink>
            </LinkRow>
          </>
        )
      );
    }
    case 'Profile':
      return (
        <>
          <p>{summary.description}</p>
          {summary.website && (
            <TextLink href={summary.website} target="_blank" rel="noopener noreferrer">
              {summary.website}
            </TextLink>
          )}
        </>
      );
    case 'Scans':
      return summary.predefinedScans.length === 0 ? (
        <p>{MESSAGES.symbolSummary.noRecentScans}</p>
      ) : (
        <ul>
          {summary.predefinedScans.map((scan) => (
            <li key={scan.link}>
              <TextLink href={scan.link}>{scan.title}</TextLink>
            </li>
          ))}
        </ul>
      );
    case 'Alerts':
      return (
        <>
          <ListSection
            load={props.alertsWithSymbol}
            empty={MESSAGES.alerts.noAlertsWithSymbol(summary.symbol)}
            render={(alert) => (
              <li key={alert.recid}>
                <TextLink href={priceAlertUrl(alert.recid)} target="_blank" rel="noopener noreferrer">
                  {alert.name}
                </TextLink>
              </li>
            )}
          />
          <TextLink href={PREDEFINED_ALERTS_SUMMARY_URL}>Alert Summary</TextLink>
        </>
      );
    case 'ChartLists':
      return (
        <ListSection
          load={props.chartsWithSymbol}
          empty={MESSAGES.chart.noChartsWithSymbol(summary.symbol)}
          render={(chart) => (
            <li key={chart.recid}>
              <TextLink href={`${viewAsUrl(chart.listNum, 'b')}&period=0`}>{chart.name}</TextLink>
            </li>
          )}
        />
      );
    default:
      return null;
  }
}

/**
 * Symbol Summary mode (spec 3 §2.6, §4, §8): the header, section navigation that scrolls to each section
 * (Earnings, SCTR and Profile only with their data), the mini chart with 1D-5Y buttons, and the sections;
 * or loading, the error message, or the unsupported-symbol message with its note.
 */
export function SymbolSummary(props: SymbolSummaryProps) {
  const baseId = useId();
  const sectionId = (section: string) => `${baseId}-${section}`;
  return (
    <LoadView
      load={symbolSummaryView(props.symbol, props.load)}
      loadingLabel="Loading Symbol Summary…"
      failedMessage={(message) => message}
      isEmpty={(shown) => shown === null}
      emptyMessage={MESSAGES.symbolSummary.unsupported}
      emptyAction={<p>{MESSAGES.symbolSummary.unsupportedNote}</p>}
    >
      {(shown) => shown && <SummaryArticle {...shown} props={props} sectionId={sectionId} />}
    </LoadView>
  );
}

/** The summary itself: header, section navigation and sections. */
function SummaryArticle({
  summary,
  sections,
  props,
  sectionId,
}: {
  readonly summary: SymbolSummaryData;
  readonly sections: readonly string[];
  readonly props: SymbolSummaryProps;
  readonly sectionId: (section: string) => string;
}) {
  const headingTag = useHeadingTag(1);
  return (
    <article aria-label={`Symbol Summary for ${summary.symbol}`}>
      <SummaryHeader
        summary={summary}
        todayIso={props.todayIso}
        member={props.member}
        onAddToChartList={props.onAddToChartList}
        onCreateAlert={props.onCreateAlert}
        onCreateAccount={props.onCreateAccount}
      />
      <Nav aria-label="Sections">
        {sections.map((section) => (
          <SmallButton
            key={section}
            type="button"
            onClick={() =>
              document.getElementById(sectionId(section))?.scrollIntoView?.({ behavior: scrollBehavior() })
            }
          >
            {section}
          </SmallButton>
        ))}
      </Nav>
      {sections.map((section) => (
        <Section key={section} id={sectionId(section)} aria-labelledby={`${sectionId(section)}-title`}>
          <SectionTitle as={headingTag} id={`${sectionId(section)}-title`}>
            {section}
          </SectionTitle>
          {sectionBody(section, summary, props)}
        </Section>
      ))}
    </article>
  );
}
