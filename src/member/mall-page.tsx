import { SimplePage } from '../app/simple-page';

/** /m/mall/mallHome: the point market. */
export default function MallPage() {
  return <SimplePage title="mall_title" intro="mall_desc" />;
}
