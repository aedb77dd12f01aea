import { countSchema } from '@adlib/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../api/client';
import { renderWithRouter } from '../../test/render-with-providers';
import { InlineFormActions } from './inline-form-actions';
import { NumberField } from './number-field';
import { RecordForm } from './record-form';
import { RecordFormButtons } from './record-form-buttons';
import { type RecordFormOptions, useRecordForm } from './use-record-form';

// the count of a TikTok, as the shared schema declares it
const schema = z.object({ likes: countSchema.default(0) });
type Values = z.input<typeof schema>;
type Save = RecordFormOptions<Values, z.output<typeof schema>>['save'];

function Screen({ save }: { save: Save }) {
  const state = useRecordForm({ schema, defaultValues: { likes: 3 }, save, onSaved: () => {} });
  return (
    <RecordForm
      state={state}
      what="post"
      actions={
        <InlineFormActions>
          <RecordFormButtons busy={state.busy} onCancel={() => {}} />
        </InlineFormActions>
      }
    >
      <NumberField<Values> name="likes" label="Likes" />
    </RecordForm>
  );
}

function setup(save: Save) {
  renderWithRouter([{ path: '/', element: <Screen save={save} /> }]);
  return screen.getByRole('textbox', { name: 'Likes' });
}

describe('a number field of a record form', () => {
  it('keeps a negative count as typed and says why it is not saved, beside the field', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    const likes = setup(save);
    await userEvent.clear(likes);
    await userEvent.type(likes, '-5');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be negative')).toBeTruthy();
    expect(likes).toHaveProperty('value', '-5');
    expect(likes.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the API\u2019s refusal of the value beside the field, the value unchanged', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'validation_failed',
        message: 'Invalid input',
        fields: { likes: 'Too many likes' },
      });
    });
    const likes = setup(save);
    await userEvent.clear(likes);
    await userEvent.type(likes, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ likes: 12 }));
    expect(await screen.findByText('Too many likes')).toBeTruthy();
    expect(likes).toHaveProperty('value', '12');
  });
});
