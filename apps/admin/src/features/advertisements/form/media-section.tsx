import { RecordMediaField } from '../../../kit/form/record-media-field';
import type { MediaChoice } from '../../../kit/form/use-media-choice';
import type { AdFormValues } from './form-values';

/** Media Type and Media: a link (drive or link) in `media_source`, or a file to upload. */
export function MediaSection({ media, disabled }: { media: MediaChoice; disabled?: boolean }) {
  return <RecordMediaField<AdFormValues> name="media_source" media={media} disabled={disabled} />;
}
