import type { MediaType } from '@adlib/shared/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Saved } from '../resource/resource-types';
import type { ListLink } from './record-not-found';
import type { FieldConversions } from './schema-form-values';
import type { FilePicks } from './use-file-picks';
import type { MediaChoice } from './use-media-choice';
import type { RecordFormOptions } from './use-record-form';

/** The parts of an area's resource (createResource) its new and edit screens use. */
export interface RecordScreensResource<Rec, Output> {
  useOne: (id: number) => UseQueryResult<Rec>;
  useSave: () => { mutateAsync: (args: { id?: number; body: Output }) => Promise<Saved> };
  /** none: the record cannot be deleted (no Delete button) */
  useDelete?: () => RecordDelete;
  upload?: (id: number, file: File, onProgress: (percent: number) => void) => Promise<unknown>;
}

export interface RecordDelete {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

/** A record that cannot be deleted: nothing pending, ever. */
export const noDelete = (): RecordDelete | undefined => undefined;

/**
 * One area's record, as its new and edit screens need it (NewRecordScreen, EditRecordScreen):
 * a module constant beside the area's fields.
 */
export interface RecordScreensDeclaration<Rec extends { id: number }, Values extends FieldValues, Output> {
  /** the resource's name, under which the new screen hands the edit screen what it must know */
  name: string;
  resource: RecordScreensResource<Rec, Output>;
  /** the shared input schema: checks, blank form, the record's form values */
  schema: z.ZodType<Output, Values> & { shape: Readonly<Record<string, z.ZodType>> };
  /** the fields whose form value is not the stored or sent one (localDateTime) */
  conversions?: FieldConversions;
  /** the record's noun in notifications: 'TikTok' ("TikTok created", "TikTok saved") */
  noun: string;
  /** the record's noun in a sentence: 'tiktok' */
  what: string;
  /** the list: where Save, Cancel and Delete lead (the filtered one it came from, on the edit screen) */
  list: ListLink;
  /** a record's edit screen: where Ctrl/⌘+S on a new record leads */
  edit: (id: number) => string;
  /**
   * a record's own page, where it has one beside its edit screen: Save leads there (not to the
   * list), and so does Cancel on the edit screen
   */
  show?: (id: number) => string;
  /**
   * a link or a file to upload after the record is saved: the Media Type a new and a stored
   * record start at, and what "saved, but not uploaded" says before the reason
   */
  media?: { onNew: MediaType; onEdit: MediaType; savedWithoutFile: string };
  /**
   * several files to upload after the record is saved, each in its own input (useFilePicks):
   * a hook answering useRecordForm's `uploads`
   */
  useUploads?: () => RecordUploads;
  /**
   * a hook answering what to do once a record is saved, beside the screen's own flow (the
   * duplicates check, issue 26: useDuplicateCheck); it gets the saved id
   */
  useAfterSave?: () => (id: number) => void;
}

export type RecordUploads = NonNullable<RecordFormOptions<FieldValues, unknown>['uploads']>;

/** What an area's fields are given. */
export interface RecordFieldsContext {
  /** the Media Type and picked file (declaration.media) */
  media: MediaChoice;
  /** saving or deleting: file inputs wait */
  busy: boolean;
  /** the picked files (declaration.useUploads) */
  picks?: FilePicks;
}

/** The area's fields, given the screen's state and, on an edit screen, the loaded record. */
export type RecordFields<Rec = unknown> = (context: RecordFieldsContext, record?: Rec) => ReactNode;

/** Beside the form on wide screens (a live preview): fixed, or given the screen's state (the picked file). */
export type RecordAside = ReactNode | ((context: RecordFieldsContext) => ReactNode);

export const renderAside = (aside: RecordAside, context: RecordFieldsContext): ReactNode =>
  typeof aside === 'function' ? aside(context) : aside;

/** What the new screen hands the edit screen when the record was saved but its file was not. */
export interface UploadFailed {
  uploadError: string;
}

/** Nothing to do after a save. */
export const noAfterSave = (): ((id: number) => void) | undefined => undefined;

/** A record without several files to upload. */
export const noUploads = (): RecordUploads | undefined => undefined;
