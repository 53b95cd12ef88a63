import { SimplePage } from '../layout/simple-page';

/** /m/game: the game area; the games issue fills its lanes. */
export default function GamePage() {
  return <SimplePage title="game_title" intro="games_empty" />;
}
