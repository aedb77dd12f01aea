export { registerHistory } from './register-history.js';
export { pruneHistory, registerHistoryCleanup } from './retention.js';
