import { findEndpoint, type RoleName } from '@adlib/shared';
import {
  Badge,
  Group,
  Kbd,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api/client';
import { signOut } from '../api/session';
import { useSchemeSwitch } from '../components/color-scheme-toggle';
import { AREAS } from './areas';
import classes from './command-palette.module.css';
import { navItemsFor } from './nav-items';

/** One line of the palette: a screen to go to, an action, or a record found by the API. */
interface PaletteItem {
  key: string;
  group: 'Go to' | 'Actions' | 'Records';
  label: string;
  detail?: string | null;
  /** the area a found record lives in */
  area?: string;
  run: () => void;
}

/** Typing pauses this long before the records are asked for (a keystroke is not a request). */
const FIND_DELAY_MS = 200;
const FIND_MIN_CHARS = 2;

const roleMay = (need: 'admin' | 'super', role: RoleName | undefined) => need === 'admin' || role === 'super';

/** Every word of the query appears in the label (in any order, any case). */
const matches = (label: string, query: string) => {
  const text = label.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((w) => text.includes(w));
};

/** Which screen opens a record the API found, by the area's name in the answer. */
const RECORD_SCREENS = new Map(
  AREAS.flatMap((a) =>
    a.palette?.records
      ? ([[a.palette.records.area, { ...a.palette.records, label: a.nav?.label ?? a.segment }]] as const)
      : [],
  ),
);

/**
 * Ctrl/⌘+K anywhere: go to any screen the role may open, run an area's actions, switch the
 * colour scheme, sign out, and find records of every area the role may see (GET /api/find).
 * Arrows move, Enter runs, Esc closes. Built from the area manifests: a new area's screens,
 * actions and records appear here without code of its own.
 */
export function CommandPalette({
  role,
  opened,
  onClose,
}: {
  role: RoleName | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const fixed = useFixedItems(role);
  const found = useFoundRecords(query, opened);

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };

  const q = query.trim();
  const items = [...(q ? fixed.filter((i) => matches(i.label, q)) : fixed), ...found.records];
  const current = Math.min(active, Math.max(0, items.length - 1));

  const runItem = (item: PaletteItem | undefined) => {
    if (!item) return;
    close();
    item.run();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % Math.max(1, items.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      runItem(items[current]);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Go to, do or find"
      size="lg"
      yOffset="10vh"
      classNames={{ body: classes.body }}
    >
      <TextInput
        data-autofocus
        role="combobox"
        aria-label="Screen, action or record"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={items.length ? optionId(current) : undefined}
        aria-autocomplete="list"
        placeholder="A screen, an action, or a name, title, e-mail, post id or #id"
        leftSection={<IconSearch size={16} />}
        rightSection={found.searching ? <Loader size={14} aria-label="Searching" /> : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ScrollArea.Autosize mah="50vh" mt="sm" type="auto">
        <Stack gap={2} id={listId} role="listbox" aria-label="Results">
          {items.map((item, i) => (
            <PaletteOption
              key={item.key}
              id={optionId(i)}
              item={item}
              active={i === current}
              onHover={() => setActive(i)}
              onRun={() => runItem(item)}
            />
          ))}
        </Stack>
        {items.length === 0 && !found.searching && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {found.failed ? 'The search failed; try again.' : `Nothing matches “${q}”.`}
          </Text>
        )}
      </ScrollArea.Autosize>
      <PaletteKeys />
    </Modal>
  );
}

/** The screens the role may open and the actions it may run, whatever is typed. */
function useFixedItems(role: RoleName | undefined): PaletteItem[] {
  const navigate = useNavigate();
  const scheme = useSchemeSwitch();
  const go = (to: string) => () => navigate(to);
  // a few dozen lines, rebuilt per render: cheaper than keeping them in step with role and scheme
  const screens = navItemsFor(role).flatMap((n) => [
    { key: `go ${n.label}`, group: 'Go to' as const, label: n.label, run: go(n.to) },
    ...(n.children ?? []).map((c) => ({
      key: `go ${n.label} ${c.label}`,
      group: 'Go to' as const,
      label: `${n.label}: ${c.label}`,
      run: go(c.to),
    })),
  ]);
  const actions = AREAS.filter((a) => roleMay(a.role, role)).flatMap((a) =>
    (a.palette?.actions ?? []).map((x) => ({
      key: `do ${x.label}`,
      group: 'Actions' as const,
      label: x.label,
      run: go(x.to),
    })),
  );
  return [
    ...screens,
    ...actions,
    { key: 'scheme', group: 'Actions', label: `Switch to ${scheme.next} mode`, run: scheme.toggle },
    { key: 'sign-out', group: 'Actions', label: 'Sign out', run: () => void signOut() },
  ];
}

/** The records GET /api/find answers for what is typed, once typing pauses. */
function useFoundRecords(query: string, opened: boolean) {
  const navigate = useNavigate();
  const [debounced] = useDebouncedValue(query.trim(), FIND_DELAY_MS);
  const find = useQuery({
    queryKey: ['find', debounced],
    queryFn: ({ signal }) => call(findEndpoint, { query: { q: debounced }, signal }),
    enabled: opened && debounced.length >= FIND_MIN_CHARS,
    staleTime: 30_000,
  });

  const q = query.trim();
  const records: PaletteItem[] =
    q.length >= FIND_MIN_CHARS && debounced === q
      ? (find.data?.results ?? []).flatMap((r) => {
          const screen = RECORD_SCREENS.get(r.area);
          if (!screen) return [];
          return [
            {
              key: `${r.area} ${r.id}`,
              group: 'Records' as const,
              label: r.title || `#${r.id}`,
              detail: r.detail ? `#${r.id} · ${r.detail}` : `#${r.id}`,
              area: screen.label,
              run: () => navigate(screen.open(r.id)),
            },
          ];
        })
      : [];
  const searching = q.length >= FIND_MIN_CHARS && (debounced !== q || find.isFetching);
  return { records, searching, failed: find.isError };
}

interface OptionProps {
  id: string;
  item: PaletteItem;
  active: boolean;
  onHover: () => void;
  onRun: () => void;
}

/** One line of the list: its label and detail, and where it goes (the area, or its group). */
function PaletteOption({ id, item, active, onHover, onRun }: OptionProps) {
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={classes.option}
      data-active={active || undefined}
      onMouseEnter={onHover}
      onClick={onRun}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {item.label}
          </Text>
          {item.detail && (
            <Text size="xs" c="dimmed" truncate>
              {item.detail}
            </Text>
          )}
        </div>
        <Badge variant="light" color="gray" size="sm" tt="none" style={{ flexShrink: 0 }}>
          {item.area ?? item.group}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

/** The keys the palette answers to. */
function PaletteKeys() {
  return (
    <Group gap="md" mt="sm" c="dimmed" fz="xs">
      <span>
        <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> move
      </span>
      <span>
        <Kbd size="xs">Enter</Kbd> open
      </span>
      <span>
        <Kbd size="xs">Esc</Kbd> close
      </span>
    </Group>
  );
}

/** Ctrl/⌘+K opens the palette, even from inside a field (no field of ours uses it). */
export function usePaletteHotkey(open: () => void) {
  useHotkeys([['mod+K', open]], []);
}
