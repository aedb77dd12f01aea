import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import classes from './live.module.css';

/**
 * "3 new advertisements — Show": rows that now match the list wait behind it, over the
 * list's top, so the rows being read do not move. Show brings the list back to its top with them.
 */
export function NewRowsBar(props: { count: number; noun: readonly [string, string]; onShow: () => void }) {
  if (props.count === 0) return null;
  const what = props.count === 1 ? props.noun[0] : props.noun[1];
  return (
    <div className={classes.newBarPlace} role="status">
      <Button
        size="xs"
        radius="xl"
        variant="filled"
        color="violet"
        leftSection={<IconArrowUp size={14} />}
        onClick={props.onShow}
      >
        {`${props.count} new ${what.toLowerCase()} — Show`}
      </Button>
    </div>
  );
}
