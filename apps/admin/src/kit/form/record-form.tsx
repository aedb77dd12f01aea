import { Box, Grid, Stack } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { ConflictAlert } from './conflict-alert';
import { labelInForm } from './merge/field-labels';
import { MergePanel } from './merge/merge-panel';
import { UpdatedNotice } from './merge/updated-notice';
import type { RecordForm as RecordFormState } from './use-record-form';

interface Props<Values extends FieldValues, Output> {
  state: RecordFormState<Values, Output>;
  /** names the record in the 409 explanation ("Another user saved this title …") */
  what: string;
  /** the form's fields and sections */
  children: ReactNode;
  /** the buttons (RecordFormButtons inside FormActions or InlineFormActions) */
  actions: ReactNode;
  /** shown beside the form on wide screens, kept in view (a live preview); it sees the form's values */
  aside?: ReactNode;
  maw?: number;
}

/**
 * A record form: the fields; above them, a version saved elsewhere (the notice that the form
 * shows it, or the merge with what was typed) or the 409 explanation with Reload; the buttons below.
 */
export function RecordForm<Values extends FieldValues, Output>(props: Props<Values, Output>) {
  const { state } = props;
  const { merging } = state;
  const formElement = useRef<HTMLFormElement>(null);
  const form = (
    <form
      ref={formElement}
      noValidate
      onSubmit={state.submit}
      style={props.maw ? { maxWidth: props.maw } : undefined}
    >
      <Stack gap="lg">
        {merging.updated && <UpdatedNotice onClose={merging.dismissUpdated} />}
        {merging.merge && (
          <MergePanel
            merge={merging.merge}
            pending={merging.pending}
            onChoose={merging.choose}
            onSave={() => void state.saveMerged()}
            saving={state.busy}
            labelOf={(field) => labelInForm(formElement.current, field)}
            what={props.what}
            onDismiss={merging.clear}
            asked={state.askMerge}
          />
        )}
        {state.conflict && <ConflictAlert what={props.what} onReload={() => void state.reloadTheirs()} />}
        {props.children}
      </Stack>
      {props.actions}
    </form>
  );
  return (
    <FormProvider {...state.form}>
      {props.aside ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>{form}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>{props.aside}</Box>
          </Grid.Col>
        </Grid>
      ) : (
        form
      )}
    </FormProvider>
  );
}
