import { Component, type ReactNode } from 'react';
import { AuthCard } from '../components/auth-card.tsx';
import { Page } from '../components/page.tsx';
import { useLoadedMessages } from '../components/use-loaded-messages.ts';
import { Button } from '../ui/button.tsx';
import text from '../ui/text.module.css';

interface PageErrorBoundaryProps {
  /** A new value (the next path) clears the error, so moving on does not keep the error page. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A screen that fails to render, typically a lazily loaded chunk that a new deployment replaced, shows a way out
 * instead of a blank page.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageError />;
  }
}

/** In the page's language when its texts load (they may be what failed to download: English meanwhile). */
function PageError() {
  const t = useLoadedMessages('frame');
  return (
    <Page>
      <AuthCard title={t ? t('pageError.title') : 'This page could not be loaded'}>
        <p className={text.body1}>
          {t ? t('pageError.body') : 'Please reload the page. Your saved progress is not affected.'}
        </p>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t ? t('pageError.reload') : 'Reload'}
        </Button>
      </AuthCard>
    </Page>
  );
}
