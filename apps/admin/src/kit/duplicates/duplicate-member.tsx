import type { DuplicateMember } from '@adlib/shared';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaThumb } from '../../components/media-thumb';

/** The thumbnail's side: room for a creative beside another, two on a phone's width too. */
export const MEMBER_THUMB_SIZE = 128;
/**
 * In a notification, which Mantine cuts at 200 px high (`notificationMaxHeight`): two records
 * side by side with their reasons and links must fit in it.
 */
const COMPACT_THUMB_SIZE = 48;

/**
 * Opens a screen from outside the router (a notification): a plain click goes through
 * `navigate`, any other (a new tab) keeps the address.
 */
export const openWith = (navigate: (to: string) => void, to: string) => (e: MouseEvent) => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(to);
};

/** A link to a screen ("#12" to its edit screen): a router link, or (outside the router) through `navigate`. */
export function ScreenLink({
  to,
  navigate,
  children,
}: {
  to: string;
  navigate?: (to: string) => void;
  children: ReactNode;
}) {
  return navigate ? (
    <Anchor href={to} onClick={openWith(navigate, to)} size="sm" fw={500}>
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={to} size="sm" fw={500}>
      {children}
    </Anchor>
  );
}

/**
 * One record of a cluster or a warning, beside the others: its creative (the thumbnail over
 * its placeholder), label, detail, id linking to its edit screen, and when it was created;
 * `children`: what the screen adds (the Keep choice).
 */
export function DuplicateMemberTile({
  member,
  edit,
  navigate,
  caption,
  compact = false,
  children,
}: {
  member: DuplicateMember;
  edit: (id: number) => string;
  /** outside the router (a notification): how the id's link opens the edit screen */
  navigate?: (to: string) => void;
  /** above the creative: "This advertisement" */
  caption?: string;
  /** the thumbnail small, beside the id and label, and no detail (a notification) */
  compact?: boolean;
  children?: ReactNode;
}) {
  const created = dayjs(member.created_at);
  const name = `Creative of ${member.label || `#${member.id}`}`;
  const when = created.isValid() && (
    <Text size="xs" c="dimmed">
      {/* compact: the date alone, "Created" in its tooltip */}
      {!compact && 'Created '}
      <time dateTime={created.toISOString()} title={`Created ${created.format('YYYY-MM-DD HH:mm')}`}>
        {created.format('YYYY-MM-DD')}
      </time>
    </Text>
  );
  const title = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <ScreenLink to={edit(member.id)} navigate={navigate}>
        #{member.id}
      </ScreenLink>
      <Text size="sm" fw={600} truncate="end" title={member.detail ?? member.label}>
        {member.label || '—'}
      </Text>
    </Group>
  );
  // compact: the caption over the column's whole width (beside the thumbnail, "This
  // advertisement" was cut in a notification's half), the id, label and date beside the thumbnail
  if (compact)
    return (
      <Stack gap={2} miw={0} data-testid="duplicate-member">
        {caption && (
          <Text size="xs" c="dimmed" fw={600}>
            {caption}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" miw={0}>
          <MediaThumb
            thumb={member.thumb}
            placeholder={member.placeholder}
            size={COMPACT_THUMB_SIZE}
            alt={name}
          />
          <Stack gap={0} miw={0}>
            {title}
            {when}
          </Stack>
        </Group>
      </Stack>
    );
  return (
    <Stack gap={6} miw={0} data-testid="duplicate-member">
      {caption && (
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {caption}
        </Text>
      )}
      <MediaThumb thumb={member.thumb} placeholder={member.placeholder} size={MEMBER_THUMB_SIZE} alt={name} />
      {title}
      {member.detail && (
        <Text size="sm" c="dimmed" lineClamp={2} title={member.detail}>
          {member.detail}
        </Text>
      )}
      {when}
      {children}
    </Stack>
  );
}
