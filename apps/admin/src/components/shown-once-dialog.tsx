import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A secret the server sends this once and keeps only hashed (an API key's token, a webhook's
 * signing secret): shown whole, with Copy, until the user says Done.
 */
export function ShownOnceDialog(props: {
  /** the secret, or null while none is to be shown */
  value: string | null;
  title: string;
  /** what the secret is, for a screen reader: "API key token" */
  label: string;
  /** what to do with it, after "Copy it now: it is not shown again." */
  advice: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.value !== null} onClose={props.onClose} title={props.title} size="lg">
      <Stack>
        <Alert color="yellow">Copy it now: it is not shown again. {props.advice}</Alert>
        <Code block aria-label={props.label} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {props.value}
        </Code>
        {props.children && (
          <Text size="sm" c="dimmed">
            {props.children}
          </Text>
        )}
        <Group justify="flex-end">
          <CopyButton value={props.value ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
