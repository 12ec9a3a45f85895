/**
 * Start-up: storage check, organisation (from its 15-minute cache or `GET organisation`), language,
 * theme, API failure wiring, then the router. Everything else is loaded per route.
 */
import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { setApiHooks } from './lib/api.js';
import { chooseLanguage, initI18n } from './lib/i18n.js';
import { logout, logoutAndReloadToRoot } from './lib/logout.js';
import { setNavigate } from './lib/navigation.js';
import { notifyError } from './lib/notify.js';
import { loadOrganisation } from './lib/organisation.js';
import { storageAvailable } from './lib/storage.js';
import { applyThemeVariables, resolveTheme } from './lib/theme.js';

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);

  setApiHooks({ logout: () => logout(), logoutAndReloadToRoot, notifyError });

  const cookies = storageAvailable();
  const organisation = await loadOrganisation();
  await initI18n(chooseLanguage(organisation?.subdomain, organisation?.default_language));
  const theme = resolveTheme(organisation?.theme);
  applyThemeVariables(theme);

  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <Providers theme={theme}>{node}</Providers>
      </StrictMode>,
    );

  if (!cookies) {
    const { CookiesRequiredModal } = await import('./components/cookies-required-modal.js');
    render(<CookiesRequiredModal />);
    return;
  }
  if (!organisation) {
    // §8: loading the organisation failing marks it not found.
    const { OrganisationNotFound } = await import('./features/errors/pages.js');
    render(<OrganisationNotFound />);
    return;
  }
  const router = createAppRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  render(<RouterProvider router={router} />);
}

void start();
