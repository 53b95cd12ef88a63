import { PromptPlace } from '../app/prompt-place';
import { SimplePage } from '../app/simple-page';

/** /m/securityCenter/addBankCardPix: a PIX key binding; carries the bind-card prompt (shell §2). */
export default function AddBankCardPixPage() {
  return (
    <SimplePage title="add_bank_card_pix_title" intro="add_bank_card_pix_desc">
      <PromptPlace name="bind-card" />
    </SimplePage>
  );
}
