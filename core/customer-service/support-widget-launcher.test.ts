import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import type { SupportWidget } from './ports';
import { FakeWidgetLoader } from '../testing/customer-service-fakes';
import { SupportWidgetLauncher } from './support-widget-launcher';

const widget: SupportWidget = { csType: 'LIVECHAT', scriptUrl: 'https://cdn.example.com/w.js' };

function setup() {
  const time = new ManualTime();
  const loader = new FakeWidgetLoader(time);
  return { time, loader, launcher: new SupportWidgetLauncher(loader, time) };
}

describe('player-journey §9 "Support-widget script injection: after 500 ms wait, checks at 1 s and 3 s"', () => {
  it('nothing is injected before 500 ms; the script goes in at 500 ms and a ready widget opens at the 1 s check', async () => {
    const { time, loader, launcher } = setup();
    const launched = launcher.launch(widget);
    time.advance(499);
    expect(loader.log).toEqual([]);
    time.advance(1);
    expect(loader.log).toEqual(['inject https://cdn.example.com/w.js @500']);
    time.advance(499);
    expect(loader.log).toHaveLength(1);
    time.advance(1);
    expect(loader.log).toEqual(['inject https://cdn.example.com/w.js @500', 'open LIVECHAT @1000']);
    await expect(launched).resolves.toBe(true);
    expect(time.pending()).toBe(0);
  });

  it('a widget not ready at 1 s opens at the 3 s check', async () => {
    const { time, loader, launcher } = setup();
    loader.readyAfterInjectMs = 1_200;
    const launched = launcher.launch(widget);
    time.advance(2_999);
    expect(loader.log).toEqual(['inject https://cdn.example.com/w.js @500']);
    time.advance(1);
    expect(loader.log).toEqual(['inject https://cdn.example.com/w.js @500', 'open LIVECHAT @3000']);
    await expect(launched).resolves.toBe(true);
  });

  it('a widget never ready by 3 s: launch answers false and nothing opens', async () => {
    const { time, loader, launcher } = setup();
    loader.readyAfterInjectMs = null;
    const launched = launcher.launch(widget);
    time.advance(3_000);
    await expect(launched).resolves.toBe(false);
    expect(loader.log).toEqual(['inject https://cdn.example.com/w.js @500']);
    expect(time.pending()).toBe(0);
  });

  it('the script is injected once: a second launch of a ready widget opens it at once', async () => {
    const { time, loader, launcher } = setup();
    const first = launcher.launch(widget);
    time.advance(1_000);
    await first;
    await expect(launcher.launch(widget)).resolves.toBe(true);
    expect(loader.injections).toBe(1);
    expect(loader.log.at(-1)).toBe('open LIVECHAT @1000');
  });

  it('a widget already on the page before its first launch still waits for the 500 ms injection and the 1 s check', async () => {
    const { time, loader, launcher } = setup();
    loader.readyAfterInjectMs = 0;
    loader.inject(widget); // another launcher (or the page) put it there
    time.advance(0);
    const launched = launcher.launch(widget);
    time.advance(999);
    expect(loader.log.filter((line) => line.startsWith('open'))).toEqual([]);
    time.advance(1);
    await expect(launched).resolves.toBe(true);
    expect(loader.injections).toBe(2);
  });

  it('a second launch while the script still loads checks again without injecting it again', async () => {
    const { time, loader, launcher } = setup();
    loader.readyAfterInjectMs = null;
    const first = launcher.launch(widget);
    time.advance(3_000);
    await expect(first).resolves.toBe(false);
    loader.readyAfterInjectMs = 0; // the slow script has run by now
    const second = launcher.launch(widget);
    await expect(second).resolves.toBe(true);
    expect(loader.injections).toBe(1);
    loader.readyAfterInjectMs = null;
    const third = launcher.launch({ ...widget, csType: 'COMM100' });
    time.advance(3_000);
    await expect(third).resolves.toBe(false);
    expect(loader.injections).toBe(1);
  });
});
