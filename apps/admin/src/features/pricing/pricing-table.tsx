import type { Membership } from '@adlib/shared';
import { Badge, Button, Card, List, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pricingPaths } from './manifest';
import { formatMoney } from './money';

/** The first features, so a row stays short; the rest are counted. */
const SHOWN_FEATURES = 3;

/** SPEC 2 "Pricing": ID, Name, Period, Price, Discounted Price, Use Discounted Price, Features, Extras, Paddle Plan Id, Actions. */
export function PricingTable({ plans }: { plans: Membership[] }) {
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={1000}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Discounted Price</Table.Th>
              <Table.Th>Use Discounted Price</Table.Th>
              <Table.Th>Features</Table.Th>
              <Table.Th>Extras</Table.Th>
              <Table.Th>Paddle Plan Id</Table.Th>
              <Table.Th w={100}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.id}</Table.Td>
                <Table.Td fw={500}>{p.name}</Table.Td>
                <Table.Td>{p.period}</Table.Td>
                <Table.Td>{formatMoney(p.price)}</Table.Td>
                <Table.Td>{formatMoney(p.discounted_price)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.use_discount ? 'green' : 'gray'}>
                    {p.use_discount ? 'Yes' : 'No'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <List size="sm" spacing={2}>
                    {p.features.slice(0, SHOWN_FEATURES).map((f, i) => (
                      // two plans' lines may repeat, and so may one plan's: the place is the key
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
                      <List.Item key={i}>{f}</List.Item>
                    ))}
                  </List>
                  {p.features.length > SHOWN_FEATURES && (
                    <Text size="xs" c="dimmed">
                      and {p.features.length - SHOWN_FEATURES} more
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {p.extras ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td ff="monospace">{p.paddle_plan_id ?? '—'}</Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={pricingPaths.pricingEdit(p.id)}
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} />}
                    aria-label={`Edit ${p.name}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
