import type { TitleSubtitle } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEditForm } from '../../test/render-edit-form';
import { apiAnswer, apiError, stubFetch } from '../../test/render-with-providers';
import { TITLE_FORM } from './title-edit-page';

const saved: TitleSubtitle = {
  id: 3,
  section: 'collections',
  title: 'Collections',
  subtitle: 'Monthly sets',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const fetchMock = stubFetch();

function setup(reload = vi.fn(async () => saved)) {
  return {
    ...renderEditForm(TITLE_FORM, saved, { reload }),
    reload,
    title: () => screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement,
  };
}

describe('the title edit form', () => {
  it('keeps an empty title from being sent, saying so beside the field', async () => {
    const user = userEvent.setup();
    const { title } = setup();
    await user.clear(title());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a 409 keeps the typing and offers the merge: theirs or yours per field both changed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(apiError(409, 'conflict', 'Someone else changed this title'));
    const newer = {
      ...saved,
      title: 'Collections, by someone else',
      subtitle: 'Their subtitle',
      updated_at: '2025-02-01T00:00:00.000Z',
    };
    const { title, reload, router } = setup(vi.fn(async () => newer));
    await user.clear(title());
    await user.type(title(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const panel = await screen.findByRole('region', { name: /Someone else saved this title/ });
    expect(title().value).toBe('Mine');
    expect(router.state.location.pathname).toBe('/titles-subtitles/edit/3');
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toEqual({ title: 'Mine', subtitle: 'Monthly sets', updated_at: saved.updated_at });
    expect(reload).toHaveBeenCalledTimes(1);
    // their subtitle (only they changed it) is in the form; the title, named as the form labels it, is asked
    expect((screen.getByRole('textbox', { name: /^Subtitle/ }) as HTMLInputElement).value).toBe(
      'Their subtitle',
    );
    const group = within(panel).getByRole('radiogroup', { name: /^Title/ });
    await user.click(within(group).getByRole('radio', { name: /^Yours/ }));

    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, { success: true, data: { id: 3, updated_at: '2025-02-02T00:00:00.000Z' } }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save merged' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const merged = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(merged).toEqual({ title: 'Mine', subtitle: 'Their subtitle', updated_at: newer.updated_at });
  });

  it('saves with Ctrl+S and stays on the form, saying "Saved"; Save returns to the list', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    fetchMock.mockImplementation(async () =>
      apiAnswer(200, { success: true, data: { id: 3, updated_at: '2025-01-03T00:00:00.000Z' } }),
    );
    const { title, router } = setup();
    await user.type(title(), '!');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved' })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/titles-subtitles/edit/3');
    expect(title().value).toBe('Collections!');

    // the next save carries the version the first one answered, so it is not a conflict
    const saveButton = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(saveButton.hasAttribute('data-loading')).toBe(false));
    await user.click(saveButton);
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    const second = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(second.updated_at).toBe('2025-01-03T00:00:00.000Z');
  });
});
