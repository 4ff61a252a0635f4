// What `use-sync-external-store/shim` gives on React 18, where the hook is built in: React's own hook. The
// react18 test project points the shim here, so libraries that import it use the React under test.
export { useSyncExternalStore } from 'react';
