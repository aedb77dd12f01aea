import { CHUNK_TIMEOUT_MS } from '@adlib/shared/lists';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * SPEC 2: an area's code is loaded on first visit; a piece that has not arrived after
 * 120000 ms is abandoned and the user is offered a retry.
 */
export function lazyArea(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('This part of the app took too long to load.')),
        CHUNK_TIMEOUT_MS,
      );
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.default };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Keeps the shell alive when one area fails to load or crashes. */
export function AreaError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={3}>This screen could not be shown</Title>
        <Text c="dimmed" size="sm">
          {message}
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Stack>
    </Center>
  );
}
