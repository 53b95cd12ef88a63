import { PromptPlace } from '../app/prompt-place';
import { SimplePage } from '../app/simple-page';

/** /m/voucherCenter: deposit, and the place of the first-deposit download prompt (shell §2). */
export default function VoucherCenterPage() {
  return (
    <SimplePage title="voucher_center_title" intro="deposit_intro">
      <PromptPlace name="deposit" />
    </SimplePage>
  );
}
