import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';

// Downloaded only when core opens the modal; a failed download shows nothing (push is best-effort).
const PushPermissionDialog = lazy(() => import('./push-permission-dialog').catch(() => ({ default: () => null })));

/** Mounts the push permission modal while core shows it (docs/decisions.md "Push notifications"); core holds its OpenPrompts place. */
export function PushPermissionHost() {
  const prompt = useService(TOKENS.PushPrompt);
  const open = useObservableState(prompt.open$, prompt.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PushPermissionDialog />
    </Suspense>
  );
}
