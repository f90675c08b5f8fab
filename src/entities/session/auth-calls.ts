// The supabase.auth calls (loads the full client): sign-in, sign-up, password, second factor.
export {
  clearRecoveryPending,
  getSession,
  isRecoveryPending,
  onAuthChange,
  resendSignUp,
  sendPasswordReset,
  signInWithPassword,
  signOut,
  signUp,
  updatePassword,
} from "./auth-session";
export {
  getAssuranceLevel,
  getVerifiedTotpFactorId,
  needsSecondFactor,
  secondFactorStatus,
  staffMustUseSecondFactor,
  verifyTotpCode,
  type AssuranceLevel,
  type SecondFactorStatus,
} from "./mfa";
export {
  enrollTotp,
  listTotpFactors,
  removeFactor,
  useFactorMutations,
  useFactorsQuery,
  verifyEnrolment,
  type Enrolment,
  type TotpFactor,
} from "./factors";
