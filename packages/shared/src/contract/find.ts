import { findQuery, findResults } from '../schemas/find.js';
import { endpoint } from './endpoint.js';

/** GET /api/find?q=: the command palette's search over every area the role may open. */
export const findEndpoint = endpoint({
  method: 'GET',
  path: '/api/find',
  summary: 'The command palette: records of every area the role may open, by id or words',
  query: findQuery,
  response: findResults,
});
