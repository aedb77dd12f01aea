import { fieldLabel } from '../../history/restore-preview';

/**
 * A field's name as the area's form shows it (its input's label, or its aria-label), read
 * off the rendered form, so the merge names fields as the area declared them once; a field
 * without an input of its name (a tags box, a choice) falls back to its name in words.
 */
export function labelInForm(form: HTMLFormElement | null, field: string): string {
  const input = form?.elements.namedItem(field);
  if (
    input instanceof HTMLInputElement ||
    input instanceof HTMLTextAreaElement ||
    input instanceof HTMLSelectElement
  ) {
    const text = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label');
    // a required field's label ends with its asterisk
    const label = text?.replace(/\s*\*\s*$/, '').trim();
    if (label) return label;
  }
  return fieldLabel(field);
}
