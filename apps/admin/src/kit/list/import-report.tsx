import type { ImportResult } from '@adlib/shared';
import { Alert, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { ImportDuplicates } from './import-duplicates';
import { ImportErrors } from './import-errors';

const n = (count: number) => count.toLocaleString('en');

/** One sentence of counts: what the check found, or what the import did. */
function countsLine(result: ImportResult) {
  const { rows, inserted, updated, unchanged, skipped } = result;
  if (result.outcome === 'dry_run')
    return `${n(rows)} rows read: ${n(inserted)} new, ${n(updated)} to update, ${n(unchanged)} unchanged, ${n(skipped)} invalid. Nothing was written.`;
  if (result.outcome === 'rejected')
    return `Nothing was imported: ${n(skipped)} of ${n(rows)} rows are invalid. Fix them, or tick "Skip invalid rows".`;
  return `Imported ${n(rows)} rows: ${n(inserted)} new, ${n(updated)} updated, ${n(unchanged)} unchanged, ${n(skipped)} skipped.`;
}

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);

/** The first rows as the import reads them: the columns the file fills, one row per line. */
function PreviewTable({ rows }: { rows: ImportResult['preview'] }) {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => shown(row[k]) !== '')))];
  if (!rows.length) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        First rows as they will be imported
      </Text>
      <ScrollArea.Autosize mah={220}>
        <Table withTableBorder aria-label="Import preview" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {fields.map((f) => (
                <Table.Th key={f}>{f}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of the file's first rows
              <Table.Tr key={i}>
                {fields.map((f) => (
                  <Table.Td key={f}>{shown(row[f]).slice(0, 80)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </div>
  );
}

/** What a check or an import answered: counts, columns left out, the preview and the errors. */
export function ImportReport({ result, fileName }: { result: ImportResult; fileName: string }) {
  const color = result.outcome === 'rejected' ? 'red' : result.outcome === 'imported' ? 'green' : 'blue';
  return (
    <Stack gap="sm">
      <Alert
        color={color}
        title={
          result.outcome === 'dry_run' ? 'Check' : result.outcome === 'imported' ? 'Done' : 'Not imported'
        }
      >
        {countsLine(result)}
      </Alert>
      {result.unknown_columns.length > 0 && (
        <Text size="sm" c="dimmed">
          Columns not imported (no field of this name): {result.unknown_columns.join(', ')}
        </Text>
      )}
      {result.outcome === 'dry_run' && <PreviewTable rows={result.preview} />}
      {result.duplicates && (
        <ImportDuplicates duplicates={result.duplicates} skipped={result.skipped_duplicates ?? 0} />
      )}
      <ImportErrors errors={result.errors} count={result.error_count} fileName={fileName} />
    </Stack>
  );
}
