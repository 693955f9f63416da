import { Landing } from '@functions/domain/landing';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('landing', {
  getLandingContent: ({ slug }) => Landing.readLandingPage(slug),
  getHomeContent: () => Landing.readHomeContent(),
  fetchResources: async () => ({ resources: await Landing.listResources() }),
});
