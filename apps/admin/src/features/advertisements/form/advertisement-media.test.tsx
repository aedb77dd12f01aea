import { advertisementInput } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ok, READY_VIDEO, VIDEO_URL } from '../../../kit/form/media-panel.fixture';
import { formDefaults } from '../../../kit/form/schema-form-values';
import { useMediaChoice } from '../../../kit/form/use-media-choice';
import { renderWithProviders, stubFetch, testQueryClient } from '../../../test/render-with-providers';
import { collectionOptionsKey } from '../api';
import { AdvertisementForm } from './advertisement-form';

/** A stored ad whose creative is a video, its Format already Video and its Video Length empty. */
function Harness() {
  const form = useForm({
    resolver: zodResolver(advertisementInput),
    defaultValues: { ...formDefaults(advertisementInput), media_source: VIDEO_URL, format: 'Video' },
  });
  const media = useMediaChoice('link');
  return (
    <FormProvider {...form}>
      <AdvertisementForm media={media} stored />
      <Shown dirty={form.formState.isDirty} />
    </FormProvider>
  );
}

function Shown({ dirty }: { dirty: boolean }) {
  const v = useWatch();
  return <output data-testid="values">{JSON.stringify({ video_length: v.video_length, dirty })}</output>;
}
const shown = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

const fetchMock = stubFetch();

describe("an ad's creative on its form", { timeout: 30_000 }, () => {
  it('shows the media panel under Media, and offers only the Video Length that differs', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/media?') ? ok(READY_VIDEO) : ok({ total: 0, results: [] }),
    );
    const user = userEvent.setup();
    const queryClient = testQueryClient();
    queryClient.setQueryData(collectionOptionsKey, []);
    renderWithProviders(<Harness />, { queryClient });
    const panel = await screen.findByRole('region', { name: 'Media details' });
    expect(await within(panel).findByText('Ready')).toBeTruthy();
    const use = await screen.findByRole('button', { name: 'Use Less than 20 sec for Video Length' });
    // Format already says Video: nothing to suggest there
    expect(screen.queryByRole('button', { name: /for Format$/ })).toBeNull();
    expect(shown()).toEqual({ video_length: null, dirty: false });
    await user.click(use);
    expect(shown()).toEqual({ video_length: 'Less than 20 sec', dirty: true });
    expect(screen.queryByRole('button', { name: /for Video Length$/ })).toBeNull();
  });
});
