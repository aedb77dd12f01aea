import { Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

/** SPEC: clicking the text (an ad's primary text, a TikTok's description) toggles between three lines and all of it. */
export function ClampedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (!text) return null;
  return (
    <UnstyledButton
      onClick={() => setOpen((o) => !o)}
      aria-expanded={open}
      title={open ? 'Show less' : 'Show all'}
      px="sm"
    >
      <Text size="sm" lineClamp={open ? undefined : 3} style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </UnstyledButton>
  );
}
