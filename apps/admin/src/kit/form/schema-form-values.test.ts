import { tiktokInput, ugcCreatorInput } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { formDefaults, localDateTime, toFormValues, toSentValues } from './schema-form-values';

describe('form values read off the shared schema', () => {
  it("a blank form: '' for text, the schema's defaults for counts and flags, null for a choice, no version", () => {
    const blank = formDefaults(tiktokInput);
    expect(blank).toMatchObject({ username: '', description: '', created_time: '', download_link: '' });
    expect(blank).toMatchObject({ likes: 0, duration: 0, is_ad: false, new: false, industry: null });
    expect('updated_at' in blank).toBe(false);
  });

  it("a stored record: its values, '' where it has null, converted fields converted, its version kept", () => {
    const values = toFormValues(
      tiktokInput,
      {
        id: 5,
        username: 'glow.labs',
        post_id: null,
        likes: 10,
        is_free: true,
        industry: null,
        created_time: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-02T00:00:00.000Z',
      },
      { created_time: localDateTime },
    );
    expect(values).toMatchObject({
      username: 'glow.labs',
      post_id: '',
      likes: 10,
      is_free: true,
      industry: null,
    });
    expect(values.created_time).toBe(localDateTime.toForm('2026-03-01T10:00:00.000Z'));
    expect(values.updated_at).toBe('2026-03-02T00:00:00.000Z');
    expect('id' in values).toBe(false);
  });

  it('a datetime-local time goes out as the same instant, an empty one as null', () => {
    const local = String(localDateTime.toForm('2026-03-01T10:00:00.000Z'));
    const sent = toSentValues({ created_time: local, username: 'a' }, { created_time: localDateTime });
    expect(sent).toEqual({ created_time: '2026-03-01T10:00:00.000Z', username: 'a' });
    expect(toSentValues({ created_time: '' }, { created_time: localDateTime }).created_time).toBeNull();
  });

  it("a number without a default is text ('' when none); a conversion's blank fills a new form", () => {
    const slots = { videos: { blank: () => ['', ''], toForm: (v: unknown) => v } };
    expect(formDefaults(ugcCreatorInput, slots)).toMatchObject({ age: '', gender: null, videos: ['', ''] });
    const values = toFormValues(ugcCreatorInput, { name: 'Noor', age: 25, videos: null }, slots);
    expect(values).toMatchObject({ name: 'Noor', age: '25', videos: ['', ''] });
  });
});
