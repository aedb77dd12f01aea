import type { ImportResult } from '@adlib/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { thingsContract } from '../../test/things-contract';
import { createResource } from '../resource/create-resource';
import { ImportButton } from './import-dialog';

const things = createResource('things', thingsContract('/api/things'));
// the contract declares an import, so the resource has its hook
const useImportFile = things.useImportFile ?? (() => expect.unreachable('no import hook'));

function ThingsImport() {
  return <ImportButton what="things" run={useImportFile()} />;
}

const fetchMock = stubFetch();
const base: ImportResult = {
  outcome: 'dry_run',
  rows: 3,
  inserted: 2,
  updated: 0,
  unchanged: 0,
  skipped: 1,
  errors: [{ line: 3, field: 'likes', message: 'Cannot be negative' }],
  error_count: 1,
  columns: [],
  unknown_columns: ['colour'],
  preview: [{ username: 'ana', post_id: 'p-1' }],
};
/** The streamed answer: progress lines, then the result line. */
const ndjson = (data: ImportResult) =>
  new Response(
    `${JSON.stringify({ type: 'progress', rows: 2, bytes: 10 })}\n${JSON.stringify({ type: 'result', success: true, data })}\n`,
    { status: 200, headers: { 'content-type': 'application/x-ndjson' } },
  );
const sentFields = (call: number) => {
  const form = fetchMock.mock.calls[call]?.[1]?.body as FormData;
  return { dry_run: form.get('dry_run'), skip_invalid: form.get('skip_invalid'), file: form.get('file') };
};

describe('ImportDialog', () => {
  it('checks a file (errors with their lines, the preview), then imports it skipping invalid rows', async () => {
    fetchMock.mockResolvedValueOnce(ndjson(base));
    fetchMock.mockResolvedValueOnce(ndjson({ ...base, outcome: 'imported', preview: [] }));
    const { container } = renderWithProviders(<ThingsImport />);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import things' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['username,post_id,likes\n'], 'posts.csv', { type: 'text/csv' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(
      await within(dialog).findByText(/3 rows read: 2 new, 0 to update, 0 unchanged, 1 invalid/),
    ).toBeTruthy();
    expect(sentFields(0)).toMatchObject({ dry_run: 'true', skip_invalid: 'false' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/import');
    const errors = within(dialog).getByRole('table', { name: 'Import errors' });
    expect(within(errors).getByText('3')).toBeTruthy();
    expect(within(errors).getByText('Cannot be negative')).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Import preview' }).textContent).toContain('p-1');
    expect(within(dialog).getByText(/colour/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Skip invalid rows/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(/Imported 3 rows: 2 new, 0 updated, 0 unchanged, 1 skipped/),
    ).toBeTruthy();
    expect(sentFields(1)).toMatchObject({ dry_run: 'false', skip_invalid: 'true' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true),
    );
  });

  it('shows a refused file in words, as the server said it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: false,
          error: { code: 'payload_too_large', message: 'The file is larger than 512 MB' },
        }),
        { status: 413, headers: { 'content-type': 'application/json' } },
      ),
    );
    const { container } = renderWithProviders(<ThingsImport />);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import things' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'big.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('The file is larger than 512 MB')).toBeTruthy();
  });
});
