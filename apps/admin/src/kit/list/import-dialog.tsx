import { Alert, Button, Checkbox, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportReport } from './import-report';
import { type ImportRun, useImportRun } from './use-import-run';

export type { ImportRun } from './use-import-run';

/** While a check or import runs: how far into the file, and how many rows were read. */
function ImportProgress({
  checking,
  percent,
  rowsRead,
}: {
  checking: boolean;
  percent: number;
  rowsRead: number;
}) {
  return (
    <Stack gap={4}>
      <Progress value={percent} animated aria-label={checking ? 'Check progress' : 'Import progress'} />
      <Text size="xs" c="dimmed">
        {checking ? 'Checking' : 'Importing'}… {rowsRead.toLocaleString('en')} rows read
      </Text>
    </Stack>
  );
}

/**
 * Pick a CSV or JSON file, check it (a dry run: counts, the first rows as mapped, the errors
 * with their lines), then import it with a progress bar and a summary (decision 014).
 */
export function ImportDialog({
  opened,
  onClose,
  what,
  run,
  duplicates = false,
}: {
  opened: boolean;
  onClose: () => void;
  /** 'TikToks' */
  what: string;
  run: ImportRun;
  /** the area checks duplicates (issue 26): offer to skip the exact ones */
  duplicates?: boolean;
}) {
  const {
    file,
    skipInvalid,
    skipDuplicates,
    phase,
    percent,
    rowsRead,
    result,
    failure,
    start,
    choose,
    chooseSkipInvalid,
    chooseSkipDuplicates,
    close,
  } = useImportRun(run, onClose);
  const busy = phase !== 'idle';

  return (
    <Modal opened={opened} onClose={close} title={`Import ${what}`} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A CSV file with a header line (comma or semicolon), a JSON array, or one JSON object a line. Columns
          are matched by name; our own CSV export imports back as it is.
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a CSV or JSON file"
          accept=".csv,.json,.ndjson,.jsonl,.txt,text/csv,application/json"
          value={file}
          onChange={choose}
          disabled={busy}
          clearable
        />
        <Checkbox
          label="Skip invalid rows (import the valid ones and list the rest); otherwise one invalid row imports nothing"
          checked={skipInvalid}
          onChange={(e) => chooseSkipInvalid(e.currentTarget.checked)}
          disabled={busy}
        />
        {duplicates && (
          <Checkbox
            label="Skip exact duplicates (the same file or post as a record, or as an earlier line)"
            checked={skipDuplicates}
            onChange={(e) => chooseSkipDuplicates(e.currentTarget.checked)}
            disabled={busy}
          />
        )}
        {busy && <ImportProgress checking={phase === 'checking'} percent={percent} rowsRead={rowsRead} />}
        {failure && (
          <Alert color="red" title="The file was not imported">
            {failure}
          </Alert>
        )}
        {result && file && <ImportReport result={result} fileName={file.name} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Close
          </Button>
          <Button
            variant="default"
            onClick={() => start(true)}
            disabled={!file || busy}
            loading={phase === 'checking'}
          >
            Check file
          </Button>
          <Button
            leftSection={<IconFileImport size={16} />}
            onClick={() => start(false)}
            disabled={!file || busy || result?.outcome === 'imported'}
            loading={phase === 'importing'}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The list header's Import button and its dialog. */
export function ImportButton({
  what,
  run,
  duplicates,
}: {
  what: string;
  run: ImportRun;
  /** the area checks duplicates: the dialog offers to skip the exact ones */
  duplicates?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        Import
      </Button>
      <ImportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        what={what}
        run={run}
        duplicates={duplicates}
      />
    </>
  );
}
