import { type AdvertisementInput, adMediaSuggestions } from '@adlib/shared';
import { SuggestedValue } from '../../../kit/form/suggested-value';

type Suggested = 'format' | 'video_length';

/** Format and Video Length as the ad's creative tells them (shared adMediaSuggestions), offered beside their field. */
export function AdSuggestion({ name, label }: { name: Suggested; label: string }) {
  return (
    <SuggestedValue<AdvertisementInput, Suggested>
      name={name}
      label={label}
      media="media_source"
      suggest={(info) => adMediaSuggestions(info)[name]}
    />
  );
}
