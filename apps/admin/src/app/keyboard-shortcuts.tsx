import { Kbd, Modal, Table } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';

/** Where typing goes to a field: a single key there is text, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The list's keyword box (DeclaredFilterBar marks it), for `/`. */
export const LIST_SEARCH_SELECTOR = '[data-list-search]';

/**
 * `/` focuses the list's keyword search, `?` shows the shortcuts; both only when no field has
 * the keyboard. (Ctrl/⌘+K is the palette's own hotkey; Esc in the search box clears it.)
 */
export function useSingleKeyShortcuts(showHelp: () => void) {
  useWindowEvent('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    if (e.key === '/') {
      const search = document.querySelector<HTMLInputElement>(LIST_SEARCH_SELECTOR);
      if (!search) return;
      e.preventDefault();
      search.focus();
      search.select();
    } else if (e.key === '?') {
      e.preventDefault();
      showHelp();
    }
  });
}

const SHORTCUTS: [keys: string[], what: string][] = [
  [['Ctrl/⌘', 'K'], 'Go to a screen, run an action, or find a record'],
  [['/'], 'Search the list'],
  [['Esc'], 'Clear the search (in the search box); close a dialog'],
  [['Ctrl/⌘', 'S'], 'Save the form and stay on it'],
  [['?'], 'Show these shortcuts'],
];

export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts">
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map(([keys, what]) => (
            <Table.Tr key={what}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' + '}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
