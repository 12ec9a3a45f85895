/**
 * The candidates area's layout: the list tree (§2 widget) beside the page for those who keep lists
 * (`canManageLists`), above it on narrow screens. The candidate search of account/candidates and
 * each list's page (account/lists/{id}) sit in it, so every list is one click away from both.
 */
import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { canManageLists } from '../../../shared/permissions.js';
import { ListTree } from './list-tree.js';
import { usePermissionContext } from '../../lib/hooks.js';

export function WithLists({ children }: { children: ReactNode }) {
  if (!canManageLists(usePermissionContext())) return <>{children}</>;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }} component="aside">
        <ListTree />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
    </Grid>
  );
}
