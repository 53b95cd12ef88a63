import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { HOME_CALLS } from './home-calls';
import { DEFAULT_TIMEOUT_MS } from './request-defaults';

describe('home\'s early calls are the catalogue\'s rows (the boot entry sends them as ApiClient would)', () => {
  it.each(HOME_CALLS.map((call) => [call.path, call] as const))('%s: a tokenless, unencrypted GET with the row\'s module id, caching and the default timeout', (_path, call) => {
    const rows = Object.values(endpoints).filter((row) => row.path === call.path);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ method: 'GET', auth: 'none', encrypted: false, noCache: false, deviceHeader: false, timeoutMs: DEFAULT_TIMEOUT_MS, cacheable: call.cacheable });
    expect(row!.moduleId).toBe(call.moduleId);
  });

  it('holds the five calls home\'s sections make: lanes, providers, promotion categories, the marquee and the referral card\'s promotions', () => {
    expect(HOME_CALLS.map((call) => call.path.replace('/wps/relay/', ''))).toEqual([
      'GCSGAME_getGameLanes',
      'GCSGAME_newGameVendor',
      'PROMOFE_getPromotionAnnouncementCategory',
      'MCSFE_getListAnnouncements',
      'MCSFE_getMerchantAvailablePromotions',
    ]);
  });
});
