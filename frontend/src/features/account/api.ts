/**
 * The session endpoints live in api/session.ts because the header and the back office share them;
 * this feature's pages use them from here.
 */
export {
  useCurrentUser,
  useLazyVerifyEmailQuery,
  useLoginMutation,
  useRegisterMutation,
  useResendVerificationMutation,
  useUnlockAccountMutation,
  type SessionState,
  type UserDto,
} from '../../api/session';
