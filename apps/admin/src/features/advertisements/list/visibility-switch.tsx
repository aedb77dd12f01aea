import type { AdvertisementListItem } from '@adlib/shared';
import { Switch } from '@mantine/core';

interface Props {
  ad: AdvertisementListItem;
  onChange: (id: number, visible: boolean) => void;
}

/** SPEC 4: the list's Visible toggle saves at once (see useSetVisibility). */
export function VisibilitySwitch({ ad, onChange }: Props) {
  return (
    <Switch
      checked={ad.visible}
      aria-label={`Visible: ${ad.name} (#${ad.id})`}
      onChange={(e) => onChange(ad.id, e.currentTarget.checked)}
    />
  );
}
