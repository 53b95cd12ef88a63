import { SimplePage } from '../layout/simple-page';

/** /m/launchGame: the in-page game view; the games issue launches into it. */
export default function LaunchGamePage() {
  return <SimplePage title="launch_game_title" intro="launch_game_preparing" />;
}
