import type { ImportResult } from '@adlib/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { thingsContract } from '../../test/things-contract';
import { createResource } from '../resource/create-resource';
import { ImportButton } from './import-dialog';
import { duplicateLine } from './import-duplicates';

const things = createResource('things', thingsContract('/api/things'));
const useImportFile = things.useImportFile ?? (() => expect.unreachable('no import hook'));

function ThingsImport({ duplicates }: { duplicates?: boolean }) {
  return <ImportButton what="things" run={useImportFile()} duplicates={duplicates} />;
}

const fetchMock = stubFetch();
const checked: ImportResult = {
  outcome: 'dry_run',
  rows: 4,
  inserted: 4,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  errors: [],
  error_count: 0,
  columns: [],
  unknown_columns: [],
  preview: [],
  duplicates: [
    { line: 2, of: { id: 123, line: null }, reasons: ['same-post'], exact: true },
    { line: 4, of: { id: null, line: 2 }, reasons: ['same-file', 'near-picture'], exact: true },
    { line: 5, of: { id: 9, line: null }, reasons: ['same-copy'], exact: false },
  ],
  skipped_duplicates: 0,
};
const ndjson = (data: ImportResult) =>
  new Response(`${JSON.stringify({ type: 'result', success: true, data })}\n`, {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });
const sentForm = (call: number) => fetchMock.mock.calls[call]?.[1]?.body as FormData;

async function checkFile(duplicates?: boolean) {
  const { container } = renderWithProviders(<ThingsImport duplicates={duplicates} />);
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import things' });
  const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['post_id\n'], 'posts.csv', { type: 'text/csv' }));
  return dialog;
}

describe('the import dialog and duplicates', () => {
  it('says each duplicate by line, of a record or of an earlier line', () => {
    const [a, b, c] = checked.duplicates ?? [];
    expect(a && duplicateLine(a)).toBe('Line 2: same post as #123');
    expect(b && duplicateLine(b)).toBe('Line 4: same file and near-identical picture as line 2');
    expect(c && duplicateLine(c)).toBe('Line 5: same copy as #9');
  });

  it('lists the check’s duplicates, and "Skip exact duplicates" sends skip_duplicates', async () => {
    fetchMock.mockResolvedValueOnce(ndjson(checked));
    fetchMock.mockResolvedValueOnce(
      ndjson({
        ...checked,
        outcome: 'imported',
        inserted: 2,
        duplicates: checked.duplicates?.slice(2),
        skipped_duplicates: 2,
      }),
    );
    const dialog = await checkFile(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const list = await within(dialog).findByRole('list', { name: 'Possible duplicates' });
    expect(within(list).getByText('Line 2: same post as #123')).toBeTruthy();
    expect(within(list).getByText('Line 4: same file and near-identical picture as line 2')).toBeTruthy();
    expect(within(dialog).getByText('3 possible duplicates (2 exact)')).toBeTruthy();
    expect(sentForm(0).get('skip_duplicates')).toBeNull();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Skip exact duplicates/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(/2 exact duplicates left out/)).toBeTruthy();
    expect(sentForm(1).get('skip_duplicates')).toBe('true');
  });

  it('an area that does not check duplicates offers no such choice', async () => {
    const dialog = await checkFile();
    expect(within(dialog).queryByRole('checkbox', { name: /Skip exact duplicates/ })).toBeNull();
  });
});
