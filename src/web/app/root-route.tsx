import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../shared/formatters.js';
import type { RouteHandle } from './route-handle.js';

/** document.title per §2: the deepest route title, placeholders from the route params. */
function useDocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { t } = useTranslation('pages');
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const titleKey = (match?.handle as RouteHandle | undefined)?.title;
  const title = titleKey ? t(titleKey) : null;
  const documentTitle = pageTitle(pathname, title, (match?.params ?? {}) as Record<string, string>);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

export function RootRoute() {
  useDocumentTitle();
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
