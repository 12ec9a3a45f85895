import { Box, Center, Group, Paper, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from '../../components/language-menu.js';
import { useOrganisation } from '../../lib/use-organisation.js';

/** The login layout (§2): a centred card with the organisation logo; the language menu always shows. */
export function LoginLayout() {
  const organisation = useOrganisation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={560}>
        <Group justify="flex-end" mb="xs">
          <LanguageMenu />
        </Group>
        <Box className="tf-login-logo" mb="lg" ta="center">
          {organisation.logo_url ? (
            <img src={organisation.logo_url} alt={organisation.name} />
          ) : (
            <Title order={2} component="p">
              {organisation.name}
            </Title>
          )}
        </Box>
        <Outlet />
      </Paper>
    </Center>
  );
}
