import { type SQL, sql } from 'drizzle-orm';
import type { Statement } from '../statement.js';

/**
 * A list-engine statement (text with $n placeholders and its values) as a Drizzle SQL object,
 * so it runs inside a Drizzle transaction on either driver. Values stay parameters: scalars
 * only (ids travel as one array literal, see target.ts), since Drizzle spreads a JS array
 * into a list of parameters.
 */
export function statementSql({ text, values }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))));
}
