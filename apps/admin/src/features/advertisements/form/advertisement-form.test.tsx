import { advertisementInput } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formDefaults } from '../../../kit/form/schema-form-values';
import { useMediaChoice } from '../../../kit/form/use-media-choice';
import { renderWithProviders } from '../../../test/render-with-providers';
import { collectionOptionsKey } from '../api';
import { AdvertisementForm } from './advertisement-form';

function Harness() {
  const form = useForm({
    resolver: zodResolver(advertisementInput),
    defaultValues: formDefaults(advertisementInput),
  });
  const media = useMediaChoice('drive');
  return (
    <FormProvider {...form}>
      <AdvertisementForm media={media} />
      <Values />
    </FormProvider>
  );
}

/** The form's values as text, to assert what would be saved. */
function Values() {
  const v = useWatch();
  return (
    <output data-testid="values">
      {JSON.stringify({ subindustry: v.subindustry, seasonal: v.seasonal })}
    </output>
  );
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(collectionOptionsKey, [{ value: '1', label: 'Christmas' }]);
  return renderWithProviders(<Harness />, { queryClient });
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Mantine's many inputs make user-event slow under happy-dom; the default 5 s is too tight.
describe('AdvertisementForm', { timeout: 30_000 }, () => {
  it('labels every field SPEC lists', () => {
    renderForm();
    for (const label of [
      'Name',
      'Logo url',
      'Collections',
      'Visible',
      'Instagram Stories',
      'Media',
      'Primary text',
      'Headline',
      'Description',
      'Display Link',
      'Call to Action',
      'Analysis',
      'Tags',
      'Industry',
      'Type',
      'Format',
      'Video Type',
      'Video Length',
      'Gender',
      'Objective',
    ]) {
      // a required field's label ends with Mantine's " *"
      const text = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
      expect(screen.getAllByLabelText(text).length, label).toBeGreaterThan(0);
    }
    const mediaType = screen.getByRole('radiogroup', { name: 'Media Type' });
    expect(within(mediaType).getByRole('radio', { name: 'Drive' })).toHaveProperty('checked', true);
  });

  it('shows Subindustry only for an industry that has some, and clears it when the industry changes', async () => {
    renderForm();
    expect(screen.queryByRole('combobox', { name: 'Subindustry' })).toBeNull();

    await choose('Industry', 'Fashion');
    await userEvent.click(screen.getByRole('combobox', { name: 'Subindustry' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Accesories/jewelry', 'Clothing', 'Footwear', 'Other']);
    await userEvent.click(screen.getByRole('option', { name: 'Clothing' }));
    expect(values().subindustry).toBe('Clothing');

    await choose('Industry', 'Home');
    expect(values().subindustry).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Subindustry' })).toHaveProperty('value', '');

    await choose('Industry', 'Beauty/Cosmetics');
    expect(screen.queryByRole('combobox', { name: 'Subindustry' })).toBeNull();
  });

  it("shows Seasonal only while Type includes 'Seasonal', and clears it with the type", async () => {
    renderForm();
    expect(screen.queryByRole('combobox', { name: 'Seasonal' })).toBeNull();

    await choose('Type', 'UGC');
    expect(screen.queryByRole('combobox', { name: 'Seasonal' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Seasonal' }));
    await choose('Seasonal', 'Christmas');
    expect(values().seasonal).toBe('Christmas');

    // clicking the chosen 'Seasonal' type again removes it (SPEC "Custom select")
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Seasonal' }));
    expect(screen.queryByRole('combobox', { name: 'Seasonal' })).toBeNull();
    expect(values().seasonal).toBeNull();
  });

  it('shows a file picker for Media Type file and a link field otherwise', async () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Media' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'File' }));
    expect(screen.queryByRole('textbox', { name: 'Media' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Media' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Link' }));
    expect(screen.getByRole('textbox', { name: 'Media' })).toBeTruthy();
  });
});
