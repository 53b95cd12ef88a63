import { SimplePage } from '../app/simple-page';

/** /m/feedback: without a session the guard sends the player to /m/home (shell §2). */
export default function FeedbackPage() {
  return <SimplePage title="feedback_title" intro="feedback_desc" />;
}
