import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RenderFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="status-screen" role="alert">
      <h1>{t('notice')}</h1>
      <p>{t('render_failed')}</p>
      <button type="button" className="button primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  );
}

interface Props {
  readonly children: ReactNode;
  /** What Retry does; by default the boundary renders its children again. */
  readonly onRetry?: () => void;
}

/**
 * Never a white screen: a page that throws while rendering, or whose code cannot be downloaded
 * (a route chunk on a dropped connection), shows a translated message with a retry instead.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RenderFailure
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry?.();
        }}
      />
    );
  }
}
