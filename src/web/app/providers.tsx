import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.js';
import { mantineTheme, type resolveTheme } from '../lib/theme.js';
import { onToastRequested } from '../lib/toast.js';

const AppToastContainer = lazy(() => import('./toast-container.js').then((m) => ({ default: m.AppToastContainer })));

/** Mounts the toast container when the first toast is requested. */
function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => onToastRequested(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  ) : null;
}

/** Mantine (with the organisation's colours), the query cache and the toasts. */
export function Providers({ theme, children }: { theme: ReturnType<typeof resolveTheme>; children: ReactNode }) {
  return (
    <MantineProvider theme={mantineTheme(theme)}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
