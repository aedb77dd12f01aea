import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/**
 * A screen's heading. `back` links to the screen above it (a list, from its edit screen);
 * `description` is one dimmed line under the title. It names the browser tab too: the
 * `title` when it is text, or `documentTitle` ("Edit advertisement #333").
 */
export function PageHeader({
  title,
  actions,
  description,
  back,
  documentTitle,
}: {
  title: ReactNode;
  documentTitle?: string;
  actions?: ReactNode;
  description?: ReactNode;
  back?: { to: string; label: string };
}) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Stack gap={4} mb="md">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={2} wrap="nowrap">
            <IconChevronLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
