import type { RouteRole } from '../auth/roles.js';

/** What every GET call of a list declares: its path, role and OpenAPI tags and summary. */
export interface ListCallOptions {
  url: string;
  role: RouteRole;
  tags: string[];
  summary: string;
}

/**
 * The route options of a list's GET call (page, count, facets, export): the role its hook
 * checks (decision 001), and the schemas that parse the querystring (bad input answers 400
 * with field messages) and document the answer.
 */
export const listCallRoute = <Q, R>(options: ListCallOptions, querystring: Q, response: R) => ({
  config: { role: options.role },
  schema: { tags: options.tags, summary: options.summary, querystring, response },
});
