import { SimplePage } from '../layout/simple-page';

/** /m/inviteFriends: the one guarded route that needs no token (shell §2). */
export default function InviteFriendsPage() {
  return <SimplePage title="invite_friends_title" intro="invite_friends_desc" />;
}
