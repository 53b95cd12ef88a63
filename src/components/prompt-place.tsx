/**
 * Where the reach issue's app-download prompts attach (shell §2: /m/voucherCenter carries the
 * first-deposit prompt, /m/withdraw the first-withdrawal one, the bank-card routes the bind-card one).
 * It marks the place in the page; the prompt policy decides later whether anything shows.
 */
export type PromptPlaceName = 'deposit' | 'withdraw' | 'bind-card' | 'in-game';

export function PromptPlace({ name }: { name: PromptPlaceName }) {
  return <div className="prompt-place" data-prompt-place={name} hidden />;
}
