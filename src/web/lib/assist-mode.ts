/** Assist mode (§2 profile/assist): on for this browser session once the assist link is opened. */
import { sessionStore } from './storage.js';

export const ASSIST_MODE_KEY = 'assistMode';

export function enableAssistMode() {
  sessionStore.set(ASSIST_MODE_KEY, 'true');
}

export function isAssistMode(): boolean {
  return sessionStore.get(ASSIST_MODE_KEY) === 'true';
}
