import './mantine-styles';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useClientConfig } from '../api/client-config';
import { signOut, useCurrentUser } from '../api/session';
import { Brand } from '../components/brand';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { useDocumentTitle } from '../components/use-document-title';
import { paths } from '../config/paths';
import { collectionsDated, staleCollections } from '../features/collections/manifest';
import { InsightsPanel } from '../features/insights/insights-panel';
import { securityArea } from '../features/security/manifest';
import { navItemsFor } from './nav-items';

const ROLE_MESSAGES: Record<string, string> = {
  admin: 'As an admin you may create and edit advertisements.',
  super: 'As a super user you may do everything.',
};

/** SPEC 1: the greeting, the role message and the banner; outside the shared layout. */
export default function HomePage() {
  useDocumentTitle('Home');
  const { data: user } = useCurrentUser();
  const config = useClientConfig().data;
  if (!user) return null;
  const role = user.role.name;
  const areas = navItemsFor(role).filter((i) => i.to !== '/');

  return (
    <Container component="main" size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap={4} wrap="nowrap">
            <ColorSchemeToggle />
            <Button
              variant="subtle"
              px="xs"
              leftSection={<IconLogout size={16} />}
              onClick={() => void signOut()}
            >
              Sign Out
            </Button>
          </Group>
        </Group>
        <Card withBorder padding="lg" radius="md">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              Hello, {user.first_name} {user.last_name}
            </Title>
            <Group gap="xs">
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Badge variant="light">{role}</Badge>
            </Group>
            <Text>
              {ROLE_MESSAGES[role] ?? 'Your role has no access to this panel; you should not be here.'}
            </Text>
            <Anchor component={Link} to={securityArea.paths.security} size="sm">
              Security: your passkeys and authenticator apps
            </Anchor>
          </Stack>
        </Card>
        <Card
          // links styled as cards get Mantine's keyboard focus ring like its buttons
          className="mantine-focus-auto"
          padding="lg"
          radius="md"
          // white on indigo 8: 5.7:1 (indigo 6 gave 4.3:1)
          bg="indigo.8"
          c="white"
          component="a"
          // no href until the address is known, rather than a link to nowhere
          href={config?.customer_app_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text component="span" display="block" fw={700} size="lg">
                Open the customer library
              </Text>
              <Text size="sm">See the ads, collections and titles as customers see them.</Text>
              {/* its name is its text (a shorter aria-label would not contain what is shown) */}
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </div>
            <IconExternalLink aria-hidden />
          </Group>
        </Card>
        <InsightsPanel
          staffRole={role}
          targets={{
            adsVisible: paths.advertisements,
            adsHidden: paths.advertisementsInvisible,
            adsDuplicates: paths.advertisementDuplicates,
            customers: paths.customers,
            // the collections screen is super's: an admin's figures of collections stay text
            collections: role === 'super' ? { dated: collectionsDated, stale: staleCollections } : null,
          }}
        />
        <div>
          <Title order={2} size="h4" mb="sm">
            Your areas
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {areas.map((area) => {
              const Icon = area.icon;
              return (
                <Card
                  key={area.to}
                  className="mantine-focus-auto"
                  withBorder
                  padding="md"
                  radius="md"
                  component={Link}
                  to={area.children?.[0]?.to ?? area.to}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Icon size={22} stroke={1.6} />
                    <Anchor component="span" fw={600}>
                      {area.label}
                    </Anchor>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        </div>
      </Stack>
    </Container>
  );
}
