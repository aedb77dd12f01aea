import { Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';

/** The sign-in screens' one frame (the code sign-in and the return from single sign-on): brand above a card. */
export function SignInFrame({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={400} gap="lg">
        <Center>
          <Brand />
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }} radius="md">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
