import { ActionButtons } from './action-buttons';
import { AnnouncementMarquee } from './announcement-marquee';
import { GameLanes } from './game-lanes';
import { PromotionStrip } from './promotion-strip';
import { ReferralCard } from './referral-card';
import { RevealBox, useRevealBudget } from './reveal-order';
import { VendorList } from './vendor-list';

/** Everything on home below the banners, downloaded after the frame paints (the first load stays small). */
export default function HomeSections() {
  useRevealBudget();
  return (
    <>
      <RevealBox section="marquee">
        <AnnouncementMarquee />
      </RevealBox>
      <RevealBox section="actions">
        <ActionButtons />
      </RevealBox>
      <RevealBox section="lanes">
        <GameLanes />
      </RevealBox>
      <RevealBox section="vendors">
        <VendorList />
      </RevealBox>
      <RevealBox section="promotions">
        <PromotionStrip />
      </RevealBox>
      <RevealBox section="referral">
        <ReferralCard />
      </RevealBox>
    </>
  );
}
