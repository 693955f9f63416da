import { Landing } from '@functions/domain/landing';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('landing', {
  getLandingContent: ({ slug }) => Landing.readLandingPage(slug),
  fetchResources: async () => ({ resources: await Landing.listResources() }),
});
