import { adMediaSuggestions } from '@adlib/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { ok, QUEUED, READY_VIDEO, VIDEO_URL } from './media-panel.fixture';
import { SuggestedValue } from './suggested-value';

interface Values {
  media_source: string;
  video_length: string | null;
}

function Form({ videoLength }: { videoLength: string | null }) {
  const form = useForm<Values>({ defaultValues: { media_source: VIDEO_URL, video_length: videoLength } });
  const value = form.watch('video_length');
  return (
    <FormProvider {...form}>
      <output aria-label="Video Length value">{value ?? ''}</output>
      <output aria-label="Changed">{form.formState.isDirty ? 'yes' : 'no'}</output>
      <SuggestedValue<Values, 'video_length'>
        name="video_length"
        label="Video Length"
        media="media_source"
        suggest={(info) => adMediaSuggestions(info).video_length}
      />
    </FormProvider>
  );
}

const fetchMock = stubFetch();
const useButton = () => screen.queryByRole('button', { name: 'Use Less than 20 sec for Video Length' });

describe('SuggestedValue', () => {
  it('offers the value the ready media suggests, and Use sets the field (the form is then changed)', async () => {
    fetchMock.mockImplementation(async () => ok(READY_VIDEO));
    const user = userEvent.setup();
    renderWithProviders(<Form videoLength={null} />);
    const use = await screen.findByRole('button', { name: 'Use Less than 20 sec for Video Length' });
    expect(screen.getByText(/Suggested from the video/)).toBeTruthy();
    expect(screen.getByLabelText('Changed').textContent).toBe('no');
    await user.click(use);
    expect(screen.getByLabelText('Video Length value').textContent).toBe('Less than 20 sec');
    expect(screen.getByLabelText('Changed').textContent).toBe('yes');
    // it now agrees with the field: nothing more to suggest
    expect(useButton()).toBeNull();
  });

  it('offers a different value in place of the one typed, never replacing it by itself', async () => {
    fetchMock.mockImplementation(async () => ok(READY_VIDEO));
    renderWithProviders(<Form videoLength="More than 20 sec" />);
    expect(await screen.findByRole('button', { name: 'Use Less than 20 sec for Video Length' })).toBeTruthy();
    expect(screen.getByLabelText('Video Length value').textContent).toBe('More than 20 sec');
  });

  it('says nothing when the field already holds the suggestion', async () => {
    fetchMock.mockImplementation(async () => ok(READY_VIDEO));
    renderWithProviders(<Form videoLength="Less than 20 sec" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useButton()).toBeNull();
  });

  it('says nothing until the media is ready', async () => {
    fetchMock.mockImplementation(async () => ok(QUEUED));
    renderWithProviders(<Form videoLength={null} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Suggested from/)).toBeNull();
  });
});
