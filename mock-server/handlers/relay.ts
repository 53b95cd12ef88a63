import type { HttpHandler } from 'msw';
import { routes } from '../routes';
import { db, type Member } from '../db';
import { signedIn, wpsRoute } from './define-route';
import { ok } from './envelope';
import { customerServiceHandlers } from './customer-service';
import { customerServiceOf, htmlOnOrigin, onOrigin } from './shared-config';
import { scenarios } from '../scenarios';
import { mockIconPath } from '../seed-merchants';
import { seedPromotionCategories } from '../seed-promotions';
import { contentLanguage, localized, localizedHtml } from '../localized-content';

/** shell §3 "Stats used by prompts". */
function accountLists(member: Member): Record<string, unknown> {
  return {
    fullBankCardList: member.bankCards.map((card) => ({ ...card })),
    fullVirtualWalletList: [],
    fullEWalletList: [],
  };
}

export const relayHandlers: HttpHandler[] = [
  wpsRoute(routes.availablePromotions, ({ merchant }) =>
    ok([
      { key: 'REFERRAL', enabled: merchant.code === 'DEMO1' },
      { key: 'DAILY_CHECKIN', enabled: true },
      { key: 'FIRST_DEPOSIT_BONUS', enabled: true },
    ]),
  ),

  // Query (checked by the route: request-rules.ts announcementsQuery): types PR, platform M, a category (popup,
  // marquee, app_download). Switch announcementPopups off: the popup category answers an empty list. Picture
  // paths made absolute. DEMO1's titles and the words of its contents in the request's Language (localized-content.ts).
  wpsRoute(routes.announcements, ({ merchant, query, url, language }) => {
    const lang = contentLanguage(merchant.code, language);
    const category = query.get('category');
    if (category === 'popup' && !scenarios.get().announcementPopups) return ok([]);
    const items = db.announcements
      .findMany((q) => q.where({ merchantCode: merchant.code }))
      .filter((item) => item.type === query.get('types') && item.platform === query.get('platform'))
      .filter((item) => item.category === category)
      .map(({ merchantCode: _, ...item }) => ({
        ...item,
        title: localized(item.title, lang),
        content: htmlOnOrigin(localizedHtml(item.content, lang), url.origin),
      }));
    return ok(items);
  }),

  // shell §7: currentProgress.completedConditions, totalExpectedConditions, playerRankProgress.labelId.
  wpsRoute(routes.playerRankProgress, (context) => {
    const { member } = signedIn(context);
    const label = member.clubLabel;
    return ok({
      currentProgress: { completedConditions: label ? 2 : 0, totalExpectedConditions: label ? 5 : 0 },
      playerRankProgress: label ? { labelId: label.labelId, labelName: label.labelName, rankLevel: label.rankLevel } : null,
    });
  }),

  wpsRoute(routes.depositSettings, (context) => {
    signedIn(context);
    return ok({
      currency: context.merchant.currency,
      minAmount: 100,
      maxAmount: 50_000,
      channels: [
        { code: 'EWALLET', name: 'E-wallet', minAmount: 100, maxAmount: 20_000 },
        { code: 'BANK', name: 'Bank transfer', minAmount: 500, maxAmount: 50_000 },
      ],
    });
  }),

  wpsRoute(routes.withdrawAccountInfo, (context) => ok(accountLists(signedIn(context).member))),

  // Relative seeded links (the mock's widget script) are made absolute on the origin that asked.
  wpsRoute(routes.customerServiceScript, ({ merchant, url, language }) => ok(customerServiceOf(merchant, url.origin, language))),
  // Not in routes.ts: the mock's own support-widget script, loaded by the LIVECHAT entry.
  ...customerServiceHandlers,

  // shell §3 "Resource": resourceType (Android, IOS, MOBILECONFIG, AppDownloadIcon) and url. Query: domain.
  wpsRoute(routes.downloadSetting, ({ merchant, url }) => {
    const base = `https://download.mock.invalid/${merchant.code.toLowerCase()}`;
    return ok([
      { resourceType: 'Android', url: `${base}/app.apk` },
      { resourceType: 'IOS', url: `${base}/ios` },
      { resourceType: 'MOBILECONFIG', url: `${base}/webclip.mobileconfig` },
      { resourceType: 'AppDownloadIcon', url: onOrigin(mockIconPath(merchant.code, 192), url.origin) },
    ]);
  }),

  // shell §7 "promotion categories (response categories)": {id, name, imageUrl}, DEMO2 in Portuguese, DEMO1's
  // names in the request's Language.
  wpsRoute(routes.promotionCategories, ({ merchant, url, language }) => {
    const lang = contentLanguage(merchant.code, language);
    return ok({
      categories: seedPromotionCategories(merchant.code).map((category) => ({
        ...category,
        name: localized(category.name, lang),
        imageUrl: onOrigin(category.imageUrl, url.origin),
      })),
    });
  }),

  // shell §3 "Prompt settings from the server (each an enabled flag plus a value)", keyed by name.
  // app_background, a picture path, is made absolute on the asking origin.
  // The scenario's appPromptSettings override keys (domains_switch carries its list as `domains`); the
  // downloadBar switch off serves download_bar_rank_level above every seeded rank.
  wpsRoute(routes.appPromptSettings, ({ merchant, url }) => {
    const current = scenarios.get();
    const seeded = Object.fromEntries(
      db.appPromptSettings
        .findMany((q) => q.where({ merchantCode: merchant.code }))
        .map(({ key, enabled, value }) => [key, { enabled, value: key === 'app_background' ? onOrigin(value, url.origin) : value }]),
    );
    const bar = current.downloadBar ? {} : { download_bar_rank_level: { enabled: true, value: '99' } };
    return ok({ ...seeded, ...bar, ...current.appPromptSettings });
  }),

  wpsRoute(routes.depositWithdrawStats, (context) => {
    const { member } = signedIn(context);
    return ok({
      totalDepositSuccessCount: member.totalDepositSuccessCount,
      totalWithdrawSuccessCount: member.totalWithdrawSuccessCount,
      ...accountLists(member),
    });
  }),
];
