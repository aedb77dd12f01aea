import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HoveredRow } from './use-row-hover';

/** SPEC 2: rows after the tenth open their popover upwards. */
const FLIP_AFTER_INDEX = 9;

export interface RowPopoverProps {
  /** the hovered row; nothing is shown while null */
  row: HoveredRow | null;
  /** keep the card open while the pointer is on it */
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onClose?: () => void;
  width?: number;
  children: ReactNode;
}

/**
 * The card beside a hovered list row. One card serves the whole list: an invisible anchor
 * is laid over the hovered row, so no row pays for a popover of its own (that keeps
 * thousands of loaded rows cheap to scroll). Besides SPEC's up/down rule, floating-ui flips
 * and shifts the card when there is no room and caps its height to the room left, so it
 * always stays whole on screen. It is compact (300 px, a small preview): it covers a few rows,
 * not a screenful. Render it inside
 * the positioned element that `useRowHover` measured against.
 */
export function RowPopover({
  row,
  onMouseEnter,
  onMouseLeave,
  onClose,
  width = 300,
  children,
}: RowPopoverProps) {
  return (
    <Popover
      opened={row !== null}
      onChange={(open) => !open && onClose?.()}
      position={row && row.index > FLIP_AFTER_INDEX ? 'top' : 'bottom'}
      width={width}
      shadow="md"
      // flip to the side with room, shift along both axes, and never be taller than the room
      // left (the card scrolls inside then): it stays whole in the viewport wherever the row is
      middlewares={{ flip: { padding: 8 }, shift: { padding: 8, crossAxis: true }, size: { padding: 8 } }}
      returnFocus={false}
      trapFocus={false}
    >
      <Popover.Target>
        <div
          aria-hidden
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            top: row?.top ?? 0,
            left: row?.left ?? 0,
            width: row?.width ?? 0,
            height: row?.height ?? 0,
          }}
        />
      </Popover.Target>
      <Popover.Dropdown
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
        p="xs"
        style={{ overflowY: 'auto', maxWidth: 'calc(100vw - 16px)' }}
      >
        {row && children}
      </Popover.Dropdown>
    </Popover>
  );
}
