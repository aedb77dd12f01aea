export type { HistoryArea } from './history-area.js';
export { registerHistory } from './register-history.js';
export { pruneHistory, registerHistoryCleanup } from './retention.js';
