import { type FoundRecord, INT_MAX } from '@adlib/shared';
import type { RouteRole } from '../auth/roles.js';
import { type CompiledList, pageOrderOf } from './compile.js';
import type { PageRowBase } from './declaration.js';
import { prepareSearch } from './page.js';
import { pageRowsSql } from './query.js';
import type { SqlRunner } from './sql-runner.js';
import type { Steps } from './statement.js';
import { readSteps } from './steps.js';

/** How an area's records are found by the command palette (GET /api/find). */
export interface FindDeclaration<TItem> {
  /** the area's name in the answer; the admin maps it to the record's edit screen */
  area: string;
  /** the list's keyword filter a text query fills (its trigram index serves it) */
  keyword: string;
  /** a prefix filter a query of digits fills too (TikToks' post id) */
  digits?: string;
  /** what the palette shows of a record: its name, and a second line */
  title: (item: TItem) => string;
  detail?: (item: TItem) => string | null;
}

/**
 * One area's search, as the find route runs it for a role that may open the area. A list on the
 * engine gets one from `registerList({ find })`; an area without such a list (collections)
 * pushes its own onto `app.finders`.
 */
export interface Finder {
  /** the area (its screen's path), as results name it; also the key of its list's saved views */
  area: string;
  role: RouteRole;
  find(q: string, perArea: number): Promise<FoundRecord[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every list that declared `find`, filled as the areas register */
    finders: Finder[];
  }
}

// an id has at most 10 digits (INT_MAX); a number filter (a 19-digit post id, or its first
// digits) takes any run of digits the query holds
const ID_DIGITS = /^\d{1,10}$/;
const DIGITS = /^\d+$/;

/**
 * A query finds a record by its id (digits), by the digits filter, and by the keyword filter:
 * each a page query of the list engine in the list's default order, so the indexes that serve
 * the list serve the palette. Run side by side; a record found twice is listed once.
 */
export function createFinder<TRow extends PageRowBase, TItem>(
  list: CompiledList<TRow, TItem>,
  run: SqlRunner,
  role: RouteRole,
  declared: FindDeclaration<TItem>,
): Finder {
  const order = list.defaultOrder;
  return {
    area: declared.area,
    role,
    async find(q, perArea) {
      const statements: Steps[] = [];
      if (ID_DIGITS.test(q) && Number(q) <= INT_MAX)
        statements.push(pageRowsSql(list, { filters: {}, order, id: Number(q) }, 1));
      if (DIGITS.test(q) && declared.digits)
        statements.push(pageRowsSql(list, { filters: { [declared.digits]: q }, order }, perArea));
      // the keyword in the list's relevance order where it has a ranked search (decision 025)
      const keyword = { [declared.keyword]: q };
      await prepareSearch(list, run, keyword);
      const byKeyword = pageRowsSql(list, { filters: keyword, order: pageOrderOf(list, keyword) }, perArea);
      statements.push(byKeyword);
      // keyword statements are not prepared: the pattern's rarity decides their plan; the
      // keyword's runs with the search's work_mem (sql-runner.ts)
      const pages = await Promise.all(
        statements.map((s) => readSteps<TRow>(run, s, { search: s === byKeyword })),
      );
      const seen = new Set<number>();
      const found: FoundRecord[] = [];
      for (const row of pages.flat()) {
        if (seen.has(row.id) || found.length >= perArea) continue;
        seen.add(row.id);
        const item = list.item(row);
        found.push({
          area: declared.area,
          id: row.id,
          title: declared.title(item),
          detail: declared.detail?.(item) ?? null,
        });
      }
      return found;
    },
  };
}
