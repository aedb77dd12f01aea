import { Avatar } from '@mantine/core';

interface Props {
  src: string | null | undefined;
  /** what the picture shows, for screen readers: 'Profile picture of Lena' */
  alt: string;
  size?: number;
  /** shown when there is no picture: the name's initials */
  name?: string;
}

/** A round picture (profile pictures in a form and in a list row); initials when there is none. */
export function RoundImagePreview({ src, alt, size = 72, name }: Props) {
  return <Avatar src={src || null} alt={alt} size={size} radius={1000} name={name} />;
}
