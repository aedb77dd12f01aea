import type { DuplicateMatches } from '@adlib/shared';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DuplicateMemberTile, ScreenLink } from './duplicate-member';
import { ReasonBadges } from './duplicate-reason-badges';
import type { DuplicatesDeclaration } from './duplicates-declaration';

/**
 * "Possible duplicate of #123" after a save (issue 26): the saved record and the closest match
 * side by side, why they look alike, links to the match and to the review screen; the other
 * matches by id. It never blocks anything: the record is saved already.
 * `folded` (a phone): the line and its links only, so that it covers little of the screen
 * beneath (the cards and their Edit); the creatives side by side are a tap away (Open, Review).
 */
export function DuplicateWarning({
  matches,
  declaration: d,
  navigate,
  folded = false,
}: {
  matches: DuplicateMatches;
  declaration: Pick<DuplicatesDeclaration, 'edit' | 'review' | 'noun'>;
  /** outside the router (a notification): how links open their screens */
  navigate?: (to: string) => void;
  /** the line and the links only: a phone's notification */
  folded?: boolean;
}) {
  const [first, ...more] = matches.matches;
  if (!first) return null;
  const links = (
    <Group gap="md">
      <ScreenLink to={d.edit(first.member.id)} navigate={navigate}>
        Open #{first.member.id}
      </ScreenLink>
      <ScreenLink to={d.review} navigate={navigate}>
        Review duplicates
      </ScreenLink>
    </Group>
  );
  const headline = (
    <Text size="sm" fw={600}>
      Possible duplicate of{' '}
      <ScreenLink to={d.edit(first.member.id)} navigate={navigate}>
        #{first.member.id}
      </ScreenLink>
      {folded && more.length > 0 && ` and ${more.length} more`}
    </Text>
  );
  if (folded)
    return (
      <Stack gap={2}>
        {headline}
        {links}
      </Stack>
    );
  return (
    <Stack gap={6}>
      {headline}
      <SimpleGrid cols={2} spacing="sm">
        <DuplicateMemberTile
          member={matches.record}
          edit={d.edit}
          navigate={navigate}
          caption={`This ${d.noun[0]}`}
          compact
        />
        <DuplicateMemberTile
          member={first.member}
          edit={d.edit}
          navigate={navigate}
          caption="Looks like"
          compact
        />
      </SimpleGrid>
      <ReasonBadges pair={first.pair} />
      {more.length > 0 && (
        <Group gap={6}>
          <Text size="sm">Also like</Text>
          {more.map((m) => (
            <ScreenLink key={m.member.id} to={d.edit(m.member.id)} navigate={navigate}>
              #{m.member.id}
            </ScreenLink>
          ))}
        </Group>
      )}
      {links}
    </Stack>
  );
}
