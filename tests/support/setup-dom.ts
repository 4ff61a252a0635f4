import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded dialogs and modes arrive as separate chunks; on a loaded 2-core CI machine importing one can
// take longer than Testing Library's 1 s default for `findBy*`/`waitFor`. The wait ends as soon as the element
// shows, so a longer limit costs passing tests nothing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The dom project keeps one jsdom per worker (isolate: false in vitest.config.ts): each file starts as a fresh
// one did, with nothing saved and the page at the site's root. The body is left alone: libraries loaded once per
// worker keep nodes of their own there (React Aria's live announcer, for one), and emptying it made a menu test
// lose its focus. Every render is unmounted after its test.
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

// jsdom lays nothing out and has no `Element.scrollTo`, which React Aria calls to keep a focused option or menu
// entry in view (a frame after it moves the focus): in a browser that scrolls; here there is nothing to scroll.
// (A server-render test file runs this set-up in plain Node, where there is no Element at all.)
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollTo !== 'function') {
  Element.prototype.scrollTo = function scrollTo() {};
}

// React 18 (the react18 project) warns once per component for every `useLayoutEffect` rendered on a server;
// React 19 dropped that warning. React Aria's Popover has one, harmless there (it only measures), and the
// server-render tests printed about 11,500 copies with their stacks. Only that warning is dropped.
// The dom project runs every file of a worker in one module graph, so this file runs again for each: wrap once.
const SERVER_LAYOUT_EFFECT = 'Warning: useLayoutEffect does nothing on the server';
const FILTERED = Symbol.for('chartbench.serverLayoutEffectFiltered');
if (!(FILTERED in console.error)) {
  const consoleError = console.error.bind(console);
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith(SERVER_LAYOUT_EFFECT)) return;
      consoleError(...args);
    },
    { [FILTERED]: true },
  );
}
