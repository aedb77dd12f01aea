import type { ImportDuplicate } from '@adlib/shared';
import { Badge, Group, List, ScrollArea, Text } from '@mantine/core';
import { reasonPhrase } from '../duplicates/duplicate-words';

/** "Line 4: same post as #123", or "… as line 2" for a row repeating an earlier one of the file. */
export function duplicateLine(d: ImportDuplicate): string {
  const of = d.of.id !== null ? `#${d.of.id}` : d.of.line !== null ? `line ${d.of.line}` : 'another row';
  return `Line ${d.line}: ${reasonPhrase(d.reasons)} as ${of}`;
}

/**
 * The rows of a check or an import that look like records of the library or earlier lines
 * (issue 26), the exact ones marked, and how many exact ones were left out.
 */
export function ImportDuplicates({
  duplicates,
  skipped,
}: {
  duplicates: readonly ImportDuplicate[];
  skipped: number;
}) {
  if (!duplicates.length && !skipped) return null;
  const exact = duplicates.filter((d) => d.exact).length;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {duplicates.length.toLocaleString('en')} possible{' '}
        {duplicates.length === 1 ? 'duplicate' : 'duplicates'}
        {exact > 0 && ` (${exact.toLocaleString('en')} exact)`}
        {skipped > 0 &&
          ` · ${skipped.toLocaleString('en')} exact ${skipped === 1 ? 'duplicate' : 'duplicates'} left out`}
      </Text>
      <ScrollArea.Autosize mah={180}>
        <List size="sm" spacing={2} aria-label="Possible duplicates">
          {duplicates.map((d) => (
            <List.Item key={`${d.line}-${d.of.id ?? ''}-${d.of.line ?? ''}`}>
              <Group gap={6} wrap="nowrap">
                <span>{duplicateLine(d)}</span>
                {d.exact && (
                  <Badge size="xs" color="red" variant="light">
                    exact
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </div>
  );
}
