import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded dialogs and modes arrive as separate chunks; on a loaded 2-core CI machine importing one can
// take longer than Testing Library's 1 s default for `findBy*`/`waitFor`. The wait ends as soon as the element
// shows, so a longer limit costs passing tests nothing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
