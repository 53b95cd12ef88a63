import { SimplePage } from '../app/simple-page';

/** /m/rewardCenter: the reward centre. */
export default function RewardCenterPage() {
  return <SimplePage title="reward_center_title" intro="reward_center_desc" />;
}
