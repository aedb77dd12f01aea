import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RecordForm } from './record-form';
import { RecordFormButtons } from './record-form-buttons';
import { FormCard, type RecordButtonsPlace, RecordScreenButtons } from './record-screen-parts';
import type { RecordAside, RecordFields, RecordScreensDeclaration, UploadFailed } from './record-screens';
import { noAfterSave, noUploads, renderAside } from './record-screens';
import { RemountableForm } from './remountable-form';
import { formDefaults, toSentValues } from './schema-form-values';
import { handOverToNextScreen } from './screen-handover';
import { useMediaChoice } from './use-media-choice';
import { useRecordForm } from './use-record-form';

export interface NewRecordScreenProps<Rec extends { id: number }, Values extends FieldValues, Output> {
  declaration: RecordScreensDeclaration<Rec, Values, Output>;
  /** the page title: 'New Tiktok' */
  title: string;
  /** the browser tab's title, when not `title` */
  documentTitle?: string;
  /**
   * says the record was created, in the area's words: a message, or its own notification
   * (default: "<Noun> created")
   */
  announce?: string | ((id: number, values: Values, navigate: (to: string) => void) => void);
  fields: RecordFields<Rec>;
  /** shown beside the form on wide screens (a live preview) */
  aside?: RecordAside;
  /** the form's width (default 880; 760 in a card) */
  maw?: number;
  /** 'card': a few fields in a card of the form's width; 'wide' (default): the form alone */
  layout?: 'card' | 'wide';
  /** where the buttons sit (default: the bar kept in view) */
  buttons?: RecordButtonsPlace;
  /** before the buttons: the area's own (a Preview) */
  start?: ReactNode;
  /** offers Save & Create other: saves, then a blank form (default true) */
  createOther?: boolean;
}

const CARD_WIDTH = 760;

/**
 * Every new-record screen: the blank form from the schema; Save (says "<Noun> created", back to
 * the list), Save & Create other (a blank form again), Ctrl/⌘+S (on to the record's edit
 * screen); a file that did not upload is handed to the edit screen, where it can be tried again.
 */
export function NewRecordScreen<Rec extends { id: number }, Values extends FieldValues, Output>(
  props: NewRecordScreenProps<Rec, Values, Output>,
) {
  return (
    <RemountableForm>{(remount) => <NewRecordForm {...props} onCreateOther={remount} />}</RemountableForm>
  );
}

function NewRecordForm<Rec extends { id: number }, Values extends FieldValues, Output>({
  declaration: d,
  title,
  documentTitle,
  announce,
  fields,
  aside,
  layout = 'wide',
  maw = layout === 'card' ? CARD_WIDTH : 880,
  buttons,
  start,
  createOther = true,
  onCreateOther,
}: NewRecordScreenProps<Rec, Values, Output> & { onCreateOther: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = d.resource.useSave();
  const media = useMediaChoice(d.media?.onNew ?? 'link');
  const upload = d.resource.upload;
  const useUploads = d.useUploads ?? noUploads;
  const uploads = useUploads();
  const afterSave = (d.useAfterSave ?? noAfterSave)();
  const state = useRecordForm({
    schema: d.schema,
    defaultValues: formDefaults(d.schema, d.conversions),
    save: (body) => save.mutateAsync({ body: toSentValues(body, d.conversions) }),
    file: d.media && upload && { media, upload, savedWithoutFile: d.media.savedWithoutFile },
    uploads,
    onSaved: (outcome, after) => {
      // saved, with its file or not: the record exists
      afterSave?.(outcome.saved.id);
      if (!outcome.ok) {
        // The record exists now: go on editing it there, where the upload can be tried again.
        state.allowLeave();
        handOverToNextScreen<UploadFailed>(queryClient, d.name, outcome.saved.id, {
          uploadError: outcome.uploadError,
        });
        navigate(d.edit(outcome.saved.id), { replace: true });
        return;
      }
      if (after === 'stay') {
        // Ctrl/⌘+S: keep working on the record just created, on its own screen
        state.allowLeave();
        navigate(d.edit(outcome.saved.id), { replace: true });
        return;
      }
      if (typeof announce === 'function') announce(outcome.saved.id, state.form.getValues(), navigate);
      else notifications.show({ color: 'green', message: announce ?? `${d.noun} created` });
      if (after === 'another') {
        window.scrollTo({ top: 0 });
        onCreateOther();
      } else navigate(d.show ? d.show(outcome.saved.id) : d.list.to);
    },
  });

  const form = (
    <RecordForm
      state={state}
      what={d.what}
      maw={aside || layout === 'card' ? undefined : maw}
      aside={renderAside(aside, { media, busy: state.busy, picks: uploads?.picks })}
      actions={
        <RecordScreenButtons place={buttons} start={start}>
          <RecordFormButtons
            busy={state.busy}
            onCancel={() => navigate(d.list.to)}
            onSaveAndCreateOther={createOther ? () => void state.submitAs('another')() : undefined}
          />
        </RecordScreenButtons>
      }
    >
      {fields({ media, busy: state.busy, picks: uploads?.picks })}
    </RecordForm>
  );

  return (
    <>
      <PageHeader back={d.list} title={title} documentTitle={documentTitle} />
      {layout === 'card' ? <FormCard maw={maw}>{form}</FormCard> : form}
    </>
  );
}
