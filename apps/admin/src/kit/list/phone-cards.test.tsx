import { Switch } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagesOf } from '../../test/infinite-pages';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenIsPhone } from '../../test/screen-is-phone';
import { InfiniteList } from './infinite-list';
import type { ListColumn } from './list-column';
import { type RecordColumn, RecordTable } from './record-table';

type Ad = { id: number; name: string; tags: string; visible: boolean };
const ads: Ad[] = [
  { id: 1, name: 'Acme', tags: 'funny', visible: true },
  { id: 2, name: 'Brio', tags: 'seasonal', visible: false },
];
const columns: ListColumn<Ad>[] = [
  { key: 'id', header: 'ID', width: 80, render: (a) => a.id },
  { key: 'brand', header: 'Brand', card: 'title', render: (a) => a.name },
  { key: 'tags', header: 'Tags', render: (a) => a.tags },
  {
    key: 'actions',
    header: 'Actions',
    width: 100,
    card: 'actions',
    render: (a) => <a href={`/edit/${a.id}`}>Edit {a.name}</a>,
  },
  {
    key: 'visible',
    header: 'Visible',
    width: 80,
    card: 'actions',
    render: (a) => <Switch aria-label={`Visible: ${a.name}`} checked={a.visible} onChange={() => {}} />,
  },
];
const selection = {
  selected: new Set<number>([2]),
  allMatching: false,
  selectAllMatching: () => {},
  toggle: vi.fn(),
  setAll: vi.fn(),
  clear: vi.fn(),
};

const renderAds = (over: Partial<Parameters<typeof InfiniteList<Ad, number>>[0]> = {}) =>
  renderWithProviders(
    <InfiniteList<Ad, number>
      label="Visible advertisements"
      pages={pagesOf(ads)}
      columns={columns}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.name}
      selection={selection}
      {...over}
    />,
  );

describe('a list on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is one card per record, no table: title, "header: value" lines, and the record’s controls', () => {
    screenIsPhone(true);
    renderAds();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Visible advertisements' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Acme')).toBeTruthy();
    // the unmarked columns are lines, named by their header
    expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual(['ID', 'Tags']);
    expect(first.getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', 'funny']);
    // the actions, the selection checkbox: on the card itself
    expect(first.getByRole('link', { name: 'Edit Acme' })).toBeTruthy();
    expect(first.getByRole('switch', { name: 'Visible: Acme' })).toBeTruthy();
    expect(first.getByText('Visible')).toBeTruthy(); // the switch says what it is
    expect(first.queryByText('Actions')).toBeNull(); // Edit names itself
    expect((first.getByRole('checkbox', { name: 'Select Acme' }) as HTMLInputElement).checked).toBe(false);
    const second = within(cards[1] as HTMLElement);
    expect((second.getByRole('checkbox', { name: 'Select Brio' }) as HTMLInputElement).checked).toBe(true);
  });

  it('selects from the card and from "Select all loaded" above the cards', async () => {
    screenIsPhone(true);
    renderAds();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Acme' }));
    expect(selection.toggle).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded' }));
    expect(selection.setAll).toHaveBeenCalledWith([1, 2]);
  });

  it('asks for the next page once the last loaded card is reached', () => {
    screenIsPhone(true);
    const pages = pagesOf(ads, { total: 40, hasMore: true });
    renderAds({ pages });
    expect(pages.fetchMore).toHaveBeenCalled();
  });

  it('opens the row card on keyboard focus in a card, as a dialog named after the record', () => {
    screenIsPhone(true);
    renderAds({ popover: (a) => <p>Card of {a.name}</p> });
    act(() => screen.getByRole('link', { name: 'Edit Brio' }).focus());
    expect(screen.getByRole('dialog', { name: 'Details of Brio' })).toBeTruthy();
    expect(screen.getByText('Card of Brio')).toBeTruthy();
  });

  it('stays a table on a wide screen', () => {
    screenIsPhone(false);
    renderAds();
    expect(screen.getByRole('table', { name: 'Visible advertisements' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('a short list (RecordTable) on a phone', () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => vi.restoreAllMocks());

  type Plan = { id: number; name: string; price: string };
  const plans: Plan[] = [
    { id: 1, name: 'Free', price: '$0' },
    { id: 2, name: 'Monthly', price: '$29' },
  ];
  const planColumns: RecordColumn<Plan>[] = [
    { header: 'Name', card: 'title', cell: (p) => p.name },
    { header: 'Price', cell: (p) => p.price },
    { header: 'Actions', card: 'actions', cell: (p) => <a href={`/pricing/edit/${p.id}`}>Edit {p.name}</a> },
  ];

  it('is one card per record with its Edit', () => {
    screenIsPhone(true);
    renderWithProviders(<RecordTable rows={plans} columns={planColumns} minWidth={600} label="Plans" />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Monthly')).toBeTruthy();
    expect(second.getAllByRole('definition').map((d) => d.textContent)).toEqual(['$29']);
    expect(second.getByRole('link', { name: 'Edit Monthly' })).toBeTruthy();
  });

  it('is a table on a wide screen', () => {
    screenIsPhone(false);
    renderWithProviders(<RecordTable rows={plans} columns={planColumns} minWidth={600} label="Plans" />);
    expect(screen.getByRole('table', { name: 'Plans' })).toBeTruthy();
  });
});
