import type { TrashRoutes } from '@adlib/shared';
import { type ComponentType, createElement } from 'react';

export type NavIcon = ComponentType<{ size?: number | string; stroke?: number }>;
/** An area's client routes: fixed paths and path helpers taking a record's id. */
export type AreaPaths = Record<string, string | ((id: number | string) => string)>;

/**
 * Everything the shell needs to know about an area: the router mounts its screens under
 * `/{segment}` behind `role`, the sidebar shows `nav`, and `paths` join the app's path helpers
 * (config/paths.ts). Adding an area is its manifest, its screens (the area's routes.ts) and one
 * line in app/areas.ts.
 * It holds no code of the area's screens: the first screen's download stays small.
 */
export interface AreaManifest<P extends AreaPaths = AreaPaths> {
  /** the first URL segment, e.g. 'titles-subtitles' */
  segment: string;
  /** who may open it (SPEC 2 "Sidebar"); the API enforces the same */
  role: 'admin' | 'super';
  paths: P;
  /** the sidebar entry; none for areas reached only through links */
  nav?: {
    label: string;
    icon: NavIcon;
    to: string;
    children?: { label: string; to: string }[];
  };
  /**
   * The area's trashes (decision 018): each a screen at `/{segment}/{path}` from the kit,
   * behind the area's role, offered in the command palette and linked from the list header.
   */
  trash?: readonly TrashScreenDeclaration[];
  /** what the command palette (Ctrl/⌘+K) offers of this area beside its sidebar entry */
  palette?: {
    /** the screens that create a record: "New TikTok" */
    actions?: { label: string; to: string }[];
    /** the area's name in GET /api/find's answer, and the screen a found record opens */
    records?: { area: string; open: (id: number) => string };
  };
}

/** One Trash screen of an area: what it lists and where it leads back to. */
export interface TrashScreenDeclaration {
  /** under the area's segment: 'trash' → /tiktoks/trash */
  path: string;
  /** the API's trash of these records (shared trashRoutes: the contract's trashEndpoints without their schemas) */
  api: TrashRoutes;
  /** the resource whose lists and records a restore refreshes (createResource's name) */
  resource: string;
  /** the records' plural, as the screen's title says it: 'TikToks' → "TikToks trash" */
  title: string;
  /** the list the records come back to */
  list: string;
}

/**
 * One screen of an area: the route at `path` under the area's segment ('' is the bare path,
 * 'edit/:id' gives the screen `useParams().id`), and its code, fetched on first visit and
 * abandoned with a Retry after SPEC 2's 120000 ms (app/lazy-area.tsx). Screens of one module
 * share its chunk; an address no screen serves is the app's "not found".
 */
export interface AreaScreen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** After a screen's name, its props: none for a screen without, required when it needs some. */
type ScreenProps<C> =
  C extends ComponentType<infer P>
    ? [keyof P] extends [never]
      ? []
      : Partial<P> extends P
        ? [props?: P]
        : [props: P]
    : [notAComponent: never];

/**
 * An area's screen from a module that exports it by name: `lazyScreen('new', screens, 'NewXPage')`
 * with `const screens = () => import('./x-screens')`, and the props a screen shown at two paths
 * takes at this one (`lazyScreen('invisible', screens, 'XListPage', { visible: false })`).
 */
export function lazyScreen<M, K extends keyof M & string>(
  path: string,
  load: () => Promise<M>,
  name: K,
  ...[props]: ScreenProps<M[K]>
): AreaScreen {
  return {
    path,
    load: async () => {
      // ScreenProps let only a component with these props through
      const Screen = (await load())[name] as ComponentType<object>;
      return { default: props ? () => createElement(Screen, props) : Screen };
    },
  };
}

/**
 * A manifest with its screens, as app/areas.ts lists it. The screens are declared beside the
 * manifest, in the area's routes.ts, not in it: the screens import their paths from the
 * manifest, and a manifest importing its screens (lazily or not) would close an import cycle.
 */
export type AreaEntry<P extends AreaPaths = AreaPaths> = AreaManifest<P> & { screens: readonly AreaScreen[] };

export const withScreens = <P extends AreaPaths>(
  manifest: AreaManifest<P>,
  screens: readonly AreaScreen[],
): AreaEntry<P> => ({ ...manifest, screens });

/** The names of an area's paths whose value is of type V (a fixed path, or a path helper). */
export type PathName<P, V> = { [K in keyof P]: P[K] extends V ? K : never }[keyof P] & string;

/** The palette as a manifest writes it: its screens named by their paths, never spelled twice. */
export interface PaletteByPathName<P> {
  actions?: { label: string; path: PathName<P, string> }[];
  records?: { area: string; path: PathName<P, (id: number | string) => string> };
}

/** The palette of a manifest: the named screens resolved to addresses, then every trash. */
export function resolvePalette<P extends AreaPaths>(
  manifest: Pick<AreaManifest<P>, 'segment' | 'paths' | 'trash'>,
  palette: PaletteByPathName<P> | undefined,
): NonNullable<AreaManifest<P>['palette']> {
  return {
    // PathName guarantees the kind of path each name picks
    actions: [
      ...(palette?.actions ?? []).map((a) => ({ label: a.label, to: manifest.paths[a.path] as string })),
      // every trash is in the palette without a line of the area's own
      ...(manifest.trash ?? []).map((t) => ({
        label: `${t.title} trash`,
        to: trashPath(manifest.segment, t),
      })),
    ],
    records: palette?.records && {
      area: palette.records.area,
      open: manifest.paths[palette.records.path] as (id: number) => string,
    },
  };
}

/**
 * Keeps the literal path names, so `paths.titleEdit(3)` is checked everywhere. The palette
 * names its screens by path name; they are resolved to addresses here, once. An area of
 * records with New and Edit screens is shorter with `recordArea` (record-area.ts).
 */
export const defineArea = <P extends AreaPaths>({
  palette,
  ...manifest
}: Omit<AreaManifest<P>, 'palette'> & { palette?: PaletteByPathName<P> }): AreaManifest<P> => ({
  ...manifest,
  palette: resolvePalette(manifest, palette),
});

/** The client address of an area's trash screen. */
export const trashPath = (segment: string, trash: Pick<TrashScreenDeclaration, 'path'>) =>
  `/${segment}/${trash.path}`;
