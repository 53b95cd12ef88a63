import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { ObservedNotices } from '../testing/recording-notifier';
import { CODE_UNAVAILABLE, codeUnavailable, codeUnavailableShown } from './code-unavailable';

describe('the one "code unavailable" refusal of a deferred use case', () => {
  it('carries the generic error for a caller that shows a refusal itself, and tells nobody', () => {
    expect(codeUnavailable()).toEqual({ kind: 'rejected', errorCode: CODE_UNAVAILABLE, message: { key: 'unknown_error' } });
  });

  it('for a server-text outcome, shows unknown_error once and leaves no text to show again', () => {
    const notices = new ObservedNotices(new ManualTime());
    expect(codeUnavailableShown(notices)).toEqual({ kind: 'rejected', errorCode: 'code-unavailable', message: '' });
    expect(notices.dialogTexts()).toEqual([{ key: 'unknown_error' }]);
  });
});
