import type { ImportResult } from '@adlib/shared';
import { Alert, Button, Checkbox, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportChoice, ImportProgressLine } from '../resource/create-resource';
import { ImportReport } from './import-report';

/** The resource's import call (`resource.useImportFile()`). */
export type ImportRun = (
  file: File,
  choice: ImportChoice,
  onProgress: (line: ImportProgressLine) => void,
) => Promise<ImportResult>;

type Phase = 'idle' | 'checking' | 'importing';

/**
 * Pick a CSV or JSON file, check it (a dry run: counts, the first rows as mapped, the errors
 * with their lines), then import it with a progress bar and a summary (decision 014).
 */
export function ImportDialog({
  opened,
  onClose,
  what,
  run,
}: {
  opened: boolean;
  onClose: () => void;
  /** 'TikToks' */
  what: string;
  run: ImportRun;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [rowsRead, setRowsRead] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (dryRun: boolean) => {
    if (!file) return;
    setPhase(dryRun ? 'checking' : 'importing');
    setPercent(0);
    setRowsRead(0);
    setResult(null);
    setFailure(null);
    try {
      const answer = await run(file, { dryRun, skipInvalid }, (line) => {
        setRowsRead(line.rows);
        if (file.size) setPercent(Math.min(100, (line.bytes / file.size) * 100));
      });
      setPercent(100);
      setResult(answer);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setPhase('idle');
    }
  };
  const choose = (picked: File | null) => {
    setFile(picked);
    setResult(null);
    setFailure(null);
  };
  const close = () => {
    if (phase !== 'idle') return; // the transaction is running: closing would hide its outcome
    choose(null);
    onClose();
  };
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
          onChange={(e) => {
            setSkipInvalid(e.currentTarget.checked);
            setResult(null);
          }}
          disabled={busy}
        />
        {busy && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated
              aria-label={phase === 'checking' ? 'Check progress' : 'Import progress'}
            />
            <Text size="xs" c="dimmed">
              {phase === 'checking' ? 'Checking' : 'Importing'}… {rowsRead.toLocaleString('en')} rows read
            </Text>
          </Stack>
        )}
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
export function ImportButton({ what, run }: { what: string; run: ImportRun }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        Import
      </Button>
      <ImportDialog opened={opened} onClose={() => setOpened(false)} what={what} run={run} />
    </>
  );
}
