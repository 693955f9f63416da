/** Every stepsDone flag of spec/platform.md §3, exactly as spelt there (did_onboarding_pratice included). */
export const stepsDoneFlags = [
  'did_onboarding',
  'did_onboarding_pratice',
  'did_view_reward',
  'access_blocked',
  'want_bg_noise',
  'did_view_score_details',
  'should_auto_night_mode',
  'can_send_email_general',
  'can_send_email_third_party',
  'did_claim_reward',
  'should_leave_testimonial',
  'should_auto_silence_off',
  'should_bypass_whisper_api',
  'did_leave_testimonial',
  'can_take_mock_test_1',
  'did_verify_email',
  'did_send_verify_email',
  'should_set_password',
  'should_notify_suspicious_email',
  'should_playback_off',
] as const;

export type StepsDoneFlag = (typeof stepsDoneFlags)[number];

/**
 * The flags a student may set or clear (updateUserArray / removeUserArray): onboarding progress
 * and preferences. The others record what the server decided (blocked, verified, rewards, access
 * to mock test 1...) and only the server changes them.
 */
export const studentSettableFlags = [
  'did_onboarding',
  'did_onboarding_pratice',
  'did_view_reward',
  'want_bg_noise',
  'did_view_score_details',
  'should_auto_night_mode',
  'can_send_email_general',
  'can_send_email_third_party',
  'should_auto_silence_off',
  'should_playback_off',
] as const satisfies readonly StepsDoneFlag[];

export type StudentSettableFlag = (typeof studentSettableFlags)[number];

export function isStudentSettable(flag: StepsDoneFlag): flag is StudentSettableFlag {
  return (studentSettableFlags as readonly string[]).includes(flag);
}
