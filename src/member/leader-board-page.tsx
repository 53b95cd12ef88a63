import { SimplePage } from '../app/simple-page';

/** /m/leaderBoard: missions. */
export default function LeaderBoardPage() {
  return <SimplePage title="leader_board_title" intro="leader_board_desc" />;
}
