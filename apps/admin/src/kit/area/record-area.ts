import type { TrashRoutes } from '@adlib/shared';
import {
  type AreaManifest,
  type AreaPaths,
  type NavIcon,
  type PathName,
  resolvePalette,
  type TrashScreenDeclaration,
} from './area-manifest';

type EditPath = (id: number | string) => string;

/** The paths `recordArea` makes: the list, `{record}New` and `{record}Edit`. */
export type RecordPaths<L extends string, R extends string> = Record<L, string> &
  Record<`${R}New`, string> &
  Record<`${R}Edit`, EditPath>;

/** A trash whose resource or title differs from the area's segment and plural noun. */
interface RecordTrash {
  api: TrashRoutes;
  resource?: string;
  title?: string;
}

export interface RecordAreaDeclaration<L extends string, R extends string, X extends AreaPaths> {
  /** the path names of the list and of one record; `at`: the list's address when not /{segment} */
  paths: { list: L; record: R; at?: string };
  /** singular and plural: "New TikTok" in the palette, "TikToks" in the sidebar and the trash */
  noun: readonly [string, string];
  /** the sidebar entry: its icon; its label, address and sub-links where they differ */
  nav: { icon: NavIcon; label?: string; to?: string; children?: { label: string; to: string }[] };
  /** the records' trash, at /{segment}/trash, leading back to the list */
  trash?: TrashRoutes | RecordTrash;
  /** the area's other screens */
  morePaths?: X;
  /** the area's other trashes, after the records' */
  moreTrash?: readonly TrashScreenDeclaration[];
  /** the palette's actions after "New {noun}", and the screen a found record opens (its Edit screen) */
  palette?: {
    actions?: { label: string; path: PathName<NoInfer<RecordPaths<L, R> & X>, string> }[];
    open?: PathName<NoInfer<RecordPaths<L, R> & X>, EditPath>;
  };
}

/** A path named by a computed key: TypeScript widens `{ [name]: value }` to an index signature. */
const named = <K extends string, V>(name: K, value: V) => ({ [name]: value }) as Record<K, V>;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An area of records, listed at /{segment} with New and Edit screens: the manifest `defineArea`
 * takes, made from what differs. The paths `{list}`, `{record}New` (/{segment}/new) and
 * `{record}Edit` (/{segment}/edit/:id); the sidebar entry to the list under the plural noun;
 * the trash at /{segment}/trash back to the list; "New {noun}" in the palette, and records the
 * API finds under the segment's name opening their Edit screen.
 */
export function recordArea<
  const L extends string,
  const R extends string,
  X extends AreaPaths = Record<never, never>,
>(
  segment: string,
  role: AreaManifest['role'],
  declaration: RecordAreaDeclaration<L, R, X>,
): AreaManifest<RecordPaths<L, R> & X> {
  const { paths: names, noun, nav, trash } = declaration;
  const list = names.at ?? `/${segment}`;
  const create = `/${segment}/new`;
  const edit: EditPath = (id) => `/${segment}/edit/${id}`;
  const paths = {
    ...named(names.list, list),
    ...named(`${names.record}New` as const, create),
    ...named(`${names.record}Edit` as const, edit),
    // absent only where X is the default, no paths
    ...(declaration.morePaths as X),
  };
  const own = trash && ('api' in trash ? trash : { api: trash });
  const plural = capitalized(noun[1]);
  const trashes = [
    ...(own
      ? [{ path: 'trash', list, ...own, resource: own.resource ?? segment, title: own.title ?? plural }]
      : []),
    ...(declaration.moreTrash ?? []),
  ];
  const manifest = {
    segment,
    role,
    paths,
    nav: { ...nav, label: nav.label ?? plural, to: nav.to ?? list },
    trash: trashes.length > 0 ? trashes : undefined,
  };
  const { open, actions } = declaration.palette ?? {};
  const more = resolvePalette(manifest, { actions, records: open && { area: segment, path: open } });
  return {
    ...manifest,
    palette: {
      actions: [{ label: `New ${noun[0]}`, to: create }, ...(more.actions ?? [])],
      records: { area: segment, open: more.records?.open ?? edit },
    },
  };
}
