import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import classes from './live.module.css';
import { useLive, useLiveSnapshot } from './live-context';
import { liveResource } from './live-registry';
import { PresenceChips, peopleOf } from './presence-chips';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isControl = (el: EventTarget | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** A control's label, as the screen shows it ("Headline", without the required mark). */
const labelText = (el: Control) => el.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '';

/** How presence names a field: its form name, else its label. */
const fieldOf = (el: Control) => el.name || labelText(el) || null;

/** The form's control for a field named that way. */
function controlFor(root: HTMLElement, field: string): Control | undefined {
  const named = root.querySelector<Control>(`[name="${CSS.escape(field)}"]`);
  if (named) return named;
  for (const el of root.querySelectorAll<Control>('input, textarea, select'))
    if (labelText(el) === field) return el;
  return undefined;
}

const humanized = (field: string) => (field.charAt(0).toUpperCase() + field.slice(1)).replace(/_/g, ' ');

/**
 * An edit screen's presence (issue 27): tells the others this tab has the record open and
 * which field it is typing in, shows who else is here ("Ada is editing Headline") above the
 * form and beside that field. Wraps the form; the area declares nothing.
 */
export function RecordPresence(props: { resource: string; id: number; children: ReactNode }) {
  const live = useLive();
  const area = liveResource(props.resource)?.area;
  const root = useRef<HTMLDivElement>(null);
  const { id } = props;
  const announce = live?.announce;

  useEffect(() => {
    if (!announce || !area) return;
    announce({ area, id, field: null });
    return () => announce(null);
  }, [announce, area, id]);

  // the field being typed in: focus moving within the form (listened to, not handled)
  useEffect(() => {
    const form = root.current;
    if (!form || !announce || !area) return;
    const focusIn = (e: FocusEvent) => {
      if (isControl(e.target)) announce({ area, id, field: fieldOf(e.target) });
    };
    const focusOut = (e: FocusEvent) => {
      if (!form.contains(e.relatedTarget as Node | null)) announce({ area, id, field: null });
    };
    form.addEventListener('focusin', focusIn);
    form.addEventListener('focusout', focusOut);
    return () => {
      form.removeEventListener('focusin', focusIn);
      form.removeEventListener('focusout', focusOut);
    };
  }, [announce, area, id]);

  const presence = useLiveSnapshot((s) => s.presence);
  const people = useMemo(
    () => peopleOf(presence.filter((e) => area !== undefined && e.area === area && e.id === id)),
    [presence, area, id],
  );
  const labelOf = useCallback((field: string) => {
    const el = root.current && controlFor(root.current, field);
    return (el && labelText(el)) || humanized(field);
  }, []);

  // each field someone is typing in says so beside itself
  useEffect(() => {
    const form = root.current;
    if (!form) return;
    const marked: HTMLElement[] = [];
    for (const person of people)
      for (const field of person.fields) {
        const el = controlFor(form, field);
        const wrapper = el?.closest<HTMLElement>('.mantine-InputWrapper-root') ?? el?.parentElement;
        if (!wrapper) continue;
        const first = person.name.split(/\s+/)[0] ?? person.name;
        const said = wrapper.dataset.liveEditing;
        wrapper.dataset.liveEditing = said ? `${said}, ${first} is editing` : `${first} is editing`;
        wrapper.classList.add(classes.editing ?? 'live-editing');
        marked.push(wrapper);
      }
    return () => {
      for (const w of marked) {
        delete w.dataset.liveEditing;
        w.classList.remove(classes.editing ?? 'live-editing');
      }
    };
  }, [people]);

  return (
    <div ref={root}>
      <PresenceChips people={people} labelOf={labelOf} />
      {props.children}
    </div>
  );
}
