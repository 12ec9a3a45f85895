import { useEffect, useLayoutEffect } from 'react';
import { Link, matchRoutes, Outlet, useLocation, useMatches, useNavigation, useRouteError, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../shared/formatters.js';
import type { RouteHandle } from './route-handle.js';

type TitledMatch = { handle?: unknown; params: Record<string, string | undefined> };

/**
 * document.title per §2: the deepest route title, placeholders from the route params. While a page
 * loads (its guard, its code) the title is already the one of the page on its way, so it changes
 * with the click (after signing in: the landing page's title) rather than when the page shows.
 */
function useDocumentTitle(routes: RouteObject[]) {
  const shown = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation('pages');
  const pending = navigation.location ? matchRoutes(routes, navigation.location) : null;
  const matches: TitledMatch[] = pending ? pending.map((m) => ({ handle: m.route.handle, params: m.params })) : shown;
  const pathname = pending ? navigation.location!.pathname : location.pathname;
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const titleKey = (match?.handle as RouteHandle | undefined)?.title;
  const title = titleKey ? t(titleKey) : null;
  const documentTitle = pageTitle(pathname, title, (match?.params ?? {}) as Record<string, string>);
  useLayoutEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

/** The root of the route table; it is given the table to name a page that is still loading. */
export function RootRoute({ routes }: { routes: RouteObject[] }) {
  useDocumentTitle(routes);
  return <Outlet />;
}

/** Last resort for a failure while loading a route (a chunk that fails to download, a bug). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="tf-route-error" role="alert">
      <h1>{t('common:errors.routeErrorTitle')}</h1>
      <p>{t('common:errors.generic')}</p>
      <Link to="/">{t('common:errors.routeErrorBack')}</Link>
    </main>
  );
}
