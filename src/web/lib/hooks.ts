/** The signed-in viewer and the organisation, as the shell and pages read them. */
import { useQuery } from '@tanstack/react-query';
import type { PermissionContext, Viewer } from '../../shared/permissions.js';
import { AUTH_QUERY_KEY, fetchAuth } from './auth-api.js';
import { useOrganisation } from './use-organisation.js';
import { getStoredViewer, hasSession, toViewer } from './session.js';

/** The `GET auth` answer the guards loaded (never refetched by the hook itself). */
export function useViewer(): Viewer | null {
  const { data } = useQuery({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuth, staleTime: Infinity, enabled: hasSession() });
  return data ? toViewer(data) : getStoredViewer();
}

export function usePermissionContext(): PermissionContext {
  return { viewer: useViewer(), organisation: useOrganisation() };
}

export { useOrganisation };
