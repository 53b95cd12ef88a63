import { useEffect } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import type { PromptName } from '../../core/shell/open-prompts';
import { useService } from './container-context';

/** Holds `name` in OpenPrompts while `open` is true, so other prompts skip (shell §4 "another prompt is already open"). */
export function usePromptClaim(name: PromptName, open: boolean): void {
  const prompts = useService(TOKENS.OpenPrompts);
  useEffect(() => (open ? prompts.claim(name) : undefined), [prompts, name, open]);
}
