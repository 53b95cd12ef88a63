import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';

/** Opens customer service for the current player: entries filtered by their VIP label (shell §5). */
export function useOpenCustomerService(): () => void {
  const open = useService(TOKENS.OpenCustomerService);
  const state = useService(TOKENS.SessionState);
  return () => void open.execute({ labelId: state.memberInfo?.clubLabel?.labelId ?? null });
}
