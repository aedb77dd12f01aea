import { CellAvatarText } from '../../../kit/list/list-cells';

/** Logo and brand name; a missing or broken logo falls back to the name's initials. */
export function BrandCell({ name, logo }: { name: string; logo: string | null }) {
  return <CellAvatarText name={name} src={logo} />;
}
