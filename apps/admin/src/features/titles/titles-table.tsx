import type { TitleSubtitle } from '@adlib/shared';
import { Card, Table, Text } from '@mantine/core';
import { TitleEditButton } from './title-edit-button';

/** SPEC 2 "Titles and Subtitles": ID, Section, Title, Subtitle, Actions. */
export function TitlesTable({ titles }: { titles: TitleSubtitle[] }) {
  return (
    <Card withBorder padding={0} radius="md" visibleFrom="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>ID</Table.Th>
              <Table.Th w={150}>Section</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Subtitle</Table.Th>
              <Table.Th w={100}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {titles.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.id}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {t.section}
                  </Text>
                </Table.Td>
                <Table.Td fw={500}>{t.title}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {t.subtitle}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TitleEditButton id={t.id} section={t.section} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
