// The blog's article list filters, declared once for the API query and the admin filter bar.
import { defineList } from '../list-declaration.js';

export const articleList = defineList({
  visible: { kind: 'boolean', label: 'Visible' },
  search: { kind: 'search', label: 'Search', chip: (v) => `“${v}”` },
  order_by: {
    kind: 'order',
    label: 'Order By',
    options: [
      { value: 'updated_at', label: 'Last modified' },
      { value: 'title', label: 'Title' },
    ],
  },
});
