import { SimplePage } from '../layout/simple-page';

/** /m/changePsw: forced password change; the form comes with the sign-in issue. */
export default function ChangePasswordPage() {
  return <SimplePage title="change_password_title" intro="change_password_required" />;
}
