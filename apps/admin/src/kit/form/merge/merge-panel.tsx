import { Box, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { shownValue } from '../../history/restore-preview';
import type { FieldConflict } from './three-way';
import type { MergeState, Side } from './use-form-merge';

export interface MergePanelProps {
  merge: MergeState;
  /** the fields still to choose */
  pending: readonly string[];
  onChoose: (field: string, side: Side) => void;
  /** saves the form as it now stands (the merge) against their version */
  onSave: () => void;
  saving: boolean;
  /** a field's name on screen, as the area's field declares it */
  labelOf: (field: string) => string;
  /** the record's noun in a sentence: 'advertisement' */
  what: string;
  /** closes a merge with nothing to choose (the form's own Save stores it too) */
  onDismiss?: () => void;
  /** 'compact': a table row's merge (smaller type, no heading level of its own) */
  size?: 'normal' | 'compact';
  /** counts the saves tried while fields are still to choose: each one points at them */
  asked?: number;
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Issue 27 §3: their version and your unsaved edits, merged. Fields only they changed are in
 * the form already (named here); for each field you both changed, the original and both
 * versions side by side, one to take (radio buttons: arrow keys move, Space takes); then Save
 * merged. It sits above the fields, never over them: the form stays usable.
 */
export function MergePanel(props: MergePanelProps) {
  const { merge, pending, labelOf, size = 'normal' } = props;
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(false);
  // a save that answered 409 lands here: the reader is taken to what to do next
  useEffect(() => {
    if (merge.reason === 'conflict') root.current?.focus();
  }, [merge.reason]);
  const firstPending = pending[0];
  const pointAtPending = () => {
    setAsked(true);
    if (firstPending === undefined) return;
    root.current
      ?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(radioName(firstPending))}"]`)
      ?.focus();
  };
  // the form's own Save (or Ctrl/⌘+S) while a field is still to choose
  const askedBefore = useRef(props.asked ?? 0);
  useEffect(() => {
    if ((props.asked ?? 0) === askedBefore.current) return;
    askedBefore.current = props.asked ?? 0;
    pointAtPending();
  });

  const n = merge.conflicts.length;
  const theirs = merge.theirsOnly.map(labelOf);
  const onSave = () => {
    if (pending.length > 0) pointAtPending();
    else props.onSave();
  };
  return (
    <Paper
      ref={root}
      tabIndex={-1}
      withBorder
      radius="md"
      p={size === 'compact' ? 'sm' : 'md'}
      role="region"
      aria-labelledby={titleId}
      style={{ borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box c="orange.7" mt={2} aria-hidden>
            <IconGitMerge size={20} />
          </Box>
          <Stack gap={2}>
            <Title id={titleId} order={size === 'compact' ? 4 : 3} fz={size === 'compact' ? 'sm' : 'md'}>
              {merge.reason === 'conflict'
                ? `Someone else saved this ${props.what} while you edited it`
                : `Someone else changed this ${props.what} while you edited it`}
            </Title>
            <Text size="sm" role="status">
              {theirs.length > 0 && `Their changes to ${list(theirs)} are in the form now. `}
              {n > 0
                ? `You both changed ${n === 1 ? labelOf(merge.conflicts[0]?.field ?? '') : `${n} fields`}: take theirs or yours, then Save merged. `
                : 'Nothing you typed clashes with theirs: Save merged stores both. '}
              Your edits stay here until you save.
            </Text>
          </Stack>
        </Group>
        {merge.conflicts.map((c) => (
          <ConflictChoice
            key={c.field}
            conflict={c}
            label={labelOf(c.field)}
            choice={merge.choices[c.field]}
            onChoose={(side) => props.onChoose(c.field, side)}
            error={asked && pending.includes(c.field) ? 'Take theirs or yours' : undefined}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          {pending.length > 0 && (
            <Text size="xs" c="dimmed">
              {pending.length === 1 ? '1 field to choose' : `${pending.length} fields to choose`}
            </Text>
          )}
          {props.onDismiss && n === 0 && (
            <Button variant="default" size={size === 'compact' ? 'xs' : 'sm'} onClick={props.onDismiss}>
              Close
            </Button>
          )}
          <Button
            color="orange"
            size={size === 'compact' ? 'xs' : 'sm'}
            leftSection={<IconGitMerge size={16} />}
            loading={props.saving}
            onClick={onSave}
          >
            Save merged
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const radioName = (field: string) => `merge-${field}`;

/** One field both changed: the original above, theirs and yours side by side, one to take. */
function ConflictChoice({
  conflict,
  label,
  choice,
  onChoose,
  error,
}: {
  conflict: FieldConflict;
  label: string;
  choice: Side | undefined;
  onChoose: (side: Side) => void;
  error?: string;
}) {
  return (
    <Radio.Group
      name={radioName(conflict.field)}
      value={choice ?? null}
      onChange={(v) => onChoose(v as Side)}
      label={label}
      description={
        <>
          Original: <MergeValue value={conflict.original} inline />
        </>
      }
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
        <SideOption side="theirs" value={conflict.theirs} chosen={choice === 'theirs'} />
        <SideOption side="yours" value={conflict.yours} chosen={choice === 'yours'} />
      </SimpleGrid>
    </Radio.Group>
  );
}

function SideOption({ side, value, chosen }: { side: Side; value: unknown; chosen: boolean }) {
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      style={chosen ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
      bg={chosen ? 'var(--mantine-color-orange-light)' : undefined}
    >
      <Radio
        value={side}
        label={
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {side === 'theirs' ? 'Theirs (saved)' : 'Yours (typed here)'}
            </Text>
            <MergeValue value={value} />
          </Stack>
        }
      />
    </Paper>
  );
}

/** A field's value whole (a long text too: it is what one chooses by), none as "(empty)". */
function MergeValue({ value, inline }: { value: unknown; inline?: boolean }) {
  const none =
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (none)
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        (empty)
      </Text>
    );
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
        : shownValue(value);
  if (inline)
    return (
      <Text span size="xs" style={{ wordBreak: 'break-word' }}>
        {text.length > 200 ? `${text.slice(0, 197)}…` : text}
      </Text>
    );
  return (
    <Text
      size="sm"
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 200, overflowY: 'auto' }}
    >
      {text}
    </Text>
  );
}
