import { Card, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { SessionsPanel } from '../../kit/sessions/sessions-panel';

/** /account/sessions: where the signed-in user is signed in, and ending those sessions. */
export default function SessionsPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Your sessions"
        description="Every browser and device signed in as you. End any you do not recognise; a session also ends after a while without use."
      />
      <Card withBorder radius="md" padding="lg">
        <SessionsPanel />
      </Card>
    </Stack>
  );
}
