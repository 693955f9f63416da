import { accountTexts } from '@shared/accounts';
import { silenceStopSeconds } from '@shared/exam';

export const PROFILE_TEXTS = {
  meta: { title: 'My Profile', description: 'Your PTE Practice profile: name, picture, exam, night mode, speaking settings, password and account.' },
  heading: 'My Profile',
  intro: 'Your details and preferences.',
  userUpdated: accountTexts.userUpdated,
  details: {
    heading: 'Your details',
    firstName: 'First name',
    email: 'Email',
    emailHint: 'Your email is your login and cannot be changed here.',
    save: 'Save name',
  },
  image: {
    heading: 'Profile picture',
    choose: 'Choose a picture',
    hint: 'A jpg, jpeg or png file of at most 5 MB.',
    invalid: accountTexts.fileNotValidImage,
    tooLarge: 'This picture is larger than 5 MB. Choose a smaller one.',
    upload: 'Upload picture',
    previewAlt: 'Preview of your new profile picture',
    currentAlt: 'Your profile picture',
  },
  exam: {
    heading: 'Exam',
    label: 'The exam you are preparing for',
  },
  night: {
    heading: 'Night mode',
    manual: 'Night mode',
    manualHint: 'Dark colours, easier on the eyes in the evening.',
    manualDisabled: 'Automatic night mode is on: night mode follows your night hours.',
    auto: 'Automatic night mode',
    autoHint: 'Switch to night mode during your night hours.',
    start: 'Night starts at',
    end: 'Night ends at',
    saveHours: 'Save night hours',
  },
  speaking: {
    heading: 'Speaking settings',
    silence: 'Silence detection',
    silenceHint: `Stop the recording after ${silenceStopSeconds} seconds of silence, as in the exam.`,
    playback: 'Play my recording automatically',
    playbackHint: 'Play your answer back as soon as you finish recording.',
  },
  password: {
    heading: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    differ: 'The passwords do not match.',
    save: 'Change password',
  },
  plan: {
    heading: 'Plan and credits',
    plan: 'Plan',
    free: 'Free plan',
    paidUntil: (date: string) => `Paid until ${date}`,
    expiredOn: (date: string) => `Your plan ended on ${date}`,
    freeHint: 'Sample questions of every type, with a monthly allowance of AI scores.',
    speaking: 'AI speaking credits',
    speakingLeft: (left: number, total: number) => `${left} of ${total} left`,
    unlimited: 'Unlimited',
    writing: 'AI writing credits',
    writingLeft: (left: number) => `${left} left`,
    /** Spec: the profile's way to buy AI speaking credits. */
    getMore: 'Get more credits',
    opening: 'Opening your cart',
    comparePlans: 'Compare plans',
  },
  purchases: {
    heading: 'Purchase history',
    loading: 'Loading your purchases',
    failed: 'Your purchases could not be loaded.',
    retry: 'Try again',
    none: 'No purchases yet.',
    extras: (count: number) => ` + ${count} extra full mock ${count === 1 ? 'test' : 'tests'}`,
  },
  delete: {
    heading: 'Delete account',
    intro: 'This deletes your account, your progress and your credits. It cannot be undone.',
    password: 'Your password',
    button: 'Delete account',
    dialogHeading: 'Delete your account?',
    dialogBody: 'Your account, your answers, your scores and any remaining credits will be deleted for good.',
    cancel: 'Cancel',
    confirm: 'Delete for good',
  },
} as const;

/** "20:00" for 20. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
