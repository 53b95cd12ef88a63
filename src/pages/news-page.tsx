import { SimplePage } from '../layout/simple-page';

/** /m/news: announcements and news. */
export default function NewsPage() {
  return <SimplePage title="news_title" intro="news_empty" />;
}
