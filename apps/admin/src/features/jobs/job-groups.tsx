import { JOB_GROUPS, type JobCounts, type JobGroup } from '@adlib/shared';
import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';

export const GROUP_LABELS: Record<JobGroup, string> = {
  queued: 'Queued',
  active: 'Running',
  failed: 'Failed',
  completed: 'Completed',
};
const GROUP_COLORS: Record<JobGroup, string | undefined> = {
  queued: undefined,
  active: 'blue',
  failed: 'red',
  completed: 'green',
};

/** The four groups with their counts; choosing one lists it. Two by two on a phone. */
export function JobGroups({
  counts,
  group,
  onChange,
}: {
  counts: JobCounts | undefined;
  group: JobGroup;
  onChange: (group: JobGroup) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md" role="group" aria-label="Job states">
      {JOB_GROUPS.map((g) => (
        <UnstyledButton key={g} onClick={() => onChange(g)} aria-pressed={g === group}>
          <Paper
            withBorder
            radius="md"
            p="sm"
            style={
              g === group ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
            }
          >
            <Text size="sm" c="dimmed">
              {GROUP_LABELS[g]}
            </Text>
            {counts ? (
              <Text fw={600} size="xl" c={counts[g] > 0 ? GROUP_COLORS[g] : undefined}>
                {counts[g]}
              </Text>
            ) : (
              <Skeleton height={28} width={40} mt={2} />
            )}
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
