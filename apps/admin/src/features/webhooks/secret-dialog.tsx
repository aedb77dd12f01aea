import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** The signing secret, shown this once (after create or rotate): the server never sends it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Signing secret" size="lg">
      <Stack>
        <Alert color="yellow">Copy it now: it is not shown again. Rotate it to get a new one.</Alert>
        <Code block aria-label="Signing secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Text size="sm" c="dimmed">
          The receiver checks each delivery's webhook-signature with it (Standard Webhooks).
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
