import { Popover } from '@mantine/core';
import type { FocusEventHandler, KeyboardEventHandler, ReactNode, Ref } from 'react';
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
  /** the card's accessible name: "Details of Acme (#333)" */
  label: string;
  /** focus and keys of the card (useRowHover's cardProps): the card is reachable with Tab */
  cardRef?: Ref<HTMLDivElement>;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  onKeyDown?: KeyboardEventHandler;
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
 *
 * It is a non-modal dialog named by `label` (Mantine's own roles would name it after the
 * invisible anchor, that is not at all); the keyboard reaches it as useRowHover describes.
 */
export function RowPopover({
  row,
  onMouseEnter,
  onMouseLeave,
  onClose,
  label,
  cardRef,
  onFocus,
  onBlur,
  onKeyDown,
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
      withRoles={false}
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
        ref={cardRef}
        role="dialog"
        aria-label={label}
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        p="xs"
        style={{ overflowY: 'auto', maxWidth: 'calc(100vw - 16px)' }}
      >
        {row && children}
      </Popover.Dropdown>
    </Popover>
  );
}
