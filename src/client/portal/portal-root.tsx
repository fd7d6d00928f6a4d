import { lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { BrandingProvider } from '../branding/branding-provider.tsx';
import { currentLocale } from '../i18n/locale.ts';
import { MuiScope } from '../mui-scope.tsx';
import { RequireSignIn } from '../routing/require-sign-in.tsx';
import { ThemeReadiness } from '../routing/theme-readiness.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { useRuntimeConfig } from '../state/runtime-config-context.tsx';
import { LoanLayout } from './loan-layout.tsx';
import { PortalLayout } from './portal-layout.tsx';
// Also shown by the loan pages for a loan id that is not a number: too small to be a chunk of its own.
import PortalNotFoundScreen from './portal-not-found-screen.tsx';
import { portalLoginPath } from './portal-paths.ts';
import { preloadPortalTexts } from './use-portal-locale.ts';

// The portal's texts in the page's language download beside its first screen's chunk, not after it.
preloadPortalTexts(currentLocale());

// Route-level code splitting: each portal screen is its own chunk (the to-do list brings react-dropzone).
const DashboardScreen = lazy(() => import('./dashboard/dashboard-screen.tsx'));
const LoanSummaryScreen = lazy(() => import('./loan-summary/portal-loan-summary-screen.tsx'));
const TodoListScreen = lazy(() => import('./todos/todo-list-screen.tsx'));
const ContactUsScreen = lazy(() => import('./contact/contact-us-screen.tsx'));
const PortalLoginScreen = lazy(() => import('./portal-login-screen.tsx'));
const NoticeScreen = lazy(() => import('./notices/notice-screen.tsx'));

function SignedIn() {
  const officerId = useOfficerId();
  return (
    <RequireSignIn loginTo={portalLoginPath(officerId)}>
      <Outlet />
    </RequireSignIn>
  );
}

/**
 * `/{officerId}/portal…` (spec 2.5): the dashboard, a loan's summary, to-dos and contacts, all signed in; the
 * portal's log-in page; '404 Not Found' for anything else.
 */
export default function PortalRoot() {
  const { provider, apiBaseUrl } = useRuntimeConfig();
  return (
    <BrandingProvider provider={provider} apiBaseUrl={apiBaseUrl}>
      <ThemeReadiness />
      <MuiScope>
        <Routes>
          <Route path="portal" element={<PortalLayout />}>
            <Route path="login" element={<PortalLoginScreen />} />
            <Route element={<SignedIn />}>
              <Route index element={<DashboardScreen />} />
              <Route path="notices/:appId" element={<NoticeScreen />} />
              <Route path="loans/:loanId" element={<LoanLayout />}>
                <Route index element={<LoanSummaryScreen />} />
                <Route path="todos" element={<TodoListScreen />} />
                <Route path="contact-us" element={<ContactUsScreen />} />
              </Route>
            </Route>
            <Route path="*" element={<PortalNotFoundScreen />} />
          </Route>
        </Routes>
      </MuiScope>
    </BrandingProvider>
  );
}
