import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../api/api-provider.tsx';
import { fetchPortalDetail, fetchPortalList, fetchPortalLoan, portalQueryKeys } from '../api/portal-api.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';

/** The dashboard's cards (spec 2.7): the server answers only the signed-in borrower's own. */
export function usePortalList() {
  const http = useHttpClient();
  const { user } = useAuthSession();
  return useQuery({
    queryKey: portalQueryKeys.list,
    queryFn: () => fetchPortalList(http, user?.email),
    retry: false,
  });
}

/** A loan's detail: where it is, its to-do count and its contacts (spec 3, portal loan detail). */
export function usePortalDetail(loanId: string | undefined) {
  const http = useHttpClient();
  return useQuery({
    queryKey: portalQueryKeys.detail(loanId ?? ''),
    queryFn: () => fetchPortalDetail(http, loanId as string),
    enabled: Boolean(loanId),
    retry: false,
  });
}

/** A loan's summary and to-dos (spec 3: the same loan fetch serves both screens). */
export function usePortalLoan(loanId: string | undefined) {
  const http = useHttpClient();
  return useQuery({
    queryKey: portalQueryKeys.loan(loanId ?? ''),
    queryFn: () => fetchPortalLoan(http, loanId as string),
    enabled: Boolean(loanId),
    retry: false,
  });
}
