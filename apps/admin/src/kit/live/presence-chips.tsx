import type { LivePresenceEntry } from '@adlib/shared';
import { Avatar, Group, Text, Tooltip } from '@mantine/core';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';

/** A person once, with the fields they are typing in (from all their tabs on the record). */
export interface PresentPerson {
  user_id: number;
  name: string;
  fields: string[];
}

/** Everyone on the record, each once, in the order they came. */
export function peopleOf(entries: readonly LivePresenceEntry[]): PresentPerson[] {
  const people = new Map<number, PresentPerson>();
  for (const e of entries) {
    const person = people.get(e.user_id) ?? { user_id: e.user_id, name: e.name, fields: [] };
    if (e.field && !person.fields.includes(e.field)) person.fields.push(e.field);
    people.set(e.user_id, person);
  }
  return [...people.values()];
}

/**
 * Who else has this record open: avatar initials and name, and "Ada is editing Headline"
 * for each field someone is typing in. No lock: it only says so.
 */
export function PresenceChips(props: {
  people: readonly PresentPerson[];
  labelOf: (field: string) => string;
}) {
  if (props.people.length === 0) return null;
  const first = (name: string) => name.split(/\s+/)[0] ?? name;
  return (
    <Group gap="xs" wrap="wrap" role="status" aria-label="Also on this record" mb="sm">
      {props.people.map((p) => (
        <Group key={p.user_id} gap={6} wrap="nowrap">
          <Tooltip label={`${p.name} has this open`}>
            <Avatar size="sm" radius="xl" color="violet" alt="">
              {initialsOf(p.name)}
            </Avatar>
          </Tooltip>
          <Text size="sm">
            {p.fields.length > 0
              ? `${first(p.name)} is editing ${p.fields.map(props.labelOf).join(', ')}`
              : `${p.name} has this open`}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
