import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DownloadImageState } from '../../core/download-image/download-image-flow';
import { LazyDownloadImageFlow } from './lazy-download-image-flow';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rig(failFirst = false) {
  const state = new BehaviorSubject<DownloadImageState>({ kind: 'hidden' });
  const log: string[] = [];
  let loads = 0;
  const inner = {
    state$: state,
    enter: (path: string) => void log.push(`enter ${path}`),
    save: () => void log.push('save'),
    close: () => void log.push('close'),
    copyLink: () => Promise.resolve('copied' as const),
  };
  const lazy = new LazyDownloadImageFlow(() => {
    loads++;
    return failFirst && loads === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(inner);
  });
  return { lazy, state, log, loads: () => loads };
}

describe('LazyDownloadImageFlow: the flow\'s code is downloaded on the first home visit only', () => {
  it('other paths download nothing; a home path loads it and hands over the latest path', async () => {
    const r = rig();
    r.lazy.enter('/m/game');
    expect(r.loads()).toBe(0);
    expect(await r.lazy.copyLink()).toBe('unavailable');
    r.lazy.enter('/m/home');
    r.lazy.enter('/');
    await flush();
    expect(r.loads()).toBe(1);
    expect(r.log).toEqual(['enter /']);
    r.lazy.enter('/m/game');
    r.lazy.save();
    r.lazy.close();
    expect(r.log).toEqual(['enter /', 'enter /m/game', 'save', 'close']);
    expect(await r.lazy.copyLink()).toBe('copied');
  });

  it('the state follows the flow', async () => {
    const r = rig();
    r.lazy.enter('/m/home');
    await flush();
    const shown: DownloadImageState = { kind: 'modal1', image: { src: 'blob:1', fileName: 'a.png' }, copyLink: null };
    r.state.next(shown);
    expect(r.lazy.state).toEqual(shown);
  });

  it('a failed download stays hidden and is tried again on the next home visit', async () => {
    const r = rig(true);
    r.lazy.enter('/m/home');
    await flush();
    expect(r.lazy.state.kind).toBe('hidden');
    r.lazy.enter('/m/home');
    await flush();
    expect(r.loads()).toBe(2);
  });
});
