/** What Tab stops at: enabled controls, links with an address, and explicit tab stops. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab stops at, in document order (hidden ones skipped). */
export const tabbablesIn = (root: Element | null | undefined): HTMLElement[] =>
  root
    ? [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        // checkVisibility: display none or a hidden ancestor (absent in jsdom: everything counts)
        (el) => el.checkVisibility?.() !== false && !el.closest('[inert], [aria-hidden="true"]'),
      )
    : [];

/**
 * The first tab stop of the page after everything in `after` (the row a card belongs to):
 * where Tab would have gone had the card not been visited in between. Elements inside `skip`
 * (the card itself, portalled at the end of the page) do not count.
 */
export function nextTabStopAfter(after: Element, skip: Element | null): HTMLElement | undefined {
  return tabbablesIn(document.body).find(
    (el) =>
      !after.contains(el) &&
      !skip?.contains(el) &&
      after.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}
