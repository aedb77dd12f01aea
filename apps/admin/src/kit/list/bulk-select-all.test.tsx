import { advertisementBulkEdit } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { thingsContract } from '../../test/things-contract';
import { SingleChoiceField } from '../form/choice-field';
import { createResource } from '../resource/create-resource';
import { BulkActionBar, type BulkActionButton } from './bulk-action-bar';
import type { BulkEditField } from './bulk-edit-modal';
import { useRowSelection } from './use-row-selection';

// Issue 19 §2: "Select all N matching", the count confirmed first, and the Edit field… modal.

type Action = 'hide';
const things = createResource('things', thingsContract('/api/things'));
const ACTIONS: readonly BulkActionButton<Action>[] = [{ action: 'hide', label: 'Hide', done: 'hidden' }];
const NOUN = ['ad', 'ads'] as const;
const LOADED = [1, 2, 3];
const FIELDS: readonly BulkEditField[] = [
  {
    field: 'industry',
    label: 'Industry',
    defaults: { industry: null, subindustry: null },
    input: (
      <>
        <SingleChoiceField name="industry" label="Industry" data={['Home', 'Pets']} />
        <SingleChoiceField name="subindustry" label="Subindustry" data={['Furniture', 'Drinks']} />
      </>
    ),
  },
];

function Page({ total = 18204, preselect = true }: { total?: number; preselect?: boolean }) {
  const selection = useRowSelection<number>('list');
  const bulk = things.useBulk<Action>('Bulk action failed');
  const refresh = things.useAfterBulk();
  const ids = LOADED.filter((id) => selection.selected.has(id));
  return (
    <>
      <button type="button" onClick={() => selection.setAll(LOADED)} disabled={!preselect}>
        Select all loaded
      </button>
      <BulkActionBar
        ids={ids}
        noun={NOUN}
        actions={ACTIONS}
        bulk={bulk}
        onDone={selection.clear}
        matching={{
          selection,
          loaded: LOADED,
          total,
          estimate: false,
          filters: { visible: true, industry: 'Pets' },
          count: things.countBulk,
        }}
        edit={{ fields: FIELDS, schema: advertisementBulkEdit, send: things.bulkEdit, refresh }}
      />
    </>
  );
}

const fetchMock = stubFetch();
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body ?? 'null')) }));
const counted = (count: number) => apiAnswer(200, { success: true, data: { count, dry_run: false } });

describe('Select all N matching', () => {
  it('is offered once the loaded page is selected, then the action confirms the server count and runs over the filter', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return counted(body.dry_run ? 18204 : 18203);
    });
    const shown = vi.spyOn(notifications, 'show');
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Select all loaded' }));
    expect(screen.getByText('3 ads selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 18,204 matching' }));
    expect(screen.getByText('All 18,204 matching ads selected')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide 18,204 ads?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '18,203 ads hidden' })),
    );
    expect(sent()).toEqual([
      {
        url: '/api/things/bulk',
        body: { filter: { visible: 'true', industry: 'Pets' }, all: true, action: 'hide', dry_run: true },
      },
      {
        url: '/api/things/bulk',
        body: { filter: { visible: 'true', industry: 'Pets' }, all: true, action: 'hide', dry_run: false },
      },
    ]);
    // done: the selection is cleared
    await waitFor(() => expect(screen.queryByText(/selected/)).toBeNull());
  });

  it('is not offered when the loaded rows are every match; Clear selection ends "all matching"', async () => {
    const { unmount } = renderWithProviders(<Page total={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select all loaded' }));
    expect(screen.queryByRole('button', { name: /Select all 3 matching/ })).toBeNull();
    unmount();
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Select all loaded' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 18,204 matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('Cancel at the count question sends only the dry run', async () => {
    fetchMock.mockResolvedValue(counted(40));
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Select all loaded' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 18,204 matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide 40 ads?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent().map((s) => s.body.dry_run)).toEqual([true]);
    expect(screen.getByText('All 18,204 matching ads selected')).toBeTruthy();
  });
});

/** Checks the loaded rows, opens Edit field…, picks Industry and `industry`: the modal. */
async function editIndustry(industry: string) {
  renderWithProviders(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Select all loaded' }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit field…' }));
  const modal = await screen.findByRole('dialog');
  await userEvent.click(within(modal).getByRole('combobox', { name: 'Field' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Industry' }));
  await userEvent.click(within(modal).getByRole('combobox', { name: 'Industry' }));
  await userEvent.click(await screen.findByRole('option', { name: industry }));
  return modal;
}

describe('Edit field…', () => {
  it('checks the value with the shared schema beside the input, then sets it on the checked rows', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(200, { success: true, data: { count: 3, dry_run: false, ids: [1, 2, 3] } }),
    );
    const shown = vi.spyOn(notifications, 'show');
    const modal = await editIndustry('Home');
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Subindustry' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Drinks' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    // the form's dependent rule, from the shared schema: nothing is sent
    expect(await within(modal).findByText('Not a subindustry of Home')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(modal).getByRole('combobox', { name: 'Subindustry' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Furniture' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Industry set on 3 ads' })),
    );
    expect(sent()).toEqual([
      {
        url: '/api/things/bulk-edit',
        body: { ids: [1, 2, 3], field: 'industry', industry: 'Home', subindustry: 'Furniture' },
      },
    ]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(400, {
        success: false,
        error: {
          code: 'validation_failed',
          message: 'Bad',
          fields: { industry: 'Not one of the industries' },
        },
      }),
    );
    const modal = await editIndustry('Pets');
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    expect(await within(modal).findByText('Not one of the industries')).toBeTruthy();
  });
});
