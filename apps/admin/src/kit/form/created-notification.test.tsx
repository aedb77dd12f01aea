import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKED_NOTICE_MS, showCreated } from './created-notification';

afterEach(() => vi.restoreAllMocks());

describe('showCreated', () => {
  it('says where the record went, and its links open the screens they name', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const navigate = vi.fn();
    showCreated({
      key: 'thing-9',
      message: 'Thing #9 created — not visible yet',
      links: [
        { label: 'Open thing #9', to: '/things/edit/9' },
        { label: 'Hidden list', to: '/things/hidden' },
      ],
      navigate,
    });
    const notice = shown.mock.calls[0]?.[0];
    expect(notice?.autoClose).toBe(LINKED_NOTICE_MS);
    render(<MantineProvider env="test">{notice?.message as ReactElement}</MantineProvider>);
    expect(screen.getByText('Thing #9 created — not visible yet')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open thing #9' });
    // a real address: it opens in a new tab too
    expect(open.getAttribute('href')).toBe('/things/edit/9');
    await userEvent.click(screen.getByRole('link', { name: 'Hidden list' }));
    expect(navigate).toHaveBeenCalledWith('/things/hidden');
  });
});
