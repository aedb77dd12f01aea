import type { TrashEndpoints } from '@adlib/shared';
import type { ComponentType } from 'react';

export type NavIcon = ComponentType<{ size?: number | string; stroke?: number }>;
/** An area's client routes: fixed paths and path helpers taking a record's id. */
export type AreaPaths = Record<string, string | ((id: number | string) => string)>;

/**
 * Everything the shell needs to know about an area: the router mounts `load` under
 * `/{segment}` behind `role`, the sidebar shows `nav`, and `paths` join the app's path helpers
 * (config/paths.ts). Adding an area is one manifest plus one line in app/areas.ts.
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
  /** the API's trash of these records (shared trashEndpoints) */
  api: TrashEndpoints;
  /** the resource whose lists and records a restore refreshes (createResource's name) */
  resource: string;
  /** the records' plural, as the screen's title says it: 'TikToks' → "TikToks trash" */
  title: string;
  /** the list the records come back to */
  list: string;
}

/** A lazily loaded module whose default export is a screen (or an area's <Routes>). */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * One lazily loaded piece of an area: the screen at `path` under the area's segment ('' is the
 * area's bare path). Each piece is its own chunk, fetched on first visit to its path and
 * abandoned with a Retry after SPEC 2's 120000 ms like any area chunk (app/lazy-area.tsx).
 */
export interface AreaPiece {
  path: string;
  load: ScreenModule;
}

/**
 * A manifest with its screens, as app/areas.ts lists it: either `load`, the area's index.tsx
 * as one lazy chunk whose default export holds the area's <Routes> (an index module gives the
 * chunk the folder's name, e.g. titles-….js), or `pieces`, one chunk per screen (the customers
 * area: SPEC 2's four pieces). The lazy imports sit outside the manifest, so the area's
 * screens may import their paths from their manifest without an import cycle.
 */
export type AreaEntry<P extends AreaPaths = AreaPaths> = AreaManifest<P> &
  ({ load: ScreenModule; pieces?: never } | { pieces: readonly AreaPiece[]; load?: never });

export const withScreens = <P extends AreaPaths>(
  manifest: AreaManifest<P>,
  load: ScreenModule,
): AreaEntry<P> => ({ ...manifest, load });

/** An area loaded screen by screen: each piece its own chunk (see AreaPiece). */
export const withPieces = <P extends AreaPaths>(
  manifest: AreaManifest<P>,
  pieces: readonly AreaPiece[],
): AreaEntry<P> => ({ ...manifest, pieces });

/**
 * A piece from a module that exports its screen by name (`screenPiece(() => import('./x'), 'XPage')`),
 * so a page file needs no default export to be a piece of its own.
 */
export const screenPiece =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ScreenModule =>
  async () => ({ default: (await load())[name] });

/** The names of an area's paths whose value is of type V (a fixed path, or a path helper). */
type PathName<P, V> = { [K in keyof P]: P[K] extends V ? K : never }[keyof P] & string;

/** The palette as a manifest writes it: its screens named by their paths, never spelled twice. */
interface PaletteByPathName<P> {
  actions?: { label: string; path: PathName<P, string> }[];
  records?: { area: string; path: PathName<P, (id: number | string) => string> };
}

/**
 * Keeps the literal path names, so `paths.titleEdit(3)` is checked everywhere. The palette
 * names its screens by path name; they are resolved to addresses here, once.
 */
export const defineArea = <P extends AreaPaths>({
  palette,
  ...manifest
}: Omit<AreaManifest<P>, 'palette'> & { palette?: PaletteByPathName<P> }): AreaManifest<P> => ({
  ...manifest,
  palette: {
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
  },
});

/** The client address of an area's trash screen. */
export const trashPath = (segment: string, trash: Pick<TrashScreenDeclaration, 'path'>) =>
  `/${segment}/${trash.path}`;
