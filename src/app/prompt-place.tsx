import { useEffect } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from './container-context';

/**
 * Where the app-download prompt attaches (shell §2: /m/voucherCenter carries the first-deposit prompt,
 * /m/withdraw the first-withdrawal one, the bank-card routes the bind-card one): while the page shows, core
 * decides (stats polled every 30 s) and the install modal opens when the policy says so.
 */
export type PromptPlaceName = 'deposit' | 'withdraw' | 'bind-card';

export function PromptPlace({ name }: { name: PromptPlaceName }) {
  const launcher = useService(TOKENS.AppDownloadPrompt);
  useEffect(() => {
    let leave: (() => void) | null = null;
    let live = true;
    void launcher
      .get()
      .then((prompt) => {
        if (live) leave = prompt.enter(name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      leave?.();
    };
  }, [launcher, name]);
  return null;
}
