import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { queryClient } from './query-client';

const fail = (status: number, message: string) => () =>
  Promise.reject(new ApiRequestError(status, { code: 'not_found', message }));

function Screen({ silent = false }: { silent?: boolean }) {
  useQuery({ queryKey: ['q', silent], queryFn: fail(404, 'No such list'), meta: { silent } });
  const save = useMutation({ mutationFn: fail(409, 'Someone else saved first') });
  const saveInForm = useMutation({
    mutationFn: fail(400, 'Beside the field'),
    meta: { errorHandledByForm: true },
  });
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      <button type="button" onClick={() => saveInForm.mutate()}>
        Save in form
      </button>
    </>
  );
}

function renderScreen(silent?: boolean) {
  queryClient.clear();
  notifications.clean(); // the store outlives a test
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <Screen silent={silent} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('queryClient: failed calls notify unless the screen shows them itself', () => {
  it('notifies a failed load and a failed save', async () => {
    renderScreen();
    expect(await screen.findByText('No such list')).toBeTruthy();
    expect(screen.getByText('Could not load data')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved first')).toBeTruthy();
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('stays quiet for a silent load and for a form that places the error itself', async () => {
    renderScreen(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save in form' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('No such list')).toBeNull();
    expect(screen.queryByText('Beside the field')).toBeNull();
  });
});
