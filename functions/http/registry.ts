import type { GroupName } from '@shared/api';

/**
 * What a route group's Lambda may touch in AWS beyond reading the JWT key (every group verifies
 * tokens); lib/api-stack.ts grants exactly this.
 */
export interface RouteGroupNeeds {
  table: 'read' | 'readWrite';
  /** Sends mail through SES. */
  mail?: boolean;
  /** Reads and writes the uploads bucket (profile images, recordings). */
  uploads?: boolean;
  /** Reads the content bucket (question audio and images). */
  content?: boolean;
  /** Sends writing analyses to the writing queue. */
  writingQueue?: boolean;
  /** Builds links to the app (mails) from the public URL parameter. */
  publicUrl?: boolean;
}

/**
 * One entry per route group of the contract: the CDK api stack makes one function from each and the
 * local platform loads the same entry. Typed by the contract's group names, so the two stay in step.
 */
export interface RouteGroup {
  entry: string;
  needs: RouteGroupNeeds;
}

export const routeGroups: Record<GroupName, RouteGroup> = {
  settings: { entry: 'functions/http/settings/index.ts', needs: { table: 'read' } },
  users: { entry: 'functions/http/users/index.ts', needs: { table: 'readWrite', mail: true, uploads: true, publicUrl: true } },
  email: { entry: 'functions/http/email/index.ts', needs: { table: 'readWrite', mail: true, publicUrl: true } },
  aws: { entry: 'functions/http/aws/index.ts', needs: { table: 'readWrite', uploads: true, content: true } },
  maillist: { entry: 'functions/http/maillist/index.ts', needs: { table: 'readWrite' } },
  admins: { entry: 'functions/http/admins/index.ts', needs: { table: 'read' } },
  questions: { entry: 'functions/http/questions/index.ts', needs: { table: 'readWrite' } },
  analysis: { entry: 'functions/http/analysis/index.ts', needs: { table: 'readWrite', writingQueue: true } },
};

/** Requests to /api/<unknown group>/... go to this group's function, whose router answers 404. */
export const fallbackRouteGroup: GroupName = 'settings';
