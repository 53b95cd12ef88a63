import { SimplePage } from '../layout/simple-page';

/** /m/member/benefits: VIP benefits. */
export default function BenefitsPage() {
  return <SimplePage title="benefits_title" intro="benefits_desc" />;
}
