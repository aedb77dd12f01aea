import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ExportCsvButton } from './export-csv-button';

describe('ExportCsvButton', () => {
  it('counts the rows received while the file streams in, then offers the download again', async () => {
    let report: ((lines: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const run = (onProgress: (lines: number) => void) =>
      new Promise<void>((resolve) => {
        report = onProgress;
        finish = resolve;
      });
    renderWithProviders(<ExportCsvButton label="Download CSV" run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    report?.(1201); // the header line and 1,200 rows
    expect(await screen.findByRole('button', { name: 'Downloading… 1,200 rows' })).toHaveProperty(
      'disabled',
      true,
    );
    finish?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy());
  });
});
