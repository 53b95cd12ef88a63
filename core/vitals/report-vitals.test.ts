import { describe, expect, it, vi } from 'vitest';
import { ReportVitals, type VitalsSample, type VitalsSource } from './report-vitals';
import { readVitalsConfig } from './vitals-config';

function setUp(config: ReturnType<typeof readVitalsConfig>, draw = 0.5) {
  let report: ((sample: VitalsSample) => void) | null = null;
  const source: VitalsSource = { watch: (callback) => void (report = callback) };
  const beacon = { send: vi.fn(() => true) };
  const loadSource = vi.fn(async () => source);
  const useCase = new ReportVitals({ config, draw: () => draw, source: loadSource, beacon, page: () => '/m/home', merchantCode: 'DEMO1' });
  return { useCase, beacon, loadSource, emit: (sample: VitalsSample) => report?.(sample) };
}

describe('ReportVitals: field data for operators, off unless the merchant sets a URL, sampled', () => {
  it('no URL in app-config.json: off, and the library is not even loaded', async () => {
    const { useCase, loadSource } = setUp(null);
    await expect(useCase.execute()).resolves.toEqual({ kind: 'off' });
    expect(loadSource).not.toHaveBeenCalled();
  });

  it('a visit outside the sample reports nothing; the draw is compared with the rate (0.5 is outside 0.5, inside 0.51)', async () => {
    const outside = setUp({ url: '/vitals', sampleRate: 0.5 }, 0.5);
    await expect(outside.useCase.execute()).resolves.toEqual({ kind: 'not-sampled' });
    expect(outside.loadSource).not.toHaveBeenCalled();
    await expect(setUp({ url: '/vitals', sampleRate: 0.51 }, 0.5).useCase.execute()).resolves.toEqual({ kind: 'reporting' });
    await expect(setUp({ url: '/vitals', sampleRate: 0 }, 0).useCase.execute()).resolves.toEqual({ kind: 'off' });
  });

  it('each figure goes to the URL as one JSON beacon with the merchant and the page', async () => {
    const { useCase, beacon, emit } = setUp({ url: 'https://rum.example.com/v', sampleRate: 1 });
    await useCase.execute();
    emit({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1' });
    emit({ name: 'CLS', value: 0.01, rating: 'good', id: 'v1-2' });
    expect(beacon.send).toHaveBeenCalledTimes(2);
    expect(beacon.send).toHaveBeenNthCalledWith(1, 'https://rum.example.com/v', JSON.stringify({ merchantCode: 'DEMO1', page: '/m/home', name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1' }));
  });
});

describe('readVitalsConfig: app-config.json "vitals", read strictly', () => {
  it('a URL (absolute http(s) or a same-origin path) and a rate in [0, 1]; the rate defaults to every visit', () => {
    expect(readVitalsConfig({ url: 'https://rum.example.com/collect', sampleRate: 0.1 })).toEqual({ url: 'https://rum.example.com/collect', sampleRate: 0.1 });
    expect(readVitalsConfig({ url: '/wps/mock/vitals' })).toEqual({ url: '/wps/mock/vitals', sampleRate: 1 });
    expect(readVitalsConfig({ url: 'http://a.example', sampleRate: 0 })).toEqual({ url: 'http://a.example', sampleRate: 0 });
    expect(readVitalsConfig({ url: 'http://a.example', sampleRate: 1 })).toEqual({ url: 'http://a.example', sampleRate: 1 });
  });

  it('anything else is off: no field, no URL, another scheme, a protocol-relative URL, a rate out of range or not a number', () => {
    for (const field of [undefined, null, 'https://a.example', {}, { url: 'javascript:alert(1)' }, { url: '//evil.example/x' }, { url: 'ftp://a.example' }, { url: 'https://a.example', sampleRate: 1.5 }, { url: 'https://a.example', sampleRate: -0.1 }, { url: 'https://a.example', sampleRate: '0.5' }, { url: 'https://a.example', sampleRate: Number.NaN }, { url: 'https://a b.example' }, { url: ['/vitals'] }]) {
      expect(readVitalsConfig(field), JSON.stringify(field)).toBeNull();
    }
  });
});
