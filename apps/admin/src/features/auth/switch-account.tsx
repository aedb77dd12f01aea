import { Button, Stack, Text, Title } from '@mantine/core';

interface Props {
  /** the address the opened sign-in link is for */
  linkEmail: string;
  /** who this browser is signed in as; null when the session could not be read */
  signedInAs: string | null;
  onSwitch: () => void;
  onStay: () => void;
}

/**
 * A sign-in link opened while someone else is signed in: switching accounts is asked first,
 * never done silently (issue 31 §5) — a link in someone's mail, or a forwarded one, must not
 * swap the session under them.
 */
export function SwitchAccount({ linkEmail, signedInAs, onSwitch, onStay }: Props) {
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Sign in as {linkEmail}?
        </Title>
        <Text c="dimmed" size="sm">
          {signedInAs ? `You are signed in as ${signedInAs}.` : 'You are already signed in.'} Signing in as{' '}
          {linkEmail} ends that session in this browser.
        </Text>
      </div>
      <Button onClick={onSwitch}>Sign in as {linkEmail}</Button>
      <Button variant="default" onClick={onStay}>
        {signedInAs ? `Stay signed in as ${signedInAs}` : 'Stay signed in'}
      </Button>
    </Stack>
  );
}
