import type { ReactNode } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router';

/**
 * The words of a row that the list's search matched, marked (decision 025): a word equal to a
 * searched word, starting with the last one, or within its typos (one edit in a word of 5-7
 * letters, two from 8), accents and case ignored: the API's rules, applied to what the row shows.
 */

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The searched words as the API splits them (lists/search.ts searchWords). */
export const searchWords = (keyword: string) =>
  fold(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const editsAllowed = (letters: number) => (letters < 5 ? 0 : letters < 8 ? 1 : 2);

/** Levenshtein distance, stopping early past `max`. */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return false;
    prev = row;
  }
  return (prev[b.length] ?? max + 1) <= max;
}

/** Whether a shown word matches one of the searched words. */
export function matchesSearch(word: string, words: readonly string[]): boolean {
  const w = fold(word);
  return words.some((q, i) => {
    if (w === q || (i === words.length - 1 && w.startsWith(q))) return true;
    const edits = editsAllowed(q.length);
    return edits > 0 && within(w, q, edits);
  });
}

/** The text with its matched words in <mark>. */
export function highlight(text: string, words: readonly string[]): ReactNode {
  if (!words.length) return text;
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  if (!parts.some((part, i) => i % 2 === 1 && matchesSearch(part, words))) return text;
  return parts.map((part, i) =>
    // the split's pieces keep their place: the index is their key
    // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, never reordered
    i % 2 === 1 && matchesSearch(part, words) ? <mark key={i}>{part}</mark> : part,
  );
}

function SearchHighlighted({ text }: { text: string }) {
  const [params] = useSearchParams();
  return <>{highlight(text, searchWords(params.get('search') ?? ''))}</>;
}

/** A row's text with the words of the list's search (the URL's `search`) marked; outside a router, as it is. */
export function Highlighted({ text }: { text: string }) {
  return useInRouterContext() ? <SearchHighlighted text={text} /> : <>{text}</>;
}
