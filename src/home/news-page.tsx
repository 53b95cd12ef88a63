import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useRetryableResult } from '../app/use-use-case-result';
import { LoadFailed, LoadingLine } from '../ui/load-state';
import { PageLayout } from '../app/page-layout';

/** /m/news: the announcements home's ticker shows (the same list, shell §7 announcement list), each in full. */
export default function NewsPage() {
  const { t } = useTranslation();
  const { result, retry } = useRetryableResult(useService(TOKENS.LoadMarquee));
  return (
    <PageLayout title={t('news_title')}>
      <p className="page-intro">{t('news_desc')}</p>
      {result === null ? <LoadingLine /> : null}
      {result?.kind === 'failed' ? <LoadFailed onRetry={retry} /> : null}
      {result?.kind === 'loaded' && result.items.length === 0 ? <p className="page-intro">{t('news_empty')}</p> : null}
      {result?.kind === 'loaded' && result.items.length > 0 ? (
        <ul className="news-list">
          {result.items.map((item) => (
            <li key={item.id} className="news-item" dir="auto">
              {item.text}
            </li>
          ))}
        </ul>
      ) : null}
    </PageLayout>
  );
}
