import { act, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

/** What the page did, as its handlers saw it. */
interface Seen {
  charted: string[];
  inspected: number;
}

const onChart = (seen: Seen, text: string) => seen.charted.push(text);
const onInspect = (seen: Seen) => (seen.inspected += 1);

/** Marks the page as answering once mounted, as the Workbench's root does with `data-ready`. */
function useMounted(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

/** A mark of its own that the page answers, beside the controls: its change draws nothing else again. */
function ReadyMark() {
  return <div data-chartbench="" data-ready={useMounted() ? '' : undefined} />;
}

/** A controlled symbol field in a form, and a button, as on the Workbench's page. */
function Controls({ seen }: { seen: Seen }) {
  const [text, setText] = useState('AAPL');
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChart(seen, text);
        }}
      >
        <input aria-label="Symbol" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Go</button>
      </form>
      <button type="button" onClick={() => onInspect(seen)}>
        Inspect
      </button>
    </>
  );
}

/**
 * A small page shaped like the Workbench's. Its field is drawn again when the page becomes ready (React then
 * writes the field back to its own text, as in the Workbench), or, `readyBeside`, left alone (the typed text
 * stays in the field, but not in React's state).
 */
function Page({ seen, readyBeside = false }: { seen: Seen; readyBeside?: boolean }) {
  return readyBeside ? (
    <div>
      <ReadyMark />
      <Controls seen={seen} />
    </div>
  ) : (
    <ReadyRoot seen={seen} />
  );
}

/** The Workbench's way: its root marks it ready, and draws its controls again with it. */
function ReadyRoot({ seen }: { seen: Seen }) {
  return (
    <div data-chartbench="" data-ready={useMounted() ? '' : undefined}>
      <Controls seen={seen} />
    </div>
  );
}

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

/** The page as the server drew it, in the document, before any script has run. */
function drawnPage(readyBeside = false): { host: HTMLElement; field: HTMLInputElement; seen: Seen } {
  const seen: Seen = { charted: [], inspected: 0 };
  host = document.createElement('div');
  host.innerHTML = renderToString(<Page seen={seen} readyBeside={readyBeside} />);
  document.body.append(host);
  return { host, field: host.querySelector('input') as HTMLInputElement, seen };
}

/** Types into the field as a browser does: the text changes, then an `input` event. */
function type(field: HTMLInputElement, text: string): void {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const button = (name: string) =>
  [...(host?.querySelectorAll('button') ?? [])].find(
    (element) => element.textContent === name,
  ) as HTMLButtonElement;

/** The Workbench's script runs: React takes over the page the server drew. */
async function hydrate(seen: Seen, readyBeside = false): Promise<void> {
  await act(async () => {
    root = hydrateRoot(host as HTMLElement, <Page seen={seen} readyBeside={readyBeside} />);
  });
}

describe('input before the Workbench answers (issue #20: its script runs after the first chart is painted)', () => {
  it('charts the symbol typed and submitted before the script ran, once the page answers', async () => {
    const { host, field, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    type(field, 'MSFT');
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    host.querySelector('form')?.dispatchEvent(submitted);
    // The browser would have submitted the bare form, reloading the page without the chart.
    expect(submitted.defaultPrevented).toBe(true);

    await hydrate(seen);
    act(() => early.handOver());

    expect(seen.charted).toEqual(['MSFT']);
    expect(field.value).toBe('MSFT');
  });

  it('without it, the same typing and submission never reach the page', async () => {
    const { host, field, seen } = drawnPage();
    type(field, 'MSFT');
    host.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await hydrate(seen);
    expect(seen.charted).toEqual([]);
    // React's first render wrote the field back to its own text.
    act(() => button('Go').click());
    expect(seen.charted).toEqual(['AAPL']);
  });

  it('keeps text typed without submitting: the field holds it once the page answers, and Go charts it', async () => {
    const { host, field, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    type(field, 'IBM');
    await hydrate(seen);
    act(() => early.handOver());
    expect(field.value).toBe('IBM');
    act(() => button('Go').click());
    expect(seen.charted).toEqual(['IBM']);
  });

  it('charts the text typed where React left it in the field without taking it into its state', async () => {
    const { host, field, seen } = drawnPage(true);
    const early = holdEarlyInput(host, () => {});
    type(field, 'NVDA');
    await hydrate(seen, true);
    // React took the field over with the typed text in it, and has not drawn it since.
    expect(field.value).toBe('NVDA');
    act(() => early.handOver());
    act(() => button('Go').click());
    expect(seen.charted).toEqual(['NVDA']);
  });

  it('replays each click on a button once when the page answers, and then lets clicks through', async () => {
    const { host, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    button('Inspect').click();
    button('Inspect').click();
    await hydrate(seen);
    expect(seen.inspected).toBe(0);
    act(() => early.handOver());
    expect(seen.inspected).toBe(2);
    act(() => button('Inspect').click());
    expect(seen.inspected).toBe(3);
  });

  it('holds at most 16 clicks', async () => {
    const { host, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    for (let i = 0; i < 40; i++) button('Inspect').click();
    await hydrate(seen);
    act(() => early.handOver());
    expect(seen.inspected).toBe(16);
  });

  it('waits for the page to answer when handed over before it does', async () => {
    const { host, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    button('Inspect').click();
    early.handOver();
    expect(seen.inspected).toBe(0);
    await hydrate(seen);
    await vi.waitFor(() => expect(seen.inspected).toBe(1));
  });

  it('holds a submission made while the script hydrates the page, and charts the text typed before it', async () => {
    const { host, field, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    type(field, 'AMZN');
    early.handOver();
    // The script has run but the page does not answer yet: Enter now would chart AAPL, the symbol in its state.
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    host.querySelector('form')?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    await hydrate(seen);
    await vi.waitFor(() => expect(seen.charted).toEqual(['AMZN']));
  });

  it('asks for the Workbench at the first focus or input, once', () => {
    const { host, field } = drawnPage();
    const onFirstInput = vi.fn();
    holdEarlyInput(host, onFirstInput);
    expect(onFirstInput).not.toHaveBeenCalled();
    field.focus();
    type(field, 'M');
    button('Inspect').click();
    expect(onFirstInput).toHaveBeenCalledTimes(1);
  });

  it('selects the symbol shown when the field is focused, so typing replaces it', () => {
    const { host, field } = drawnPage();
    holdEarlyInput(host, () => {});
    field.focus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'AAPL'.length]);
  });

  it('drops what it held when the script failed to load, and leaves the page to the browser', async () => {
    const { host, seen } = drawnPage();
    const early = holdEarlyInput(host, () => {});
    button('Inspect').click();
    early.release();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    host.querySelector('form')?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    await hydrate(seen);
    expect(seen.inspected).toBe(0);
  });
});
