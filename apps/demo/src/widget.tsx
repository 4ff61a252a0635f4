import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDefaultChartSettings } from '@chartbench/core';
import { SAMPLE_SYMBOLS } from '@chartbench/offline';
import { ChartWidget } from '@chartbench/react-workbench';
import { styled } from 'styled-components';
import { DemoShell } from './DemoShell';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(480px, 1fr));
  gap: 24px;
`;

const Heading = styled.h2`
  font-size: 16px;
  margin: 0 0 8px;
`;

const candles = {
  ...createDefaultChartSettings(),
  chartType: 'candle',
  range: '6m',
  rangeYears: 0,
  rangeMonths: 6,
};
const offline = SAMPLE_SYMBOLS[0];
const spy = SAMPLE_SYMBOLS.find((entry) => entry.symbol === 'SPY');
const offlineBars = offline?.bars('D', candles);
const compare = spy ? [{ symbol: spy.symbol, bars: spy.bars('D', candles) }] : [];

const root = document.getElementById('root');
if (!root) throw new Error('The widget page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <DemoShell title="Chartbench partner widget">
      <Grid>
        <section>
          <Heading>From the server: MSFT, weekly</Heading>
          <ChartWidget
            symbol="MSFT"
            baseUrl=""
            settings={{ period: 'W' }}
            caption="Bars from the Chartbench server, drawn in the browser: hover, wheel, drag"
          />
        </section>
        <section>
          <Heading>Drawn in the browser: {offline?.symbol}, candlesticks</Heading>
          {offline && offlineBars && (
            <ChartWidget
              symbol={offline.symbol}
              bars={offlineBars}
              compare={compare}
              settings={candles}
              caption="Drawn in the browser by chart-engine, no server involved"
            />
          )}
        </section>
      </Grid>
    </DemoShell>
  </StrictMode>,
);
