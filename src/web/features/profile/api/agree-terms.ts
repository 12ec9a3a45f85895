/** `PUT my/terms` with `{agreed: true}`: the signed-in user agrees to the terms; answers the new session info. */
import { useMutation } from '@tanstack/react-query';
import type { AuthData } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { acceptAuth } from '../../../lib/auth-api.js';
import { paths } from '../../../lib/paths.js';

export const agreeTerms = () => api.put<AuthData>(paths.my.terms, { agreed: true });

export function useAgreeTerms(onAgreed: (data: AuthData) => void) {
  return useMutation({
    mutationFn: agreeTerms,
    onSuccess: (data) => {
      acceptAuth(data);
      onAgreed(data);
    },
  });
}
