import { useController, useFormContext } from 'react-hook-form';
import { MediaField } from '../../../components/media-field';
import type { AdFormValues } from './form-values';
import type { MediaChoice } from './use-media-choice';

/** Media Type and Media: a link (drive or link) in `media_source`, or a file to upload. */
export function MediaSection({ media, disabled }: { media: MediaChoice; disabled?: boolean }) {
  const { control } = useFormContext<AdFormValues>();
  const { field, fieldState } = useController({ control, name: 'media_source' });
  return (
    <MediaField
      mediaType={media.type}
      onMediaTypeChange={media.setType}
      link={field.value ?? ''}
      onLinkChange={field.onChange}
      onLinkBlur={field.onBlur}
      file={media.file}
      onFileChange={media.setFile}
      error={media.type === 'file' ? media.fileError : fieldState.error?.message}
      progress={media.progress}
      disabled={disabled}
    />
  );
}
