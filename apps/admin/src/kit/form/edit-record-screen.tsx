import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ConfirmOptions } from '../../components/confirm-dialog';
import { useReturnTo } from '../list/return-to';
import { confirmThenDelete } from './confirm-then-delete';
import { DeleteButton } from './delete-button';
import { FormActions } from './form-actions';
import { RecordEditScreen, type RecordEditScreenProps } from './record-edit-screen';
import { RecordForm } from './record-form';
import { RecordFormButtons } from './record-form-buttons';
import {
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
  fields: RecordFields;
  /** shown beside the form on wide screens (a live preview, reading the form's values) */
  aside?: RecordAside;
  /** what Delete asks first (the area's words) */
  deleteDialog: ConfirmOptions;
  /** a red Delete button, where the SPEC asks for one */
  deleteFilled?: boolean;
}

/**
 * Every edit screen: the record loaded by the route's id (RecordEditScreen: header, History,
 * not found), its form; Save (says "<Noun> saved", back to the filtered list), Ctrl/⌘+S (saves
 * and stays), a 409 with Reload, Delete (asks, then Undo from the trash), and the file a new
 * screen could not upload offered again.
 */
export function EditRecordScreen<Rec extends { id: number }, Values extends FieldValues, Output>(
  props: EditRecordScreenProps<Rec, Values, Output>,
) {
  const { declaration, fields, aside, deleteDialog, deleteFilled, ...screen } = props;
  return (
    <RecordEditScreen
      {...screen}
      useOne={declaration.resource.useOne}
      what={declaration.what}
      list={declaration.list}
    >
      {(record, reload) => (
        <EditRecordForm
          key={record.id}
          record={record}
          reload={reload}
          declaration={declaration}
          fields={fields}
          aside={aside}
          deleteDialog={deleteDialog}
          deleteFilled={deleteFilled}
        />
      )}
    </RecordEditScreen>
  );
}

export interface EditRecordFormProps<Rec extends { id: number }, Values extends FieldValues, Output>
  extends Pick<
    EditRecordScreenProps<Rec, Values, Output>,
    'declaration' | 'fields' | 'aside' | 'deleteDialog' | 'deleteFilled'
  > {
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
}: EditRecordFormProps<Rec, Values, Output>) {
  const navigate = useNavigate();
  const back = useReturnTo(d.list.to);
  // the new screen saved this record but not its file: go on in file mode, saying why
  const handed = useHandedOver<UploadFailed>(d.name, record.id);
  const media = useMediaChoice(handed ? 'file' : (d.media?.onEdit ?? 'link'), handed?.uploadError ?? null);
  const save = d.resource.useSave();
  const remove = d.resource.useDelete();
  const upload = d.resource.upload;
  const useUploads = d.useUploads ?? noUploads;
  const uploads = useUploads();
  const formValues = (rec: Rec) => toFormValues(d.schema, rec, d.conversions);
  const state = useRecordForm({
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
      // saved but the upload failed (the message is on the field), or Ctrl/⌘+S: stay
      if (!outcome.ok || after === 'stay') return;
      notifications.show({ color: 'green', message: `${d.noun} saved` });
      navigate(back);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmThenDelete(deleteDialog, () => remove.mutateAsync(record.id)))) return;
    // the kit says it, with Undo (the record went to the trash)
    state.allowLeave();
    navigate(d.list.to);
  };

  return (
    <RecordForm
      state={state}
      what={d.what}
      aside={renderAside(aside, { media, busy, picks: uploads?.picks })}
      actions={
        <FormActions
          start={
            <DeleteButton onClick={onDelete} busy={busy} deleting={remove.isPending} filled={deleteFilled} />
          }
        >
          <RecordFormButtons busy={state.busy} blocked={remove.isPending} onCancel={() => navigate(back)} />
        </FormActions>
      }
    >
      {/* without a Media Type to show it on: the picks are to redo */}
      {handed && !d.media && (
        <Alert color="orange" title="Saved without every file">
          {handed.uploadError}
        </Alert>
      )}
      {fields({ media, busy, picks: uploads?.picks })}
    </RecordForm>
  );
}
