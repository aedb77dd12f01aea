import { TextInput } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/client';
import { renderWithRouter } from '../../../test/render-with-providers';
import { FormActions } from '../form-actions';
import { RecordForm } from '../record-form';
import { RecordFormButtons } from '../record-form-buttons';
import { type RecordFormOptions, useRecordForm } from '../use-record-form';

// Issue 27 §3 on every record form (useRecordForm + RecordForm): a version saved elsewhere
// refreshes the form in place, or is merged with what was typed, asking per field both changed.

const schema = z.object({
  headline: z.string(),
  description: z.string(),
  notes: z.string(),
  updated_at: z.string().optional(),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const V1: Values = {
  headline: 'Old headline',
  description: 'Old desc',
  notes: '',
  updated_at: '2026-11-27T10:00:00.000Z',
};
const V2: Values = {
  ...V1,
  headline: 'Their headline',
  description: 'Their desc',
  updated_at: '2026-11-27T10:05:00.000Z',
};

let pushStored: (v: Values) => void = () => {};

function Screen(props: Pick<RecordFormOptions<Values, Output>, 'save' | 'reload' | 'onSaved'>) {
  const [stored, setStored] = useState(V1);
  pushStored = setStored;
  const state = useRecordForm({ schema, defaultValues: V1, stored, ...props });
  const { register } = state.form;
  return (
    <RecordForm
      state={state}
      what="advertisement"
      actions={
        <FormActions>
          <RecordFormButtons busy={state.busy} onCancel={() => {}} />
        </FormActions>
      }
    >
      <TextInput label="Headline" {...register('headline')} />
      <TextInput label="Description" {...register('description')} />
      <TextInput label="Notes" {...register('notes')} />
    </RecordForm>
  );
}

function setup(opts: Partial<Pick<RecordFormOptions<Values, Output>, 'save' | 'reload'>> = {}) {
  const props = {
    save: vi.fn(async (_v: Output) => ({ id: 5, updated_at: '2026-11-27T10:10:00.000Z' })),
    reload: vi.fn(async () => V2),
    onSaved: vi.fn(),
    ...opts,
  };
  renderWithRouter([{ path: '/', element: <Screen {...props} /> }]);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return { ...props, field };
}

const stale = () =>
  new ApiRequestError(409, { code: 'conflict', message: 'Someone else changed this advertisement' });

describe('a record form when the record changes elsewhere', () => {
  it('without unsaved edits: shows their version in place, says so, and keeps the focus', async () => {
    const { field } = setup();
    field('Notes').focus();
    act(() => pushStored(V2));
    expect(field('Headline').value).toBe('Their headline');
    expect(field('Description').value).toBe('Their desc');
    expect(screen.getByText('Updated by someone else — the form shows their changes')).toBeTruthy();
    // refreshed, not remounted: the same input still has the focus
    expect(document.activeElement).toBe(field('Notes'));
    expect(screen.queryByRole('region', { name: /while you edited it/ })).toBeNull();
  });

  it('with unsaved edits in other fields: takes theirs there, keeps yours, asks nothing', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_v: Output) => ({ id: 5, updated_at: '2026-11-27T10:10:00.000Z' }));
    const { field } = setup({ save });
    await user.type(field('Notes'), 'Mine');
    act(() => pushStored(V2));
    expect(field('Notes').value).toBe('Mine');
    expect(field('Headline').value).toBe('Their headline');
    const panel = screen.getByRole('region', {
      name: 'Someone else changed this advertisement while you edited it',
    });
    expect(panel.textContent).toContain('Their changes to Headline and Description are in the form now');
    expect(within(panel).queryAllByRole('radio')).toHaveLength(0);
    // saved against their version: both people's fields
    await user.click(within(panel).getByRole('button', { name: 'Save merged' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({ ...V2, notes: 'Mine' });
  });

  it('on a 409 keeps what was typed and asks, per field both changed, theirs or yours (keyboard)', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn<(v: Output) => Promise<{ id: number; updated_at: string }>>()
      .mockRejectedValueOnce(stale())
      .mockResolvedValue({ id: 5, updated_at: '2026-11-27T10:10:00.000Z' });
    const { field, reload } = setup({ save });
    await user.clear(field('Headline'));
    await user.type(field('Headline'), 'My headline');
    await user.type(field('Notes'), 'My notes');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const panel = await screen.findByRole('region', { name: /Someone else saved this advertisement/ });
    expect(reload).toHaveBeenCalledTimes(1);
    // nothing typed is lost: both typed fields still hold the typing; their other change is in
    expect(field('Headline').value).toBe('My headline');
    expect(field('Notes').value).toBe('My notes');
    expect(field('Description').value).toBe('Their desc');
    expect(screen.queryByText('Changed by someone else')).toBeNull();

    // one field to choose, named by its label, with the original beside both sides
    const group = within(panel).getByRole('radiogroup', { name: 'Headline' });
    expect(panel.textContent).toContain('Original: Old headline');
    const theirs = within(group).getByRole('radio', { name: /^Theirs/ });
    const yours = within(group).getByRole('radio', { name: /^Yours/ });
    expect(theirs.getAttribute('aria-checked') ?? String((theirs as HTMLInputElement).checked)).toBe('false');

    // Save before choosing does not save: it points at the field to choose
    await user.click(within(panel).getByRole('button', { name: 'Save merged' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(await within(panel).findByText('Take theirs or yours')).toBeTruthy();

    // keyboard: Space takes theirs, an arrow key moves to yours and back
    theirs.focus();
    await user.keyboard(' ');
    expect(field('Headline').value).toBe('Their headline');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(field('Headline').value).toBe('My headline'));
    expect((yours as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(field('Headline').value).toBe('Their headline'));

    await user.click(within(panel).getByRole('button', { name: 'Save merged' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    // the chosen value, both people's other fields, against their version
    expect(save.mock.calls[1]?.[0]).toEqual({
      headline: 'Their headline',
      description: 'Their desc',
      notes: 'My notes',
      updated_at: V2.updated_at,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Someone else saved/ })).toBeNull());
  });

  it('keeps typing done after the merge opened, when theirs is taken and then yours again', async () => {
    const user = userEvent.setup();
    const { field } = setup({ save: vi.fn().mockRejectedValueOnce(stale()) });
    await user.clear(field('Headline'));
    await user.type(field('Headline'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Someone else saved/ });
    await user.type(field('Headline'), ' and more');
    await user.click(within(panel).getByRole('radio', { name: /^Theirs/ }));
    expect(field('Headline').value).toBe('Their headline');
    await user.click(within(panel).getByRole('radio', { name: /^Yours/ }));
    expect(field('Headline').value).toBe('Mine and more');
  });

  it("the form's own Save waits while a field is still to choose", async () => {
    const user = userEvent.setup();
    const { field, save } = setup({ save: vi.fn().mockRejectedValueOnce(stale()) });
    await user.clear(field('Headline'));
    await user.type(field('Headline'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: /Someone else saved/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Take theirs or yours')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
