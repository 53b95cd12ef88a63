import { useLayoutEffect } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import type { PromptName } from '../../core/notice/open-prompts';
import { useService } from './container-context';

/**
 * Holds `name` in OpenPrompts while `open` is true, so other prompts skip (shell §4 "another prompt is already
 * open"). Claimed before the browser paints: a prompt that steps aside for it (the push modal) is gone in the
 * same frame, never painted under it.
 */
export function usePromptClaim(name: PromptName, open: boolean): void {
  const prompts = useService(TOKENS.OpenPrompts);
  useLayoutEffect(() => (open ? prompts.claim(name) : undefined), [prompts, name, open]);
}
