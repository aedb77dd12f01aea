import { AD_ORDER_BY } from '@adlib/shared/lists';

/** The visible list's filters, in the order their chips appear. They live in the URL query. */
export const AD_FILTER_KEYS = ['search', 'industry', 'subindustry', 'type', 'objective', 'order_by'] as const;
export type AdFilterKey = (typeof AD_FILTER_KEYS)[number];

export const AD_FILTER_LABELS: Record<AdFilterKey, string> = {
  search: 'Search',
  industry: 'Industry',
  subindustry: 'Subindustry',
  type: 'Type',
  objective: 'Objective',
  order_by: 'Order By',
};

/** What a chip shows for a value: the option's label where it has one (Order By 'name' is "Brand"). */
export function chipValue(key: AdFilterKey, value: string) {
  if (key === 'order_by') return AD_ORDER_BY.find((o) => o.value === value)?.label ?? value;
  if (key === 'search') return `“${value}”`;
  return value;
}
