import { Switch } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagesOf } from '../../test/infinite-pages';
import { renderWithProviders } from '../../test/render-with-providers';
import { InfiniteList } from './infinite-list';
import { OPEN_DELAY_MS } from './use-row-hover';

type Item = { id: number; name: string };
const items: Item[] = [
  { id: 1, name: 'One' },
  { id: 2, name: 'Two' },
];
const pages = pagesOf(items);
const columns = [{ key: 'name', header: 'Name', render: (r: Item) => r.name }];
const selection = {
  selected: new Set<number>(),
  allMatching: false,
  selectAllMatching: () => {},
  toggle: () => {},
  setAll: () => {},
  clear: () => {},
};

function renderList() {
  renderWithProviders(
    <InfiniteList
      label="Rows"
      pages={pages}
      columns={columns}
      rowKey={(r) => r.id}
      selection={selection}
      rowLabel={(r) => r.name}
      popover={(r) => <p>Card of {r.name}</p>}
    />,
  );
}
const cell = (name: string) => screen.getByText(name);
const card = (name: string) => screen.queryByText(`Card of ${name}`);
/** a pointer move to (x, y) over the element, as the browser reports it */
const move = (el: Element, x: number, y: number) => fireEvent.mouseMove(el, { clientX: x, clientY: y });
/** the page scrolls by itself (a wheel, a scrollbar), as the browser reports it */
const scrollPage = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
const rest = () => act(() => vi.advanceTimersByTime(OPEN_DELAY_MS + 50));

describe('the row card (hover intent)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('opens only once the pointer has moved onto a row and rested there', () => {
    renderList();
    move(cell('One'), 10, 10);
    expect(card('One')).toBeNull();
    rest();
    expect(card('One')).not.toBeNull();
  });

  it('does not open when a row arrives under a still pointer (scroll, layout shift)', () => {
    renderList();
    move(cell('One'), 10, 10);
    rest();
    expect(card('One')).not.toBeNull();
    scrollPage(300);
    // the page scrolled: the browser reports the same coordinates, now over another row
    fireEvent.mouseOver(cell('Two'), { clientX: 10, clientY: 10 });
    move(cell('Two'), 10, 10);
    rest();
    expect(card('Two')).toBeNull();
    expect(card('One')).toBeNull();
  });

  it('does not open after ticking a row’s checkbox, until the pointer goes to another row', () => {
    renderList();
    const box = screen.getByRole('checkbox', { name: 'Select One' });
    move(box, 10, 10);
    fireEvent.mouseDown(box, { clientX: 10, clientY: 10 });
    fireEvent.focus(box);
    fireEvent.mouseUp(box);
    fireEvent.click(box);
    move(box, 12, 10); // a tremble of the hand on the same row
    rest();
    expect(card('One')).toBeNull();
    move(cell('Two'), 12, 70);
    rest();
    expect(card('Two')).not.toBeNull();
  });

  it('opens from the row’s title, never from its controls nor from the other cells (issue 31)', () => {
    type Ad = Item & { visible: boolean };
    const ads: Ad[] = items.map((i) => ({ ...i, visible: true }));
    renderWithProviders(
      <InfiniteList<Ad, number>
        label="Ads"
        pages={pagesOf(ads)}
        columns={[
          { key: 'brand', header: 'Brand', card: 'title', render: (r) => r.name },
          { key: 'tags', header: 'Tags', render: (r) => `tags of ${r.name}` },
          {
            key: 'edit',
            header: 'Actions',
            card: 'actions',
            render: (r) => <a href={`/e/${r.id}`}>Edit {r.name}</a>,
          },
          {
            key: 'visible',
            header: 'Visible',
            card: 'actions',
            render: (r) => (
              <Switch aria-label={`Visible: ${r.name}`} checked={r.visible} onChange={() => {}} />
            ),
          },
        ]}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        popover={(r) => <p>Card of {r.name}</p>}
      />,
    );
    // the pointer rests on the Visible switch, then on Edit, then on a tag: no card
    move(screen.getByRole('switch', { name: 'Visible: One' }), 500, 10);
    rest();
    expect(card('One')).toBeNull();
    move(screen.getByRole('link', { name: 'Edit One' }), 420, 12);
    rest();
    expect(card('One')).toBeNull();
    move(screen.getByText('tags of One'), 250, 12);
    rest();
    expect(card('One')).toBeNull();
    // on the brand it opens; moving to another row's switch closes it
    move(cell('One'), 20, 12);
    rest();
    expect(card('One')).not.toBeNull();
    move(screen.getByRole('switch', { name: 'Visible: Two' }), 500, 70);
    rest();
    expect(card('One')).toBeNull();
    expect(card('Two')).toBeNull();
  });

  it('closes on scroll, but not for an event of a scroll made before it opened', () => {
    renderList();
    move(cell('One'), 10, 10);
    rest();
    expect(card('One')).not.toBeNull();
    scrollPage(0); // reported a frame late: the page has not moved since the card opened
    expect(card('One')).not.toBeNull();
    scrollPage(300);
    expect(card('One')).toBeNull();
  });

  it('opens at once on keyboard focus of a row', () => {
    renderList();
    act(() => screen.getByRole('checkbox', { name: 'Select Two' }).focus());
    expect(card('Two')).not.toBeNull();
    // focusing a row off screen scrolls the page to it: the card stays
    scrollPage(300);
    expect(card('Two')).not.toBeNull();
  });
});

describe('the row card from the keyboard', () => {
  function renderWithCardControls() {
    renderWithProviders(
      <>
        <InfiniteList
          label="Rows"
          pages={pages}
          columns={[
            { key: 'name', header: 'Name', render: (r: Item) => <a href={`/edit/${r.id}`}>Edit {r.name}</a> },
          ]}
          rowKey={(r) => r.id}
          selection={selection}
          rowLabel={(r) => r.name}
          popover={(r) => (
            <>
              <a href={`/media/${r.id}`}>Media of {r.name}</a>
              <button type="button">Copy URL of {r.name}</button>
            </>
          )}
        />
        <button type="button">After the list</button>
      </>,
    );
  }
  const focused = () => document.activeElement;
  const press = (key: string, shiftKey = false) => fireEvent.keyDown(focused() as Element, { key, shiftKey });

  it('is a dialog named after its row; Tab from the row goes through the card to the next row', () => {
    renderWithCardControls();
    act(() => screen.getByRole('checkbox', { name: 'Select One' }).focus());
    expect(screen.getByRole('dialog', { name: 'Details of One' })).toBeTruthy();
    // Tab on the checkbox is the browser's: it moves to the row's link, the row's last stop
    act(() => screen.getByRole('link', { name: 'Edit One' }).focus());
    press('Tab');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Media of One' }));
    act(() => screen.getByRole('button', { name: 'Copy URL of One' }).focus());
    press('Tab');
    expect(focused()).toBe(screen.getByRole('checkbox', { name: 'Select Two' }));
    expect(screen.getByRole('dialog', { name: 'Details of Two' })).toBeTruthy();
  });

  it('Shift+Tab from the card goes back to its row; Esc closes it and returns to the row', () => {
    renderWithCardControls();
    act(() => screen.getByRole('link', { name: 'Edit Two' }).focus());
    press('Tab');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Media of Two' }));
    press('Tab', true);
    expect(focused()).toBe(screen.getByRole('link', { name: 'Edit Two' }));
    press('Tab');
    press('Escape');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Edit Two' }));
    expect(screen.queryByRole('dialog', { name: 'Details of Two' })).toBeNull();
  });

  it('from the last row, Tab out of the card goes on to what follows the list', () => {
    renderWithCardControls();
    act(() => screen.getByRole('link', { name: 'Edit Two' }).focus());
    press('Tab');
    act(() => screen.getByRole('button', { name: 'Copy URL of Two' }).focus());
    press('Tab');
    expect(focused()).toBe(screen.getByRole('button', { name: 'After the list' }));
  });
});
