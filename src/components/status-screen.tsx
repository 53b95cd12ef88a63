import { useTranslation } from 'react-i18next';

interface StatusScreenProps {
  readonly title: string;
  readonly lines: readonly string[];
  readonly onRetry: () => void;
}

/** Full-screen status page (maintenance, access denied); the shell issue completes their content. */
export function StatusScreen({ title, lines, onRetry }: StatusScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="status-screen">
      <h1>{title}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button type="button" className="button primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  );
}
