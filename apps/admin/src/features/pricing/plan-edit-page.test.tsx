import type { Membership } from '@adlib/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditForm } from '../../test/render-edit-form';
import { apiAnswer, renderWithRouter, stubFetch } from '../../test/render-with-providers';
import { PLAN_FORM, PlanEditPage } from './plan-edit-page';

const plan: Membership = {
  id: 2,
  name: 'Monthly',
  period: 'monthly',
  price: 29,
  discounted_price: 19,
  use_discount: true,
  features: ['Unlimited ads', 'Every collection'],
  extras: 'Cancel any time',
  paddle_plan_id: '812345',
  payment_provider: { plan_id: '812345', vendor: 26610 },
  updated_at: '2025-01-01T00:00:00.000Z',
};
const fetchMock = stubFetch();

function setup() {
  renderEditForm(PLAN_FORM, plan, { listHeading: 'Plans' });
  return {
    field: (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement,
  };
}

describe('the plan edit form', () => {
  it('shows the features one a line, the period read-only and the discount switch on', () => {
    const { field } = setup();
    expect((screen.getByRole('switch', { name: 'Use Discounted Price' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(field(/^Features/).value).toBe('Unlimited ads\nEvery collection');
    expect(field(/^Period/).readOnly).toBe(true);
  });

  it('sends the features as a list, blank lines dropped, and returns to /pricing', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(apiAnswer(200, { success: true, data: { id: 2 } }));
    const { field } = setup();
    await user.clear(field(/^Price/));
    await user.type(field(/^Price/), '35.5');
    await user.type(field(/^Features/), '\n\nAll filters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/api/memberships/2');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      price: 35.5,
      period: 'monthly',
      features: ['Unlimited ads', 'Every collection', 'All filters'],
      updated_at: plan.updated_at,
    });
  });

  it('keeps a discounted price not below the price from being sent, saying so', async () => {
    const user = userEvent.setup();
    const { field } = setup();
    await user.clear(field(/^Discounted Price/));
    await user.type(field(/^Discounted Price/), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be below the price')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an emptied price instead of saving the plan at $0', async () => {
    const user = userEvent.setup();
    const { field } = setup();
    await user.clear(field(/^Price/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the price')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('PlanEditPage', () => {
  const open = (path: string) =>
    renderWithRouter([{ path: '/pricing/edit/:id', element: <PlanEditPage /> }], { initialEntries: [path] });

  it('loads the plan of the address into the form, titled by its name', async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { success: true, data: plan }));
    open('/pricing/edit/2');
    expect(await screen.findByRole('heading', { name: 'Edit Plan Monthly' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Monthly');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/plans/2');
  });

  it('says a plan that is not there is not found, without asking for a malformed id', async () => {
    open('/pricing/edit/abc');
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
