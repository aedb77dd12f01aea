import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { nextTabStopAfter, tabbablesIn } from './tab-order';

/** How long the pointer rests on a row before its card opens: a deliberate hover, not a pass. */
export const OPEN_DELAY_MS = 300;
const CLOSE_DELAY_MS = 150;

/** A row of the list: a table row or a phone's card, each carrying its `data-index`. */
const ROW = '[data-index]';
/** Where the pointer opens a card: the row's title and picture (see InfiniteList's cells). */
const OPENER = '[data-opens-card]';
/** Controls: resting on one (Edit, the Visible switch, a checkbox) is using the row, not asking for its card. */
const CONTROL = 'a[href], button, input, select, textarea, label, [role="switch"], [role="button"]';

/** The hovered row: its index and where the card's anchor sits inside the list's container. */
export interface HoveredRow {
  index: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Which row of a list is hovered (or has keyboard focus), with hover intent: a card opens
 * after the pointer has moved onto a row's title or picture (cells marked `data-opens-card`)
 * and rested there, beside that cell; it follows the pointer to other rows' titles at once,
 * and stays open while the pointer moves into it. One listener on the table body instead of
 * one per row. Rows must carry `data-index`; `container` is the positioned element the card
 * is laid out in.
 *
 * What does not count as a hover (the card used to open unasked):
 * - the pointer on any other cell, or on a control even inside a title cell (issue 31: the
 *   card opened from Edit and the Visible switch and covered the next rows): moving there
 *   drops a pending card, and closes one open for another row;
 * - a row arriving under a still pointer (a scroll, new rows, a bar appearing above): only a
 *   mouse move to other coordinates counts, since browsers send mouseover and even mousemove
 *   for those too;
 * - a press inside the row (ticking its checkbox, the Visible switch): the row is being used,
 *   so the card waits until the pointer moves to another row; the focus a click gives is no
 *   keyboard focus either;
 * - a page scroll closes the card and drops a pending one.
 *
 * From the keyboard (issue 19 §4): focus on anything in a row opens its card at once; Tab from
 * the row's last control goes into the card, and Tab from the card's last control goes on to
 * the next row, as if the card sat right after its row; Shift+Tab goes back; Esc closes the
 * card (from the card, it also puts the focus back on the row).
 */
export function useRowHover(container: RefObject<HTMLElement | null>) {
  /** the card belongs to the focused row: focusing it may scroll the page, which must not close it */
  const byFocus = useRef(false);
  /** the card's element (portalled to the end of the page) and the row the focus was in last */
  const cardRef = useRef<HTMLDivElement>(null);
  const focusedRow = useRef<Element | null>(null);
  const card = useDelayedRow(byFocus);
  const { current, show, close, keep } = card;

  /** the focus is in the card, or in the row it belongs to: no pointer movement closes it then */
  const focusHeld = useCallback(() => {
    const at = document.activeElement;
    return (
      byFocus.current &&
      at !== null &&
      (cardRef.current?.contains(at) || focusedRow.current?.contains(at)) === true
    );
  }, []);
  const hide = useCallback(() => {
    if (!focusHeld()) card.closeSoon();
  }, [focusHeld, card.closeSoon]);

  const pointer = usePointerIntent(container, { ...card, hide, byFocus });
  const keys = useTabThroughCard(cardRef, focusedRow, current, close);

  return {
    hovered: card.hovered,
    close,
    /** spread on the table body */
    bodyProps: {
      ...pointer.handlers,
      onKeyDown: keys.onBodyKeyDown,
      onFocus: (e: FocusEvent) => {
        focusedRow.current = (e.target as Element).closest(ROW);
        if (pointer.pressing.current) return;
        byFocus.current = true;
        show(rowBox(container.current, e.target), 0);
      },
      onBlur: (e: FocusEvent) => {
        // into the card: it stays (its own onFocus keeps it)
        if (e.relatedTarget instanceof Node && cardRef.current?.contains(e.relatedTarget)) return;
        byFocus.current = false;
        hide();
      },
    },
    /** spread on the card, so moving into it (pointer or focus) keeps it open */
    cardProps: {
      ref: cardRef,
      onMouseEnter: keep,
      onMouseLeave: hide,
      onKeyDown: keys.onCardKeyDown,
      onFocus: () => {
        byFocus.current = true;
        keep();
      },
      onBlur: (e: FocusEvent) => {
        const to = e.relatedTarget instanceof Node ? e.relatedTarget : null;
        if (to && (cardRef.current?.contains(to) || focusedRow.current?.contains(to))) return;
        byFocus.current = false;
        hide();
      },
    },
  };
}

/** The row `target` is in, the card anchored to `anchor` (the row itself unless told). */
function rowBox(
  container: HTMLElement | null,
  target: EventTarget | null,
  anchor?: Element,
): HoveredRow | null {
  const tr = (target as Element | null)?.closest?.(ROW);
  const box = container?.getBoundingClientRect();
  if (!tr || !box) return null;
  const r = (anchor ?? tr).getBoundingClientRect();
  return {
    index: Number(tr.getAttribute('data-index')),
    top: r.top - box.top,
    left: r.left - box.left,
    width: r.width,
    height: r.height,
  };
}

/** The row whose card the pointer at `target` asks for: on a title or picture, not on a control. */
function openerBox(container: HTMLElement | null, target: EventTarget | null): HoveredRow | null {
  const el = target as Element | null;
  const cell = el?.closest?.(OPENER);
  if (!el || !cell || el.closest(CONTROL)) return null;
  return rowBox(container, el, cell);
}

/**
 * The hovered row and the timer between asking and opening (or closing): `show` opens after a
 * delay (at once while another card is open), `closeSoon` closes after CLOSE_DELAY_MS unless
 * `keep` comes first. A page scroll closes the card and drops a pending one, unless the card
 * is the focused row's.
 */
function useDelayedRow(byFocus: RefObject<boolean>) {
  const [hovered, setHovered] = useState<HoveredRow | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = useRef<number | null>(null);
  current.current = hovered?.index ?? null;
  /** where the page was scrolled when the card (or its pending open) started */
  const openedAtY = useRef(0);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(null);
  }, []);
  /** drops a pending open or close */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A scroll moves the rows under the card: close it, and forget a pending one.
  useEffect(() => {
    const onScroll = () => {
      // a scroll event can arrive a frame late, for a scroll made before the card opened
      if (byFocus.current || Math.abs(window.scrollY - openedAtY.current) < 1) return;
      if (timer.current !== undefined || current.current !== null) close();
      timer.current = undefined;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [close, byFocus]);

  const show = useCallback(
    (row: HoveredRow | null, delay: number) => {
      cancel();
      if (!row || row.index === current.current) return;
      openedAtY.current = window.scrollY;
      if (delay === 0 || current.current !== null) setHovered(row);
      else
        timer.current = setTimeout(() => {
          timer.current = undefined;
          setHovered(row);
        }, delay);
    },
    [cancel],
  );

  const closeSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHovered(null);
    }, CLOSE_DELAY_MS);
  }, []);

  const keep = useCallback(() => clearTimeout(timer.current), []);

  return { hovered, current, show, close, cancel, closeSoon, keep };
}

interface PointerCard {
  current: RefObject<number | null>;
  show: (row: HoveredRow | null, delay: number) => void;
  close: () => void;
  cancel: () => void;
  hide: () => void;
  byFocus: RefObject<boolean>;
}

/**
 * The mouse handlers of the table body: a real move onto a title or picture asks for its
 * card, a press makes its row "in use" until the pointer reaches another row.
 */
function usePointerIntent(container: RefObject<HTMLElement | null>, card: PointerCard) {
  const { current, show, close, cancel, hide, byFocus } = card;
  /** the last pointer position seen over the body, to tell a real move from a layout shift */
  const pointer = useRef<{ x: number; y: number } | null>(null);
  /** the row pressed last: no card for it until the pointer reaches another row */
  const pressed = useRef<number | null>(null);
  /** a press is under way: the focus it gives is not keyboard focus */
  const pressing = useRef(false);

  const onMouseMove = useCallback(
    (e: MouseEvent) => {
      const last = pointer.current;
      pointer.current = { x: e.clientX, y: e.clientY };
      // same coordinates: the page moved under a still pointer, nobody hovered anything
      if (last && last.x === e.clientX && last.y === e.clientY) return;
      const index = rowBox(container.current, e.target)?.index ?? null;
      if (index !== null && index === pressed.current) return;
      pressed.current = null;
      byFocus.current = false;
      const opener = openerBox(container.current, e.target);
      if (opener) show(opener, OPEN_DELAY_MS);
      else if (current.current === null) cancel();
      else if (index !== null && index !== current.current) hide();
    },
    [container, show, hide, cancel, current, byFocus],
  );

  const onMouseDown = useCallback(
    (e: MouseEvent) => {
      pressing.current = true;
      pressed.current = rowBox(container.current, e.target)?.index ?? null;
      close();
    },
    [container, close],
  );

  return {
    pressing,
    handlers: {
      onMouseMove,
      onMouseDown,
      onMouseUp: () => {
        pressing.current = false;
      },
      onMouseLeave: () => {
        pointer.current = null;
        pressed.current = null;
        pressing.current = false;
        hide();
      },
    },
  };
}

/**
 * The card in the tab order as if it sat right after its row: Tab from the row's last control
 * goes into the card, Tab from the card's last control on to the next row, Shift+Tab back into
 * the row; Esc closes the card (from the card, it also puts the focus back on the row).
 */
function useTabThroughCard(
  cardRef: RefObject<HTMLDivElement | null>,
  focusedRow: RefObject<Element | null>,
  current: RefObject<number | null>,
  close: () => void,
) {
  /** Tab from the focused row's last control into its card. */
  const onBodyKeyDown = useCallback(
    (e: KeyboardEvent) => {
      const tr = (e.target as Element).closest(ROW);
      if (!tr || Number(tr.getAttribute('data-index')) !== current.current) return;
      if (e.key === 'Escape') return close();
      if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
      if (tabbablesIn(tr).at(-1) !== e.target) return;
      const first = tabbablesIn(cardRef.current)[0];
      if (!first) return;
      e.preventDefault();
      first.focus();
    },
    [close, cardRef, current],
  );

  /** Tab out of the card goes on after its row, Shift+Tab back into the row, Esc back to it. */
  const onCardKeyDown = useCallback(
    (e: KeyboardEvent) => {
      const row = focusedRow.current;
      if (!row?.isConnected) return;
      const stops = tabbablesIn(cardRef.current);
      const backToRow = () => tabbablesIn(row).at(-1)?.focus();
      if (e.key === 'Escape') {
        backToRow();
        close();
      } else if (e.key === 'Tab' && e.shiftKey && e.target === stops[0]) {
        e.preventDefault();
        backToRow();
      } else if (e.key === 'Tab' && !e.shiftKey && e.target === stops.at(-1)) {
        e.preventDefault();
        const next = nextTabStopAfter(row, cardRef.current);
        if (next) next.focus();
        else backToRow();
      }
    },
    [close, cardRef, focusedRow],
  );

  return { onBodyKeyDown, onCardKeyDown };
}
