import type { ImportResult } from '@adlib/shared';
import { Alert, Button, Group, Modal, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientConfig } from '../../../api/client-config';
import { ImportReport } from '../../../kit/list/import-report';
import { useLoadFromCurationFeed } from '../api';

const NOT_CONFIGURED = 'No curation feed is configured: the server needs CURATION_FEED_URL.';

/**
 * The not-visible list's 'Load from curation feed': new feed items arrive here, not visible,
 * for review. The dialog shows the progress, then what was loaded and which items were refused.
 */
export function LoadFromFeedButton() {
  const config = useClientConfig();
  const load = useLoadFromCurationFeed();
  const [opened, setOpened] = useState(false);
  const [rowsRead, setRowsRead] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const configured = config.data?.curation_feed === true;

  const start = async () => {
    setOpened(true);
    setResult(null);
    setFailure(null);
    setRowsRead(0);
    try {
      setResult(await load((line) => setRowsRead(line.rows)));
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setRowsRead(null);
    }
  };
  const busy = rowsRead !== null;

  return (
    <>
      <Tooltip label={NOT_CONFIGURED} disabled={configured} multiline w={260}>
        {/* a disabled button gets no pointer events: the wrapper shows the reason */}
        <span>
          <Button
            variant="default"
            leftSection={<IconCloudDownload size={16} />}
            disabled={!configured || busy}
            onClick={start}
            aria-describedby={configured ? undefined : 'feed-not-configured'}
          >
            Load from curation feed
          </Button>
          {!configured && (
            <span id="feed-not-configured" hidden>
              {NOT_CONFIGURED}
            </span>
          )}
        </span>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={() => !busy && setOpened(false)}
        title="Load from curation feed"
        size="xl"
      >
        <Stack gap="md">
          {busy && (
            <Stack gap={4}>
              <Progress value={100} striped animated aria-label="Load progress" />
              <Text size="xs" c="dimmed">
                Loading… {rowsRead.toLocaleString('en')} items read
              </Text>
            </Stack>
          )}
          {failure && (
            <Alert color="red" title="Nothing was loaded">
              {failure}
            </Alert>
          )}
          {result && <ImportReport result={result} fileName="curation-feed" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
