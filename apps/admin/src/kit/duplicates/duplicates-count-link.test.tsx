import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { ok } from './duplicates.fixture';
import { DuplicatesCountLink } from './duplicates-count-link';

const fetchMock = stubFetch();
const open = () => renderWithProviders(<DuplicatesCountLink area="tiktoks" review="/tiktoks/duplicates" />);

describe("the list header's duplicates count", () => {
  it('links the count of open clusters to the review screen', async () => {
    fetchMock.mockResolvedValue(ok({ open: 3, exact: 1 }));
    open();
    const link = await screen.findByRole('link', { name: '3 possible duplicates' });
    expect(link.getAttribute('href')).toBe('/tiktoks/duplicates');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/duplicates/tiktoks/count');
  });

  it('shows nothing when there are none, nor when the count failed', async () => {
    fetchMock.mockResolvedValueOnce(ok({ open: 0, exact: 0 }));
    const first = open();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('link')).toBeNull();
    first.unmount();
    fetchMock.mockResolvedValueOnce(
      apiAnswer(403, { success: false, error: { code: 'forbidden', message: 'No' } }),
    );
    open();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
