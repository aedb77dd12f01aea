import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MediaField } from '../../components/media-field';
import type { MediaChoice } from './use-media-choice';

interface Props<V extends FieldValues> {
  /** the record's link field: what drive and link fill in, and what an upload replaces */
  name: FieldPath<V>;
  media: MediaChoice;
  /** the file picker's accepted types (default: images and videos) */
  accept?: string;
  disabled?: boolean;
}

/** Media Type and Media bound to the record form: a link in `name`, or a file to upload. */
export function RecordMediaField<V extends FieldValues>({ name, media, accept, disabled }: Props<V>) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <MediaField
      mediaType={media.type}
      onMediaTypeChange={media.setType}
      link={(field.value as string | null | undefined) ?? ''}
      onLinkChange={field.onChange}
      onLinkBlur={field.onBlur}
      file={media.file}
      onFileChange={media.setFile}
      accept={accept}
      error={media.type === 'file' ? media.fileError : fieldState.error?.message}
      progress={media.progress}
      disabled={disabled}
    />
  );
}
