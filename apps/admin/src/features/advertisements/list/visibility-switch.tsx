import type { AdvertisementListItem } from '@adlib/shared';
import { Switch } from '@mantine/core';
import { useSetVisibility } from '../api/use-set-visibility';

/** SPEC 4: the list's Visible toggle saves at once. */
export function VisibilitySwitch({ ad }: { ad: AdvertisementListItem }) {
  const setVisibility = useSetVisibility();
  return (
    <Switch
      checked={ad.visible}
      aria-label={`Visible: ${ad.name} (#${ad.id})`}
      onChange={(e) => setVisibility.mutate({ id: ad.id, visible: e.currentTarget.checked })}
    />
  );
}
