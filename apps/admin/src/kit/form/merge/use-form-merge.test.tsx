import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useFormMerge } from './use-form-merge';

// A Save pressed in the instant after their version arrived, before the panel rendered, must
// still see the field to choose: otherwise yours is sent over theirs against their version
// (seen in CI: the second person's save answered 200 and the first one's headline was lost).
describe('useFormMerge: what is still to choose', () => {
  it('is known as soon as their version is received, before any render', () => {
    const original = { headline: 'Old', updated_at: '2026-11-27T10:00:00.000Z' };
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: original });
      const merging = useFormMerge({
        form,
        version: () => form.getValues().updated_at,
        unsaved: () => true,
      });
      return { form, merging };
    });
    const { form, merging } = result.current;
    form.setValue('headline', 'Mine', { shouldDirty: true });
    // no act(): the handlers of this render are what a click in the same instant would run
    const asked = merging.receive(
      { headline: 'Theirs', updated_at: '2026-11-27T10:05:00.000Z' },
      '2026-11-27T10:05:00.000Z',
    );
    expect(asked).toBe('asked');
    expect(merging.pending).toEqual([]); // this render's figure: stale
    expect(merging.pendingNow()).toEqual(['headline']);
  });
});
