import { SimplePage } from '../app/simple-page';

/** /m/agentRegister: agent registration, reached from the referral action by agents (shell §4). */
export default function AgentRegisterPage() {
  return <SimplePage title="agent_register_title" intro="agent_register_desc" />;
}
