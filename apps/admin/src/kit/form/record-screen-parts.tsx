import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from './form-actions';
import { InlineFormActions } from './inline-form-actions';

/** Where a record screen's buttons sit (NewRecordScreen, EditRecordScreen). */
export type RecordButtonsPlace =
  /** kept in view at the bottom of the screen, however long the form (the default) */
  | 'bar'
  /** right under a short form's fields, with the Ctrl/⌘+S hint */
  | 'inline';

/** The form's buttons in their place; `start` (Delete, Preview) before them. */
export function RecordScreenButtons({
  place = 'bar',
  start,
  children,
}: {
  place?: RecordButtonsPlace;
  start?: ReactNode;
  children: ReactNode;
}) {
  if (place === 'inline')
    return (
      <InlineFormActions>
        {start}
        {children}
      </InlineFormActions>
    );
  return <FormActions start={start}>{children}</FormActions>;
}

/** A form of a few fields, in a card of a form's width. */
export function FormCard({ maw, children }: { maw?: number; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" maw={maw}>
      {children}
    </Card>
  );
}
