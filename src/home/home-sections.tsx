import { ActionButtons } from './action-buttons';
import { AnnouncementMarquee } from './announcement-marquee';
import { GameLanes } from './game-lanes';
import { PromotionStrip } from './promotion-strip';
import { ReferralCard } from './referral-card';
import { VendorList } from './vendor-list';

/** Everything on home below the banners, downloaded after the frame paints (the first load stays small). */
export default function HomeSections() {
  return (
    <>
      <AnnouncementMarquee />
      <ActionButtons />
      <GameLanes />
      <VendorList />
      <PromotionStrip />
      <ReferralCard />
    </>
  );
}
