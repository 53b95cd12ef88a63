import type { NoticeCenter } from '../../core/notice/notice-center';
import type { OpenPrompts } from '../../core/notice/open-prompts';
import type { CheckSystemStatus } from '../../core/shell/check-system-status';
import type { ReconnectOutcome } from '../../core/shell/status-ping';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens shell-module.ts binds. */
export const shellTokens = {
  NoticeCenter: token<NoticeCenter>('NoticeCenter'),
  OpenPrompts: token<OpenPrompts>('OpenPrompts'),
  CheckSystemStatus: token<CheckSystemStatus>('CheckSystemStatus'),
  /** The status ping, then the status again, when the network comes back (core/shell/status-ping.ts). */
  RecheckOnReconnect: token<UseCase<[], ReconnectOutcome>>('RecheckOnReconnect'),
} as const;
