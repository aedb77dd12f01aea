import { describe, expect, it } from 'vitest';
import { advertisementInput, descriptionOf, slugOf, subindustriesOf } from '../src/index.js';

const issuesOf = (input: unknown) => {
  const r = advertisementInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('advertisementInput', () => {
  it('accepts a minimal ad and fills the defaults the form relies on', () => {
    const ad = advertisementInput.parse({ name: '  Solnest  ' });
    expect(ad).toMatchObject({ name: 'Solnest', user_id: 1, visible: false, tags: [], type: [], logo: null });
  });

  it('refuses a subindustry that does not belong to the industry', () => {
    expect(issuesOf({ name: 'x', industry: 'Pets', subindustry: 'Footwear' })).toEqual({
      subindustry: 'Not a subindustry of Pets',
    });
    expect(issuesOf({ name: 'x', industry: 'Fashion', subindustry: 'Footwear' })).toEqual({});
  });

  it("allows Seasonal only when Type includes 'Seasonal'", () => {
    expect(issuesOf({ name: 'x', seasonal: 'Christmas', type: ['Humor'] })).toHaveProperty('seasonal');
    expect(issuesOf({ name: 'x', seasonal: 'Christmas', type: ['Seasonal'] })).toEqual({});
  });

  it('refuses values outside the fixed lists and links that are not http(s)', () => {
    const issues = issuesOf({
      name: 'x',
      call_to_action: 'Click',
      logo: 'javascript:alert(1)',
      type: ['Meme'],
    });
    expect(Object.keys(issues).sort()).toEqual(['call_to_action', 'logo', 'type']);
  });

  it('treats an emptied field as no value', () => {
    expect(advertisementInput.parse({ name: 'x', industry: '', logo: '', headline: '' })).toMatchObject({
      industry: null,
      logo: null,
      headline: null,
    });
  });
});

describe('fixed-list helpers', () => {
  it('knows which industries have subindustries', () => {
    expect(subindustriesOf('Tech')).toEqual(['Electronics']);
    expect(subindustriesOf('Beauty/Cosmetics')).toEqual([]);
  });

  it('derives an article slug and description as SPEC section 4 says', () => {
    expect(slugOf('Ads that  sell in winter')).toBe('Ads-that-sell-in-winter');
    expect(descriptionOf('<p>First <b>part</b>.</p><p>Second.</p>')).toBe('First part.');
  });
});
