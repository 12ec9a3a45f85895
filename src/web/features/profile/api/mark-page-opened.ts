/** `PUT my/profile/pages/{page}`: the candidate opened a profile page (§4: opening the preferences completes that step). */
import type { ProfilePage } from '../../../../shared/schemas/profile.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { profileStatsQueryKey } from './get-profile-stats.js';

/** A failure only leaves the step open: the caller needs no answer. */
export async function markPageOpened(page: ProfilePage): Promise<void> {
  await api.put<void>(paths.my.profilePage(page), undefined, { errors: 'caller' });
  await queryClient.invalidateQueries({ queryKey: profileStatsQueryKey });
}
