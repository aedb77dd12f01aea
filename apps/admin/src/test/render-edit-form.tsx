import type { FieldValues } from 'react-hook-form';
import { EditRecordForm, type EditRecordFormProps } from '../kit/form/edit-record-screen';
import { renderWithRouter } from './render-with-providers';

/** An edit screen's form as the area declares it: all but the loaded record. */
type EditForm<Rec extends { id: number }, Values extends FieldValues, Output> = Omit<
  EditRecordFormProps<Rec, Values, Output>,
  'record' | 'reload'
>;

/**
 * The form of an already loaded record (the edit screen's body, without its loading) at the
 * record's edit path, and the declared list beside it headed `listHeading`, to see Save and
 * Cancel lead there.
 */
export function renderEditForm<Rec extends { id: number }, Values extends FieldValues, Output>(
  form: EditForm<Rec, Values, Output>,
  record: Rec,
  {
    reload = async () => record,
    listHeading = 'List',
  }: { reload?: () => Promise<Rec | undefined>; listHeading?: string } = {},
) {
  const at = form.declaration.edit(record.id);
  return renderWithRouter(
    [
      { path: at, element: <EditRecordForm {...form} record={record} reload={reload} /> },
      { path: form.declaration.list.to, element: <h1>{listHeading}</h1> },
    ],
    { initialEntries: [at] },
  );
}
