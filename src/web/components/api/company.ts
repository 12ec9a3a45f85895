/**
 * The current account's company profile (My Company and the onboarding's first step):
 * `GET organisation/company`, `PUT organisation/company {company}`, `POST organisation/company/logo`
 * (multipart), and the industries of `GET autocomplete/industries` for its industry select.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { industriesAnswerSchema } from '../../../shared/schemas/autocomplete.js';
import type { Company, CompanyBody } from '../../../shared/schemas/team.js';
import { api } from '../../lib/api.js';
import { loadAuth } from '../../lib/auth-api.js';
import { paths } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';

export const COMPANY_QUERY_KEY = ['my-company', 'company'] as const;
const INDUSTRIES_QUERY_KEY = ['industries'] as const;

/** §8 standard policy: 401 signs out, 404 toast. */
export const getCompany = async () => (await api.get<{ company: Company }>(paths.myCompany.company)).company;

export const useCompany = () => useQuery({ queryKey: COMPANY_QUERY_KEY, queryFn: getCompany });

/** The form shows 422 itself; only a 401 signs out. */
export const saveCompany = async (company: CompanyBody['company']) =>
  (await api.put<{ company: Company }>(paths.myCompany.company, { company }, { errors: 'signOutOn401' })).company;

/** The session info carries the accounts' company names and logos (the branding dialog shows them): read again. */
function companyChanged(company: Company) {
  queryClient.setQueryData(COMPANY_QUERY_KEY, company);
  void loadAuth();
}

export function useSaveCompany() {
  return useMutation({ mutationFn: saveCompany, onSuccess: companyChanged });
}

/** The logo as multipart; what it holds is decided by the server (422 for anything not a PNG or JPEG, 413 over 2 MB). */
export const uploadCompanyLogo = async (file: Blob) => (await api.upload<{ company: Company }>(paths.myCompany.logo, file, { errors: 'signOutOn401' })).company;

export function useUploadCompanyLogo() {
  return useMutation({ mutationFn: uploadCompanyLogo, onSuccess: companyChanged });
}

export type Industry = z.infer<typeof industriesAnswerSchema>['industries'][number];

/** Every industry by name; §8: a failure gives an empty list. */
export const getIndustries = async (): Promise<Industry[]> =>
  (await api.get<z.infer<typeof industriesAnswerSchema>>(paths.myCompany.industries, { errors: 'caller' }).catch(() => ({ industries: [] }))).industries;

export const useIndustries = () => useQuery({ queryKey: INDUSTRIES_QUERY_KEY, queryFn: getIndustries, staleTime: Infinity });
