import type { Membership } from '@adlib/shared';
import { Badge, List, Text } from '@mantine/core';
import { recordEditColumn } from '../../kit/list/column-builders';
import type { RecordColumn } from '../../kit/list/record-table';
import { pricingPaths } from './manifest';
import { formatMoney } from './money';

/** The first features, so a row stays short; the rest are counted. */
const SHOWN_FEATURES = 3;

/** SPEC 2 "Pricing": ID, Name, Period, Price, Discounted Price, Use Discounted Price, Features, Extras, Paddle Plan Id, Actions. */
export const PLAN_COLUMNS: RecordColumn<Membership>[] = [
  { header: 'ID', w: 50, cell: (p) => p.id },
  { header: 'Name', td: { fw: 500 }, card: 'title', cell: (p) => p.name },
  { header: 'Period', cell: (p) => p.period },
  { header: 'Price', cell: (p) => formatMoney(p.price) },
  { header: 'Discounted Price', cell: (p) => formatMoney(p.discounted_price) },
  {
    header: 'Use Discounted Price',
    cell: (p) => (
      <Badge variant="light" color={p.use_discount ? 'green' : 'gray'}>
        {p.use_discount ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  { header: 'Features', cell: (p) => <FeatureList features={p.features} /> },
  {
    header: 'Extras',
    cell: (p) => (
      <Text size="sm" c="dimmed">
        {p.extras ?? '—'}
      </Text>
    ),
  },
  { header: 'Paddle Plan Id', td: { ff: 'monospace' }, cell: (p) => p.paddle_plan_id ?? '—' },
  recordEditColumn({ name: 'name', path: pricingPaths.pricingEdit }),
];

function FeatureList({ features }: { features: string[] }) {
  return (
    <>
      <List size="sm" spacing={2}>
        {features.slice(0, SHOWN_FEATURES).map((f, i) => (
          // two plans' lines may repeat, and so may one plan's: the place is the key
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
          <List.Item key={i}>{f}</List.Item>
        ))}
      </List>
      {features.length > SHOWN_FEATURES && (
        <Text size="xs" c="dimmed">
          and {features.length - SHOWN_FEATURES} more
        </Text>
      )}
    </>
  );
}
