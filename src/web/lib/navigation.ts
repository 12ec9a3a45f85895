/**
 * Navigation from outside React (API client, logout). The router registers itself at start; before
 * that (or in tests) a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options);
}

/** A full reload at the given path (the §8 organisation failure reloads to the app root). */
export function reloadTo(path: string) {
  window.location.assign(path);
}

/** Reloads the current page (after a template or CV settings change, §2, §7); replaceable in tests. */
export const pageReload = { run: () => window.location.reload() };
