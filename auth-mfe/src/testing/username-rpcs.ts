// The two username checks sign-up and finishing a sign-up call, answered as the database would: by
// default every name is valid and free; a test passes its own answers to refuse one.
import { postgrestRpc, type RpcArgs } from '@likegripe/tooling/supabase-http';

type Answer = (args: RpcArgs) => unknown;

export const usernameRpcs = ({
  valid = () => true,
  available = () => true,
}: { valid?: Answer; available?: Answer } = {}) => [
  postgrestRpc('validate_username', valid),
  postgrestRpc('check_username_available', available),
];
