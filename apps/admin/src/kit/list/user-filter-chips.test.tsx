import { advertisementList } from '@adlib/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { DeclaredFilterBar } from './declared-filter-bar';
import { useUrlFilters } from './use-url-filters';

const KEYS = ['search', 'created_by', 'published_by'] as const;

function Harness() {
  const url = useUrlFilters(KEYS);
  return (
    <DeclaredFilterBar
      declaration={advertisementList.declaration}
      keys={KEYS}
      filters={url.filters}
      onChange={url.setFilters}
      onResetAll={url.resetAll}
      views={false}
    />
  );
}

const fetchMock = stubFetch();
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  fetchMock.mockImplementation(async (url) => {
    asked.push(url);
    if (url.startsWith('/api/staff-names?'))
      return apiAnswer(200, { success: true, data: { names: [{ id: 12, name: 'Dana Curator' }] } });
    return apiAnswer(404, { success: false, error: { code: 'not_found', message: 'no' } });
  });
});

describe('the chips of a list’s user filters', () => {
  it('name the staff member, and the system as System, asking for the named ids only', async () => {
    renderWithProviders(<Harness />, { route: '/advertisements/?created_by=12&published_by=none' });
    expect(await screen.findByText('Added by: Dana Curator')).toBeTruthy();
    expect(screen.getByText('Published by: System')).toBeTruthy();
    expect(asked).toEqual(['/api/staff-names?ids=12']);
  });

  it('keep the id when it names no staff member', async () => {
    renderWithProviders(<Harness />, { route: '/advertisements/?created_by=99' });
    expect(await screen.findByText('Added by: user #99')).toBeTruthy();
  });
});
