import { CHUNK_TIMEOUT_MS } from '@adlib/shared/lists';
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';

type Load = () => Promise<{ default: ComponentType }>;

export const CHUNK_TIMEOUT_MESSAGE = 'This part of the app took too long to load.';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * SPEC 2: an area's code is loaded on first visit; a piece that has not arrived after
 * 120000 ms is abandoned and the user is offered a retry.
 *
 * React Router caches the promise of a route's `lazy()` for good, a rejected one included,
 * so a failed download must not reject: it resolves to a stand-in screen whose Retry runs
 * the import again (the browser does not keep a failed module fetch) and then shows the area.
 */
export function lazyArea(load: Load, timeoutMs = CHUNK_TIMEOUT_MS) {
  let loaded: ComponentType | undefined;
  const attempt = async () => {
    loaded ??= (await withTimeout(load(), timeoutMs)).default;
    return loaded;
  };
  return async () => {
    try {
      return { Component: await attempt() };
    } catch (error) {
      return { element: <RetryingArea attempt={attempt} peek={() => loaded} firstError={error} /> };
    }
  };
}

function RetryingArea({
  attempt,
  peek,
  firstError,
}: {
  attempt: () => Promise<ComponentType>;
  peek: () => ComponentType | undefined;
  firstError: unknown;
}) {
  // peek: a later visit after a successful retry goes straight to the area
  const [Area, setArea] = useState<ComponentType | undefined>(peek);
  const [error, setError] = useState(firstError);
  const [busy, setBusy] = useState(false);
  if (Area) return <Area />;
  const retry = async () => {
    setBusy(true);
    try {
      const next = await attempt();
      setArea(() => next);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return <LoadFailed error={error} busy={busy} onRetry={() => void retry()} />;
}

/** The frame both failure screens share: what happened, and a Retry that keeps the shell. */
function RetryScreen(props: {
  title: string;
  message: string;
  onRetry: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(props.title);
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="sm" maw={520} ta="center" role="alert">
        <Title order={1} size="h3">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.message}
        </Text>
        <Button leftSection={<IconRefresh size={16} />} loading={props.busy} onClick={props.onRetry}>
          Retry
        </Button>
        {props.children}
      </Stack>
    </Center>
  );
}

const DetailCode = ({ detail }: { detail: string }) => (
  <Code c="dimmed" fz="xs" style={{ wordBreak: 'break-all' }}>
    {detail}
  </Code>
);

function LoadFailed({ error, busy, onRetry }: { error: unknown; busy: boolean; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  const timedOut = detail === CHUNK_TIMEOUT_MESSAGE;
  return (
    <RetryScreen
      title="This screen could not be loaded"
      message={
        timedOut ? detail : 'Part of the app could not be downloaded. Check your connection, then retry.'
      }
      busy={busy}
      onRetry={onRetry}
    >
      {!timedOut && <DetailCode detail={detail} />}
    </RetryScreen>
  );
}

/** Keeps the shell alive when one screen crashes while rendering. */
export function AreaError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <RetryScreen
      title="This screen could not be shown"
      message="Something went wrong on this screen. Reloading usually fixes it; the rest of the app still works."
      onRetry={() => window.location.reload()}
    >
      <DetailCode detail={detail} />
    </RetryScreen>
  );
}
