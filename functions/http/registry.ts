import type { GroupName } from '@shared/api';

/**
 * What a route group's Lambda may touch in AWS beyond reading the JWT key (every group verifies
 * tokens); lib/api-stack.ts grants exactly this.
 */
export interface RouteGroupNeeds {
  table: 'read' | 'readWrite';
  /** Sends mail through SES. */
  mail?: boolean;
  /** Reads and writes profile images in the uploads bucket. */
  uploads?: boolean;
  /** Reads and writes recordings in the uploads bucket (and signs uploads of them). */
  recordings?: boolean;
  /** Reads and writes scorecard images in the uploads bucket (and signs downloads of them). */
  scorecards?: boolean;
  /** Reads the content bucket (question audio and images). */
  content?: boolean;
  /** Sends jobs to these scoring queues. */
  queues?: readonly ('speech' | 'writing')[];
  /** Builds links to the app (mails) from the public URL parameter. */
  publicUrl?: boolean;
  /** Reads the Stripe keys (secret key, webhook signing secret, publishable key). */
  payments?: boolean;
  /** Reads the mobile subscription service's API key. */
  mobile?: boolean;
}

/**
 * One entry per route group of the contract: the CDK api stack makes one function from each and the
 * local platform loads the same entry. Typed by the contract's group names, so the two stay in step.
 */
export interface RouteGroup {
  entry: string;
  needs: RouteGroupNeeds;
  /** Packages installed beside the bundle instead of bundled: they read their own files (wasm, fonts). */
  nodeModules?: readonly string[];
}

export const routeGroups: Record<GroupName, RouteGroup> = {
  settings: { entry: 'functions/http/settings/index.ts', needs: { table: 'read' } },
  users: { entry: 'functions/http/users/index.ts', needs: { table: 'readWrite', mail: true, uploads: true, publicUrl: true, mobile: true } },
  email: { entry: 'functions/http/email/index.ts', needs: { table: 'readWrite', mail: true, publicUrl: true } },
  aws: {
    entry: 'functions/http/aws/index.ts',
    needs: { table: 'readWrite', uploads: true, content: true, scorecards: true },
    // The scorecard's PNG renderer (functions/domain/mock/scorecard-png.ts).
    nodeModules: ['@resvg/resvg-wasm', '@expo-google-fonts/roboto'],
  },
  maillist: { entry: 'functions/http/maillist/index.ts', needs: { table: 'readWrite' } },
  // Deleting an old account removes its recordings, profile images and scorecards.
  admins: { entry: 'functions/http/admins/index.ts', needs: { table: 'readWrite', uploads: true, recordings: true, scorecards: true } },
  questions: { entry: 'functions/http/questions/index.ts', needs: { table: 'readWrite' } },
  analysis: { entry: 'functions/http/analysis/index.ts', needs: { table: 'readWrite', recordings: true, queues: ['writing', 'speech'] } },
  // Its stripeWebhook operation is public: Stripe's signature over the raw body is what authorises it.
  pricing: { entry: 'functions/http/pricing/index.ts', needs: { table: 'readWrite', payments: true, publicUrl: true } },
  blog: { entry: 'functions/http/blog/index.ts', needs: { table: 'readWrite' } },
  landing: { entry: 'functions/http/landing/index.ts', needs: { table: 'read' } },
  mocktest: { entry: 'functions/http/mocktest/index.ts', needs: { table: 'readWrite', recordings: true, queues: ['writing', 'speech'] } },
};

/** Requests to /api/<unknown group>/... go to this group's function, whose router answers 404. */
export const fallbackRouteGroup: GroupName = 'settings';
