import { translateServerMessage } from './i18n.js';
import { showToast } from './toast.js';

/** The generic error toast (server messages translated where the catalogue knows them). */
export function notifyError(message: string) {
  showToast('error', translateServerMessage(message));
}

export function notifySuccess(message: string) {
  showToast('success', message);
}
