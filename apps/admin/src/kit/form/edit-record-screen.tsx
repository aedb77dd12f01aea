import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ConfirmOptions } from '../../components/confirm-dialog';
import { useReturnTo } from '../list/return-to';
import { RecordPresence } from '../live/record-presence';
import { confirmThenDelete } from './confirm-then-delete';
import { DeleteButton } from './delete-button';
import { RecordEditScreen, type RecordEditScreenProps } from './record-edit-screen';
import { RecordForm } from './record-form';
import { RecordFormButtons } from './record-form-buttons';
import { type RecordButtonsPlace, RecordScreenButtons } from './record-screen-parts';
import {
  noAfterSave,
  noDelete,
  noUploads,
  type RecordAside,
  type RecordFields,
  type RecordScreensDeclaration,
  renderAside,
  type UploadFailed,
} from './record-screens';
import { toFormValues, toSentValues } from './schema-form-values';
import { useHandedOver } from './screen-handover';
import { useMediaChoice } from './use-media-choice';
import { useRecordForm } from './use-record-form';

export interface EditRecordScreenProps<Rec extends { id: number }, Values extends FieldValues, Output>
  extends Omit<RecordEditScreenProps<Rec>, 'useOne' | 'what' | 'list' | 'children'> {
  declaration: RecordScreensDeclaration<Rec, Values, Output>;
  fields: RecordFields<Rec>;
  /** shown beside the form on wide screens (a live preview, reading the form's values) */
  aside?: RecordAside;
  /** what Delete asks first (the area's words, naming the record or not); none: no Delete */
  deleteDialog?: ConfirmOptions | ((record: Rec) => ConfirmOptions);
  /** a red Delete button, where the SPEC asks for one */
  deleteFilled?: boolean;
  /** what Save says, naming the record (default: "<Noun> saved") */
  savedMessage?: (record: Rec) => string;
  /** where the buttons sit (default: the bar kept in view) */
  buttons?: RecordButtonsPlace;
  /** after Delete, before the buttons: the area's own (a Preview) */
  start?: (record: Rec) => ReactNode;
}

/** The props that shape the form, not the screen around it. */
type FormShape =
  | 'declaration'
  | 'fields'
  | 'aside'
  | 'deleteDialog'
  | 'deleteFilled'
  | 'savedMessage'
  | 'buttons'
  | 'start';

/**
 * Every edit screen: the record loaded by the route's id (RecordEditScreen: header, History,
 * not found), its form; Save (says "<Noun> saved", back to the filtered list), Ctrl/⌘+S (saves
 * and stays), a version saved elsewhere shown in place or merged with what was typed (a 409
 * too: merge/), Delete (asks, then Undo from the trash), and the file a new screen could not
 * upload offered again.
 */
export function EditRecordScreen<Rec extends { id: number }, Values extends FieldValues, Output>(
  props: EditRecordScreenProps<Rec, Values, Output>,
) {
  const { declaration, fields, aside, deleteDialog, deleteFilled, savedMessage, buttons, start, ...screen } =
    props;
  const shape = { declaration, fields, aside, deleteDialog, deleteFilled, savedMessage, buttons, start };
  return (
    <RecordEditScreen
      {...screen}
      useOne={declaration.resource.useOne}
      what={declaration.what}
      list={declaration.list}
    >
      {(record, reload) => (
        // who else has it open, and in which field (kit/live)
        <RecordPresence resource={declaration.name} id={record.id}>
          <EditRecordForm key={record.id} record={record} reload={reload} {...shape} />
        </RecordPresence>
      )}
    </RecordEditScreen>
  );
}

export interface EditRecordFormProps<Rec extends { id: number }, Values extends FieldValues, Output>
  extends Pick<EditRecordScreenProps<Rec, Values, Output>, FormShape> {
  record: Rec;
  /** fetches the stored record again (after a 409) */
  reload: () => Promise<Rec | undefined>;
}

/** The loaded record's form with its buttons: the edit screen's body, for a screen that loads the record itself. */
export function EditRecordForm<Rec extends { id: number }, Values extends FieldValues, Output>({
  declaration: d,
  record,
  reload,
  fields,
  aside,
  deleteDialog,
  deleteFilled,
  savedMessage,
  buttons,
  start,
}: EditRecordFormProps<Rec, Values, Output>) {
  const navigate = useNavigate();
  const back = useReturnTo(d.show ? d.show(record.id) : d.list.to);
  // the new screen saved this record but not its file: go on in file mode, saying why
  const handed = useHandedOver<UploadFailed>(d.name, record.id);
  const media = useMediaChoice(handed ? 'file' : (d.media?.onEdit ?? 'link'), handed?.uploadError ?? null);
  const save = d.resource.useSave();
  const upload = d.resource.upload;
  const useUploads = d.useUploads ?? noUploads;
  const uploads = useUploads();
  const afterSave = (d.useAfterSave ?? noAfterSave)();
  const formValues = (rec: Rec) => toFormValues(d.schema, rec, d.conversions);
  // the record as its query holds it now: a newer version refreshes the form or offers the merge
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema and conversions are the area's constants
  const stored = useMemo(() => formValues(record), [record]);
  const state = useRecordForm({
    stored,
    schema: d.schema,
    defaultValues: formValues(record),
    save: (body) => save.mutateAsync({ id: record.id, body: toSentValues(body, d.conversions) }),
    file: d.media && upload && { media, upload, savedWithoutFile: d.media.savedWithoutFile },
    uploads,
    reload: async () => {
      const fresh = await reload();
      return fresh && formValues(fresh);
    },
    onSaved: (outcome, after) => {
      afterSave?.(outcome.saved.id);
      // saved but the upload failed (the message is on the field), or Ctrl/⌘+S: stay
      if (!outcome.ok || after === 'stay') return;
      notifications.show({ color: 'green', message: savedMessage?.(record) ?? `${d.noun} saved` });
      navigate(d.show ? d.show(outcome.saved.id) : back);
    },
  });
  const { deleting, onDelete } = useDeleteRecord(d, record, deleteDialog, state.allowLeave);
  const busy = state.busy || deleting;

  return (
    <RecordForm
      state={state}
      what={d.what}
      aside={renderAside(aside, { media, busy, picks: uploads?.picks })}
      actions={
        <RecordScreenButtons
          place={buttons}
          start={
            (deleteDialog || start) && (
              <>
                {onDelete && (
                  <DeleteButton onClick={onDelete} busy={busy} deleting={deleting} filled={deleteFilled} />
                )}
                {start?.(record)}
              </>
            )
          }
        >
          <RecordFormButtons busy={state.busy} blocked={deleting} onCancel={() => navigate(back)} />
        </RecordScreenButtons>
      }
    >
      {/* without a Media Type to show it on: the picks are to redo */}
      {handed && !d.media && (
        <Alert color="orange" title="Saved without every file">
          {handed.uploadError}
        </Alert>
      )}
      {fields({ media, busy, picks: uploads?.picks }, record)}
    </RecordForm>
  );
}

/** Delete, where the area gives its dialog: asks, deletes, then back to the list. */
function useDeleteRecord<Rec extends { id: number }, Values extends FieldValues, Output>(
  d: RecordScreensDeclaration<Rec, Values, Output>,
  record: Rec,
  deleteDialog: EditRecordScreenProps<Rec, Values, Output>['deleteDialog'],
  allowLeave: () => void,
) {
  const navigate = useNavigate();
  const useDelete = d.resource.useDelete ?? noDelete;
  const remove = useDelete();
  const deleting = remove?.isPending ?? false;
  if (!remove || !deleteDialog) return { deleting };
  const onDelete = async () => {
    const dialog = typeof deleteDialog === 'function' ? deleteDialog(record) : deleteDialog;
    if (!(await confirmThenDelete(dialog, () => remove.mutateAsync(record.id)))) return;
    // the kit says it, with Undo (the record went to the trash)
    allowLeave();
    navigate(d.list.to);
  };
  return { deleting, onDelete };
}
