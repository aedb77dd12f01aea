import type { ImportRowError } from '@adlib/shared';
import { Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The listed row errors as a CSV file the user fixes the source file from. */
export function errorsCsv(errors: readonly ImportRowError[]) {
  const lines = errors.map((e) => [String(e.line), e.field ?? '', e.message].map(cell).join(','));
  return `\uFEFFline,field,message\r\n${lines.join('\r\n')}\r\n`;
}

function downloadErrors(errors: readonly ImportRowError[], fileName: string) {
  const url = URL.createObjectURL(new Blob([errorsCsv(errors)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Which lines of the file are wrong and why, with the list as a download. */
export function ImportErrors({
  errors,
  count,
  fileName,
}: {
  errors: readonly ImportRowError[];
  count: number;
  fileName: string;
}) {
  if (!count) return null;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {count === errors.length
            ? `${count.toLocaleString('en')} ${count === 1 ? 'problem' : 'problems'}`
            : `${count.toLocaleString('en')} problems (the first ${errors.length.toLocaleString('en')} listed)`}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileDownload size={14} />}
          onClick={() => downloadErrors(errors, `${fileName.replace(/\.\w+$/, '')}-errors.csv`)}
        >
          Download errors (CSV)
        </Button>
      </Group>
      <ScrollArea.Autosize mah={220}>
        <Table striped withTableBorder aria-label="Import errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e, i) => (
              // a line may have several problems: the position keeps the rows apart
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <Table.Tr key={i}>
                <Table.Td>{e.line}</Table.Td>
                <Table.Td>{e.field ?? '—'}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </div>
  );
}
