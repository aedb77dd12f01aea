import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The rows' offset in the page, which the virtualizer needs. Whatever moves the table (chips, a
 * bar above it, a new page of rows, a resize) changes the body's size, so measure then, not on
 * every scroll frame (reading layout there costs a forced reflow per frame).
 */
export function useScrollMargin(bodyRef: RefObject<HTMLElement | null>, phone: boolean) {
  const [scrollMargin, setScrollMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is another element once the layout changes
  useLayoutEffect(() => {
    const measure = () => {
      const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((old) => (Math.abs(top - old) > 1 ? top : old));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [phone]);
  return scrollMargin;
}

/**
 * Fixed table layout gives the flexible columns only what the fixed ones leave: on a narrow
 * screen that is nothing. The table keeps a minimum width instead, and when its frame is narrower
 * the frame scrolls sideways (the header then scrolls with the page, no longer sticky: a
 * scrolling frame is what sticky cells stick to). `off`: no frame is rendered (error, phone).
 */
export function useSideways(frameRef: RefObject<HTMLElement | null>, minWidth: number, off: boolean) {
  const [sideways, setSideways] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame comes back with the rows
  useLayoutEffect(() => {
    const frame = off ? null : frameRef.current;
    if (!frame) return;
    const check = () => setSideways(frame.clientWidth < minWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [minWidth, off]);
  return sideways;
}
