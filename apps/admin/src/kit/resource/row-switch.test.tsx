import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { thingsContract } from '../../test/things-contract';
import { createResource } from './create-resource';

interface Thing {
  id: number;
  name: string;
  shown: boolean;
}
type Filters = { shown?: boolean | string };
const contract = thingsContract('/api/things');
const things = createResource<typeof contract, Filters>('things', contract);
const ROWS: Thing[] = [
  { id: 1, name: 'One', shown: true },
  { id: 2, name: 'Two', shown: true },
  { id: 3, name: 'Three', shown: true },
];

/** A list screen as the areas build it: the total, and each row with its switch. */
function ThingList({ filters }: { filters: Filters }) {
  const pages = things.useInfiniteList(filters);
  // what the list screens count under the lists' key (a total, the filters' option counts):
  // cached beside the pages, it holds no rows, and a switch must pass it by
  useQuery({
    queryKey: ['things', 'list', 'facets', filters],
    queryFn: () => ({ facets: { shown: [{ value: 'true', count: 3 }] } }),
  });
  const toggle = things.useRowSwitch('shown', contract.shown, 'Not switched', {
    confirm: (id, shown) => `Thing #${id} is now ${shown ? 'shown' : 'hidden'}`,
  });
  return (
    <>
      <p>{pages.total ?? '…'} things</p>
      <ul>
        {pages.items.map((t) => (
          <li key={t.id} aria-label={t.name}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={t.shown}
              aria-label={`Shown: ${t.name}`}
              checked={t.shown}
              onChange={(e) => toggle.mutate({ id: t.id, value: e.currentTarget.checked })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

const fetchMock = stubFetch();
const serve = () =>
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PUT'
      ? apiAnswer(200, { success: true, data: { id: 2 } })
      : apiAnswer(200, { success: true, data: { total: 3, results: ROWS } }),
  );
const names = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

async function hideTwo(filters: Filters) {
  const shown = vi.spyOn(notifications, 'show');
  serve();
  renderWithProviders(<ThingList filters={filters} />);
  const two = await screen.findByRole('listitem', { name: 'Two' });
  await userEvent.click(within(two).getByRole('switch'));
  await waitFor(() => expect(shown).toHaveBeenCalled());
  return shown.mock.calls[0]?.[0] as Parameters<typeof notifications.show>[0];
}

describe('a row switch on a list filtered by its field', () => {
  it('takes the row out of the list and the total down; Undo brings both back', async () => {
    const notice = await hideTwo({ shown: true });
    await waitFor(() => expect(names()).toEqual(['One', 'Three']));
    expect(screen.getByText('2 things')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/things/2/shown', expect.objectContaining({ method: 'PUT' }));

    const list = document.body.firstElementChild;
    render(<MantineProvider env="test">{notice.message as ReactElement}</MantineProvider>);
    expect(screen.getByText('Thing #2 is now hidden')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names()).toEqual(['One', 'Two', 'Three']));
    expect(within(list as HTMLElement).getByText('3 things')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Shown: Two' }) as HTMLInputElement).checked).toBe(true);
    const undo = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')[1];
    expect(JSON.parse(String(undo?.[1]?.body))).toEqual({ shown: true });
  });

  it('leaves a list filtered from the URL (text values) the same way', async () => {
    await hideTwo({ shown: 'true' });
    await waitFor(() => expect(names()).toEqual(['One', 'Three']));
  });

  it('keeps the row, switched, in a list not filtered on the field', async () => {
    await hideTwo({});
    expect(names()).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByText('3 things')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Shown: Two' }) as HTMLInputElement).checked).toBe(false);
  });
});
