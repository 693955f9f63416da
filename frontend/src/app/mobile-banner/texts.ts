// The mobile app banner's texts (ours: the spec quotes none).
export const MOBILE_BANNER_TEXTS = {
  body: 'Practise on the go with the PTE Practice mobile app.',
  link: 'Get the app',
  dismiss: 'Dismiss the mobile app banner',
} as const;
