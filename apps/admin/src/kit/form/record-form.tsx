import { Box, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { ConflictAlert } from './conflict-alert';
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

/** A record form: the fields, the 409 explanation with Reload above them, the buttons below. */
export function RecordForm<Values extends FieldValues, Output>(props: Props<Values, Output>) {
  const { state } = props;
  const form = (
    <form noValidate onSubmit={state.submit} style={props.maw ? { maxWidth: props.maw } : undefined}>
      <Stack gap="lg">
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
