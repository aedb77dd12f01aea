// The TikToks list's filters (SPEC 2 "TikToks list"), declared once for the API query, the CSV
// export and the admin filter bar.
import { defineList } from '../list-declaration.js';
import { INDUSTRIES } from '../lists.js';

export const tiktokList = defineList({
  search: { kind: 'search', label: 'Search', chip: (v) => `“${v}”` },
  // matched exactly or by prefix (the API's `prefix` filter), not as a keyword
  post_id: { kind: 'search', label: 'Post Id' },
  industry: { kind: 'choice', label: 'Industry', options: INDUSTRIES },
  // SPEC 2 and 9: the options Ads, Organic Videos, All (no value: not filtered)
  is_ad: {
    kind: 'boolean',
    label: 'Ads/Organic',
    options: [
      { value: 'true', label: 'Ads' },
      { value: 'false', label: 'Organic Videos' },
      { value: '', label: 'All' },
    ],
  },
});
