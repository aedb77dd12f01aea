import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-providers';
import { useUnsavedChanges } from './use-unsaved-changes';

function Form() {
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== '');
  return (
    <>
      <input aria-label="Title" value={value} onChange={(e) => setValue(e.target.value)} />
      <Link to="/list">To the list</Link>
    </>
  );
}

function setup() {
  return renderWithRouter(
    [
      { path: '/edit', element: <Form /> },
      { path: '/list', element: <h1>List</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
}

describe('useUnsavedChanges', () => {
  it('lets an untouched form go without asking', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
  });

  it('asks before leaving unsaved typing; Stay keeps it, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByLabelText('Title'), 'draft');
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('draft');

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
  });
});
