import { Navigate, useLocation } from 'react-router-dom';
import { useOfficerId } from './use-officer-id.ts';

/** Redirects to another step of the same officer, keeping the query (the appId). */
export function StepRedirect({ to }: { to: string }) {
  const officerId = useOfficerId();
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: `/${officerId}/${to}`, search }} />;
}
