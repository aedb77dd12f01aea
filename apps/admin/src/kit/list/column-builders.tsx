import { Button, Switch } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MediaThumb } from '../../components/media-thumb';
import { Highlighted } from './highlight';
import { CellLinkButton, CellText, CellTime } from './list-cells';
import type { ListColumn } from './list-column';
import type { RecordColumn } from './record-table';
import { withReturnTo } from './return-to';

/*
 * The columns every list writes the same way, so an area names the field and its header.
 * Each is typed by the fields it reads (`Record<K, …>`), so it fits any row that has them; in
 * an area's `ListColumn<Row>[]` a wrong field or a field of another type is a type error.
 */

type Time = string | Date | null | undefined;

/** The record's id, first and narrow. */
export function idColumn<T extends { id: number }>(): ListColumn<T> {
  return { key: 'id', header: 'ID', width: 80, render: (row) => <CellText>{row.id}</CellText> };
}

/** The row's name, strong: its card's heading on a phone, where the pointer opens the hover card. */
export function titleColumn<K extends string, T extends Record<K, string>>(
  field: K,
  header: string,
): ListColumn<T> {
  return {
    key: field,
    header,
    card: 'title',
    render: (row) => (
      <CellText strong title={row[field]}>
        <Highlighted text={row[field]} />
      </CellText>
    ),
  };
}

/** What a list row carries of its creative (shared `listMediaFields`). */
export interface RowMedia {
  thumb: string | null;
  placeholder: string | null;
}

/** The thumbnail's side in a row: the row keeps its height (56 px) whatever loads. */
export const ROW_THUMB_SIZE = 40;
const ROUND = { borderRadius: '50%' };

/**
 * The creative's thumbnail, narrow and fixed in size: its placeholder at once, the picture
 * lazy-loaded, a neutral picture when there is none. Beside the title on a phone's card, and
 * like the title it opens the row's hover card.
 */
export function thumbColumn<T extends RowMedia>(
  opts: {
    header?: string;
    /**
     * a small original shown while there is no thumbnail yet (a creator's profile picture);
     * never a video or a large file: that is what thumbnails spare the list
     */
    fallback?: (row: T) => string | null;
    /** what the picture shows, when the row does not say it already: 'Profile picture of Lena' */
    alt?: (row: T) => string;
    /** a round picture (a person's) */
    round?: boolean;
  } = {},
): ListColumn<T> {
  const { header = 'Media', fallback, alt, round } = opts;
  const style = round ? ROUND : undefined;
  return {
    key: 'thumb',
    header,
    width: ROW_THUMB_SIZE + 32,
    card: 'media',
    render: (row) => (
      <MediaThumb
        thumb={row.thumb ?? (row.placeholder ? null : (fallback?.(row) ?? null))}
        placeholder={row.placeholder}
        size={ROW_THUMB_SIZE}
        alt={alt?.(row)}
        style={style}
      />
    ),
  };
}

/** A text that may be missing: a dimmed dash then. */
export function textColumn<K extends string, T extends Record<K, string | null>>(
  field: K,
  header: string,
  width?: number,
): ListColumn<T> {
  return {
    key: field,
    header,
    width,
    render: (row) => <CellText dimmed={!row[field]}>{row[field] ?? '—'}</CellText>,
  };
}

/** A time as "3 days ago", the exact date and time in its tooltip. */
export function timeColumn<K extends string, T extends Record<K, Time>>(
  field: K,
  header: string,
  width = 150,
): ListColumn<T> {
  return { key: field, header, width, render: (row) => <CellTime value={row[field]} /> };
}

/**
 * The row's Edit, at the card's foot on a phone: a link to the record's edit screen that
 * comes back to the filtered list (`returnTo`), named "Edit <name> (#id)" after its `name` field.
 */
export function editColumn<K extends string, T extends { id: number } & Record<K, string>>(edit: {
  name: K;
  path: (id: number) => string;
  returnTo: string;
}): ListColumn<T> {
  return {
    key: 'actions',
    header: 'Actions',
    width: 100,
    card: 'actions',
    render: (row) => (
      <CellLinkButton
        to={withReturnTo(edit.path(row.id), edit.returnTo)}
        icon={<IconPencil size={14} />}
        label={`Edit ${row[edit.name]} (#${row.id})`}
      >
        Edit
      </CellLinkButton>
    ),
  };
}

/**
 * An on/off field switched in the row (Visible), at the card's foot on a phone, named
 * "<header>: <row's name>". `onChange` is one callback for the whole list, not one per row:
 * rows stay cheap to mount.
 */
export function switchColumn<K extends string, T extends { id: number } & Record<K, boolean>>(column: {
  field: K;
  header: string;
  rowName: (row: T) => string;
  onChange: (id: number, on: boolean) => void;
}): ListColumn<T> {
  return {
    key: column.field,
    header: column.header,
    width: 80,
    card: 'actions',
    render: (row) => (
      <Switch
        checked={row[column.field]}
        aria-label={`${column.header}: ${column.rowName(row)}`}
        onChange={(e) => column.onChange(row.id, e.currentTarget.checked)}
      />
    ),
  };
}

/**
 * A short table's Edit (RecordTable: titles, plans): a button to the record's edit screen,
 * named "Edit <name>" after its `name` field. The table is not filtered, so no way back is kept.
 */
export function recordEditColumn<K extends string, T extends { id: number } & Record<K, string>>(edit: {
  name: K;
  path: (id: number) => string;
}): RecordColumn<T> {
  return {
    header: 'Actions',
    w: 100,
    card: 'actions',
    cell: (row) => (
      <Button
        component={Link}
        to={edit.path(row.id)}
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        aria-label={`Edit ${row[edit.name]}`}
      >
        Edit
      </Button>
    ),
  };
}
