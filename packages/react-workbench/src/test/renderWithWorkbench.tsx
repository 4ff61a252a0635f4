import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ChartImageRequest,
  SymbolCompanyInfo,
  Workbench,
  WorkbenchApi,
  WorkbenchOptions,
  WorkbenchPorts,
} from '@chartbench/core';
import { createWorkbench } from '@chartbench/core';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { createMemoryStorage } from '../WorkbenchProvider/browserPorts';

/** A company lookup waiting for the test to answer it. */
export interface PendingLookup {
  readonly symbols: readonly string[];
  resolve(infos: readonly SymbolCompanyInfo[]): void;
  reject(error: Error): void;
}

/** A WorkbenchApi at the port: lookups wait for the test; image URLs name the chart they show. */
export interface TestApi extends WorkbenchApi {
  readonly lookups: PendingLookup[];
  readonly images: ChartImageRequest[];
  /** Answers the newest lookup: the given symbols are known, the rest are not. */
  answer(...known: string[]): Promise<void>;
}

/** Creates the test api. */
export function createTestApi(): TestApi {
  const lookups: PendingLookup[] = [];
  const images: ChartImageRequest[] = [];
  return {
    lookups,
    images,
    getCompaniesInfo: (symbols) =>
      new Promise((resolve, reject) => lookups.push({ symbols, resolve, reject })),
    chartImageUrl(request) {
      images.push(request);
      return `https://charts.test/c-sc/sc/?s=${encodeURIComponent(request.symbol)}&p=${request.settings.period}&range=${request.settings.range}`;
    },
    async answer(...known) {
      const lookup = lookups.at(-1);
      if (!lookup) throw new Error('no lookup is waiting');
      await act(async () => {
        lookup.resolve(
          lookup.symbols
            .filter((s) => known.includes(s))
            .map((symbol) => ({
              symbol,
              companyInfo: { name: `${symbol} Corp`, exchange: 'NYSE', isEOD: false },
            })),
        );
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

/** Renders `ui` inside a WorkbenchProvider whose workbench talks to a test api; returns both with a user. */
export function renderWithWorkbench(
  ui: ReactElement,
  options: WorkbenchOptions = {},
  extraPorts: Partial<WorkbenchPorts> = {},
) {
  const api = createTestApi();
  const ports: WorkbenchPorts = {
    api,
    clock: {
      now: () => 1_700_000_000_000,
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    storage: createMemoryStorage(),
    ...extraPorts,
  };
  const workbench: Workbench = createWorkbench(ports, options);
  const user = userEvent.setup();
  const result = render(
    <WorkbenchProvider workbench={workbench} ports={ports}>
      {ui}
    </WorkbenchProvider>,
  );
  return { ...result, api, workbench, user };
}
