/** `GET organisation/agreement_tokens/{token}`: whether a review link is valid, and if not why. */
import { useQuery } from '@tanstack/react-query';
import type { AgreementTokenStatus } from '../../../../shared/schemas/candidate-review.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const agreementTokenQueryKey = (token: string) => ['agreement-token', token] as const;

/** The expired page handles failures itself (an unknown link goes to `/`). */
export const getAgreementToken = (token: string) => api.get<AgreementTokenStatus>(paths.agreementTokens.one(token), { errors: 'caller' });

export function useAgreementToken(token: string) {
  return useQuery({ queryKey: agreementTokenQueryKey(token), queryFn: () => getAgreementToken(token), retry: false });
}
