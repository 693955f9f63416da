/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app's App Store page, once published (features/mobile-app). */
  readonly VITE_APP_STORE_URL?: string;
  /** The app's Google Play page, once published (features/mobile-app). */
  readonly VITE_PLAY_STORE_URL?: string;
  /** The build's version (package.json), set by vite.config.ts (app/version-check). */
  readonly VITE_APP_VERSION?: string;
}
