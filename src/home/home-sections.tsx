import type { ComponentType } from 'react';
import type { HomeSection } from '../../core/home/home-reveal';
import { ActionButtons } from './action-buttons';
import { AnnouncementMarquee } from './announcement-marquee';
import { GameLanes } from './game-lanes';
import { PromotionStrip } from './promotion-strip';
import { ReferralCard } from './referral-card';
import { RevealBox, useRevealBudget } from './reveal-order';
import { VendorList } from './vendor-list';

/** The sections below the banners, top to bottom, each in its place of core/home/home-reveal.ts's order. */
const SECTIONS: readonly (readonly [HomeSection, ComponentType])[] = [
  ['marquee', AnnouncementMarquee],
  ['actions', ActionButtons],
  ['lanes', GameLanes],
  ['vendors', VendorList],
  ['promotions', PromotionStrip],
  ['referral', ReferralCard],
];

/** Everything on home below the banners, downloaded after the frame paints (the first load stays small). */
export default function HomeSections() {
  useRevealBudget();
  return SECTIONS.map(([section, Section]) => (
    <RevealBox key={section} section={section}>
      <Section />
    </RevealBox>
  ));
}
