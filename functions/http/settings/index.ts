import { Settings } from '@functions/domain/settings';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('settings', {
  getDateNow: async () => ({ dateNow: Settings.dateNow() }),
  health: () => Settings.health(),
  fetchLibraryFigures: () => Settings.libraryFigures(),
  fetchFeatureSwitches: () => Settings.featureSwitches(),
});
