import { Table, Text } from '@mantine/core';
import { fieldLabel, shownValue, type ValueNames } from './restore-preview';

interface Row {
  field: string;
  before: unknown;
  after: unknown;
}

/** The changed fields of a version (or of a restore): field, before → after. */
export function ChangeTable({
  rows,
  caption,
  valueNames,
}: {
  rows: readonly Row[];
  caption: string;
  /** the area's names of stored values (a status's label), else the value as stored */
  valueNames?: ValueNames;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No field changed.
      </Text>
    );
  return (
    <Table fz="sm" withRowBorders={false} verticalSpacing={2} layout="fixed" aria-label={caption}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Th w="30%" style={{ verticalAlign: 'top' }}>
              {fieldLabel(row.field)}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              <Text span size="sm" c="dimmed" td="line-through">
                {shownValue(row.before, valueNames?.[row.field])}
              </Text>
              {' → '}
              <Text span size="sm">
                {shownValue(row.after, valueNames?.[row.field])}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
