import {
  type FocusEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const OPEN_DELAY_MS = 250;
const CLOSE_DELAY_MS = 150;

/** The hovered row: its index and where it sits inside the list's container. */
export interface HoveredRow {
  index: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Which row of a list is hovered (or has keyboard focus), with hover intent: a card opens
 * after a short rest on a row, follows the pointer to other rows at once, and stays open
 * while the pointer moves into it. One listener on the table body instead of one per row.
 * Rows must carry `data-index`; `container` is the positioned element the card is laid out in.
 */
export function useRowHover(container: RefObject<HTMLElement | null>) {
  const [hovered, setHovered] = useState<HoveredRow | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = useRef<number | null>(null);
  current.current = hovered?.index ?? null;

  useEffect(() => () => clearTimeout(timer.current), []);

  const rowAt = (target: EventTarget | null): HoveredRow | null => {
    const tr = (target as Element | null)?.closest?.('tr[data-index]');
    const box = container.current?.getBoundingClientRect();
    if (!tr || !box) return null;
    const r = tr.getBoundingClientRect();
    return {
      index: Number(tr.getAttribute('data-index')),
      top: r.top - box.top,
      left: r.left - box.left,
      width: r.width,
      height: r.height,
    };
  };

  const show = useCallback((row: HoveredRow | null, delay: number) => {
    clearTimeout(timer.current);
    if (!row || row.index === current.current) return;
    if (delay === 0 || current.current !== null) setHovered(row);
    else timer.current = setTimeout(() => setHovered(row), delay);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(null), CLOSE_DELAY_MS);
  }, []);

  const keep = useCallback(() => clearTimeout(timer.current), []);

  return {
    hovered,
    close: useCallback(() => {
      clearTimeout(timer.current);
      setHovered(null);
    }, []),
    /** spread on the table body */
    bodyProps: {
      onMouseOver: (e: MouseEvent) => show(rowAt(e.target), OPEN_DELAY_MS),
      onMouseLeave: hide,
      onFocus: (e: FocusEvent) => show(rowAt(e.target), 0),
      onBlur: hide,
    },
    /** spread on the card, so moving into it keeps it open */
    cardProps: { onMouseEnter: keep, onMouseLeave: hide },
  };
}
