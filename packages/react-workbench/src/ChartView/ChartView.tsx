import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import {
  MESSAGES,
  isEodOnIntraday,
  isServedChartImage,
  selectChartHeight,
  selectChartWidth,
} from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ChartContextMenu } from '../ChartContextMenu/ChartContextMenu';
import { ChartInspector } from '../ChartInspector/ChartInspector';
import { InvalidSymbol } from '../InvalidSymbol/InvalidSymbol';
import { NoIntraday } from '../NoIntraday/NoIntraday';
import { ErrorBox, Frame, Image, ImageBox, Placeholder, Status } from './ChartView.styles';
import { ResizeHandle } from './ResizeHandle';
import { ChartNotes } from './ChartNotes';

/**
 * The chart image of the chart being viewed, with its loading state, the chart-data error (spec 3 §8; an image
 * that fails to load is hidden and logged instead), the
 * image-render timeout (spec 2 §5, §8), the invalid-symbol screen and the no-intraday screen for an end-of-day symbol on an intraday period (spec 3 §2.1).
 * While a new image loads, the last one stays visible, dimmed. A right-click opens the chart menu (spec 3 §2.13);
 * with the inspector on, the inspector reads the chart under the mouse (spec 2 §7).
 */
export function ChartView() {
  const chart = useWorkbench((state) => state.chart);
  const inspectorOn = useWorkbench((state) => state.preferences.inspector);
  const inspector = useWorkbench((state) => state.inspector);
  const width = useWorkbench(selectChartWidth);
  const height = useWorkbench(selectChartHeight);
  const actions = useWorkbenchActions();
  const [lastLoaded, setLastLoaded] = useState<{ url: string; alt: string } | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const closeMenu = useCallback(() => setMenuAt(null), []);
  // The same address as the image on screen fires no new load or error event: a complete image counts as loaded,
  // a broken one as failed. A page drawn on the server (issue #20) may have loaded its image, or failed to,
  // before the script ran.
  useEffect(() => {
    const image = imageRef.current;
    if (
      chart.status !== 'loading' ||
      chart.imageUrl === null ||
      !image?.complete ||
      image.getAttribute('src') !== chart.imageUrl
    )
      return;
    if (image.naturalWidth > 0) actions.imageLoaded(chart.requestId);
    else actions.imageFailed(chart.requestId);
  }, [chart.status, chart.imageUrl, chart.requestId, actions]);
  // React does not deliver an image's abort event: listen for it on the element itself (spec 3 §8).
  useEffect(() => {
    const image = imageRef.current;
    if (!image || chart.imageUrl === null) return;
    const requestId = chart.requestId;
    const aborted = () => actions.imageFailed(requestId);
    image.addEventListener('abort', aborted);
    return () => image.removeEventListener('abort', aborted);
  });
  const name = chart.companyInfo ? `${chart.symbol} (${chart.companyInfo.name})` : chart.symbol;
  const alt = `Chart of ${name}`;
  const servedImage = isServedChartImage(chart);
  if (
    (chart.status === 'loaded' || servedImage) &&
    chart.imageUrl !== null &&
    chart.imageUrl !== lastLoaded?.url
  )
    setLastLoaded({ url: chart.imageUrl, alt });

  if (chart.status === 'invalidSymbol') {
    return <InvalidSymbol symbol={chart.symbol} onSubmit={actions.submitSymbol} />;
  }
  if (isEodOnIntraday(chart)) return <NoIntraday />;
  if (chart.status === 'error') {
    return <ErrorBox role="alert">{MESSAGES.chartData.loadError('imageData')}</ErrorBox>;
  }
  // Not rendered within 30 s (spec 2 §5, §8): the message and a way to ask again, not "Loading chart" forever.
  if (chart.status === 'timedOut') {
    return (
      <ErrorBox role="alert">
        {MESSAGES.chart.renderTimeout}{' '}
        <button type="button" onClick={() => actions.refresh()}>
          Try again
        </button>
      </ErrorBox>
    );
  }

  const loading = chart.status === 'loading';
  const waiting = loading && !servedImage;
  // An image that failed, was aborted or cancelled is hidden and only logged (spec 3 §8).
  const src = chart.status === 'imageHidden' ? null : (chart.imageUrl ?? lastLoaded?.url ?? null);
  const requestId = chart.requestId;
  const openMenu = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setMenuAt({ x: event.clientX - box.left, y: event.clientY - box.top });
  };

  return (
    <Frame aria-busy={loading} onContextMenu={openMenu}>
      {src === null ? (
        <Placeholder $width={width} $height={height} />
      ) : (
        <ImageBox $reserve={lastLoaded === null && loading ? { width, height } : null}>
          <Image
            ref={imageRef}
            src={src}
            alt={chart.imageUrl === null ? (lastLoaded?.alt ?? alt) : alt}
            $dimmed={waiting}
            onLoad={chart.imageUrl === null ? undefined : () => actions.imageLoaded(requestId)}
            onError={chart.imageUrl === null ? undefined : () => actions.imageFailed(requestId)}
          />
          <ChartNotes />
          {inspectorOn && !loading && (
            <ChartInspector
              data={inspector.status === 'ready' ? inspector.data : null}
              error={inspector.status === 'failed' ? inspector.message : null}
            />
          )}
        </ImageBox>
      )}
      {waiting && <Status role="status">Loading chart…</Status>}
      {src !== null && <ResizeHandle imageRef={imageRef} />}
      {menuAt && (
        <ChartContextMenu x={menuAt.x} y={menuAt.y} imageUrl={lastLoaded?.url ?? null} onClose={closeMenu} />
      )}
    </Frame>
  );
}
