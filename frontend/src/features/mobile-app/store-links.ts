export type MobilePlatform = 'ios' | 'android';

/**
 * The app's store pages, set at build time (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL) once the
 * app is published. This repository holds the web app only: until a store page exists, the
 * mobile app pages say so and show how to keep the website on the home screen instead.
 */
export const storeLinks: Readonly<Record<MobilePlatform, string | undefined>> = {
  ios: import.meta.env?.VITE_APP_STORE_URL || undefined,
  android: import.meta.env?.VITE_PLAY_STORE_URL || undefined,
};
