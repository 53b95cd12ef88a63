import { PromptPlace } from '../app/prompt-place';
import { SimplePage } from '../app/simple-page';

/** /m/securityCenter/addBankCard: carries the bind-card prompt (shell §2). */
export default function AddBankCardPage() {
  return (
    <SimplePage title="add_bank_card_title" intro="bind_card_intro">
      <PromptPlace name="bind-card" />
    </SimplePage>
  );
}
