import type { DuplicateCluster } from '@adlib/shared';
import { Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog } from '../../components/confirm-dialog';
import { UNDO_DELETE_MS } from '../resource/resource-types';
import { showUndoable } from '../resource/undo-notification';
import classes from './duplicate-cluster-card.module.css';
import { DuplicateMemberTile } from './duplicate-member';
import { ClusterReasons } from './duplicate-reason-badges';
import { counted } from './duplicate-words';
import type { useDuplicateActions } from './duplicates-api';
import type { DuplicatesDeclaration } from './duplicates-declaration';

/** The record a merge keeps unless told otherwise: the oldest (members come newest first). */
export function oldestMember(cluster: DuplicateCluster): number {
  const byAge = [...cluster.members].sort(
    (x, y) => new Date(x.created_at).getTime() - new Date(y.created_at).getTime() || x.id - y.id,
  );
  return byAge[0]?.id ?? cluster.key;
}

const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(', ');

/**
 * One cluster on the review screen: its records side by side (stacked on a phone), why they
 * look alike, the record to keep (the oldest by default), Merge (asks first, then offers Undo)
 * and Not duplicates.
 */
export function DuplicateClusterCard({
  cluster,
  declaration: d,
  actions,
}: {
  cluster: DuplicateCluster;
  declaration: DuplicatesDeclaration;
  actions: ReturnType<typeof useDuplicateActions>;
}) {
  const [keep, setKeep] = useState(() => oldestMember(cluster));
  const [busy, setBusy] = useState<'merge' | 'dismiss' | null>(null);
  const kept = cluster.members.find((m) => m.id === keep) ?? cluster.members[0];
  const others = cluster.members.map((m) => m.id).filter((id) => id !== keep);
  const name = ids(cluster.members.map((m) => m.id));

  const onMerge = async () => {
    const sure = await confirmDialog({
      title: `Merge ${counted(cluster.members.length, d.noun)}?`,
      text: `#${keep}${kept?.label ? ` (${kept.label})` : ''} is kept. ${ids(others)} ${
        others.length === 1 ? 'goes' : 'go'
      } to the trash (Undo brings ${others.length === 1 ? 'it' : 'them'} back); ${
        others.length === 1 ? 'its' : 'their'
      } collections and tags move to #${keep}.`,
      confirmLabel: 'Merge',
      danger: false,
    });
    if (!sure) return;
    setBusy('merge');
    try {
      const result = await actions.merge.mutateAsync({ keep, merge: others });
      showUndoable({
        key: `merge-${d.area}-${result.kept}`,
        message: `Merged into #${result.kept}: ${ids(result.merged)} moved to the trash`,
        autoClose: UNDO_DELETE_MS,
        onUndo: () => actions.undo([result.batch]),
      });
    } catch {
      // the query client has said why
    } finally {
      setBusy(null);
    }
  };
  const onDismiss = async () => {
    setBusy('dismiss');
    try {
      await actions.dismiss.mutateAsync(cluster.members.map((m) => m.id));
    } catch {
      // the query client has said why
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Duplicates ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            {counted(cluster.members.length, d.noun)}: {name}
          </Title>
          {cluster.exact && (
            <Badge color="red" variant="light">
              Exact
            </Badge>
          )}
        </Group>
        <ClusterReasons pairs={cluster.pairs} />
        <Radio.Group value={String(keep)} onChange={(v) => setKeep(Number(v))} label="Record to keep">
          <div className={classes.members}>
            {cluster.members.map((member) => (
              <DuplicateMemberTile key={member.id} member={member} edit={d.edit}>
                <Radio value={String(member.id)} label={`Keep #${member.id}`} disabled={busy !== null} />
              </DuplicateMemberTile>
            ))}
          </div>
        </Radio.Group>
        {/* at the card's right end, as the page header's buttons: the notifications sit
            bottom-centre (app-notifications.module.css), and a wide screen keeps them apart */}
        <Group gap="sm" justify="flex-end">
          <Text size="xs" c="dimmed">
            Merge keeps #{keep}; the others go to the trash.
          </Text>
          <Button
            leftSection={<IconArrowMerge size={16} />}
            onClick={() => void onMerge()}
            loading={busy === 'merge'}
            disabled={busy !== null}
          >
            Merge
          </Button>
          <Button
            variant="default"
            onClick={() => void onDismiss()}
            loading={busy === 'dismiss'}
            disabled={busy !== null}
          >
            Not duplicates
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
