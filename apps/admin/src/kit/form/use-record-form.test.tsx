import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../api/client';
import { renderWithRouter } from '../../test/render-with-providers';
import { FormActions } from './form-actions';
import { RecordForm } from './record-form';
import { RecordFormButtons } from './record-form-buttons';
import { useMediaChoice } from './use-media-choice';
import { type RecordFormOptions, useRecordForm } from './use-record-form';

const schema = z.object({ name: z.string().min(1, 'Name is required'), updated_at: z.string().optional() });
type Values = z.input<typeof schema>;
type Opts = Pick<RecordFormOptions<Values, z.output<typeof schema>>, 'save' | 'onSaved'> & {
  upload: (id: number, file: File, onProgress: (p: number) => void) => Promise<unknown>;
};

function Screen({ save, onSaved, upload }: Opts) {
  const media = useMediaChoice('file');
  const state = useRecordForm({
    schema,
    defaultValues: { name: 'Old' },
    save,
    onSaved,
    file: { media, upload, savedWithoutFile: 'Saved, but the file was not uploaded' },
  });
  return (
    <RecordForm
      state={state}
      what="thing"
      actions={
        <FormActions>
          <RecordFormButtons busy={state.busy} onCancel={() => {}} />
        </FormActions>
      }
    >
      <input aria-label="Name" {...state.form.register('name')} />
      <p>{state.form.formState.errors.name?.message}</p>
      <input aria-label="File" type="file" onChange={(e) => media.setFile(e.target.files?.[0] ?? null)} />
      {media.fileError && <p role="alert">{media.fileError}</p>}
      {media.progress !== null && <progress aria-label="Upload" value={media.progress} max={100} />}
    </RecordForm>
  );
}

function setup(opts: Partial<Opts> = {}) {
  const props: Opts = {
    save: vi.fn(async () => ({ id: 7, updated_at: '2025-01-02T00:00:00.000Z' })),
    onSaved: vi.fn(),
    upload: vi.fn(async () => ({})),
    ...opts,
  };
  renderWithRouter([{ path: '/', element: <Screen {...props} /> }]);
  return props;
}
const file = new File(['png'], 'ad.png', { type: 'image/png' });

describe('useRecordForm in file mode', () => {
  it('asks for a file before saving anything', async () => {
    const { save } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Choose a file to upload, or pick another Media Type.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the record, then uploads the file with the saved id, then moves on', async () => {
    const { save, upload, onSaved } = setup();
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ name: 'Old' });
    expect(upload).toHaveBeenCalledWith(7, file, expect.any(Function));
    expect(onSaved).toHaveBeenCalledWith(
      { ok: true, saved: { id: 7, updated_at: '2025-01-02T00:00:00.000Z' } },
      'leave',
    );
  });

  it('does not move on when the upload fails: the reason sits beside the file', async () => {
    const upload = vi.fn(async () => {
      throw new ApiRequestError(415, { code: 'unsupported_media_type', message: 'Not an image' });
    });
    const { onSaved } = setup({ upload });
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Saved, but the file was not uploaded: Not an image',
    );
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        ok: false,
        uploadError: 'Saved, but the file was not uploaded: Not an image',
      }),
      'leave',
    );
  });

  it('puts the server field errors beside their fields and uploads nothing when the save fails', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'validation_failed',
        message: 'Check',
        fields: { name: 'Taken' },
      });
    });
    const { upload, onSaved } = setup({ save });
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a 409 naming a field (a taken value) lands beside the field, not in the "someone else changed it" alert', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(409, {
        code: 'conflict',
        message: 'This name is already taken',
        fields: { name: 'This name is already taken' },
      });
    });
    setup({ save });
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already taken')).toBeTruthy();
    expect(screen.queryByText(/Another user saved this thing/)).toBeNull();
  });

  it('a 409 without fields is a stale version: the alert offers to reload', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(409, {
        code: 'conflict',
        message: 'The thing was changed since you loaded it',
      });
    });
    setup({ save });
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Another user saved this thing/)).toBeTruthy();
  });
});
