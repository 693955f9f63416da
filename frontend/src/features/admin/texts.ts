export const ADMIN_TEXTS = {
  meta: { title: 'Platform status', description: 'The state of the PTE Practice platform, for admins.' },
  heading: 'Platform status',
  intro: 'What the API reports right now.',
  refresh: 'Refresh',
  loading: 'Loading',
  unavailable: 'Unavailable',
  api: 'API',
  apiOk: 'Healthy',
  stage: 'Stage',
  appVersion: 'App version (APP_VERSION)',
  serverTime: 'Server time',
  clockOffset: (seconds: number) => (Math.abs(seconds) < 1 ? 'In step with this browser' : `${seconds > 0 ? '+' : ''}${seconds.toFixed(1)} s from this browser`),
} as const;
