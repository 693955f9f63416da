import type { BlogFeedback } from '@shared/api';
import { rateRules } from '@shared/accounts';
import { addBlogVote, getBlogPost, listBlogVotes, returnRate, takeRate } from '@functions/data';
import { BlogPostNotFoundError, FieldValidationError, RateLimitedError } from '@functions/platform/errors';

/** Who votes: a signed-in student, or a visitor by the anonymous id its browser made. */
export type Voter = { userId: string } | { anonymousId: string };

export const feedbackTexts = {
  noVoter: 'Sign in, or let this browser keep a visitor id, to vote.',
  tooMany: 'Too many votes from this network. Try again later.',
} as const;

/** The caller's vote identity: the account when signed in, else the visitor id the browser sent, else none. */
export function voterOf(caller: { userId: string } | undefined, anonymousId: string | undefined): Voter | undefined {
  if (caller) return { userId: caller.userId };
  return anonymousId ? { anonymousId } : undefined;
}

/** The stored id of a voter: one namespace per kind, so a visitor id can never pose as an account. */
export function voterIdOf(voter: Voter): string {
  return 'userId' in voter ? `user#${voter.userId}` : `visitor#${voter.anonymousId}`;
}

/** The post's counts, counted from its votes, and the voter's own vote when given. */
export async function feedbackOf(slug: string, voter?: Voter): Promise<BlogFeedback> {
  const votes = await listBlogVotes(slug);
  const own = voter === undefined ? undefined : votes.find((vote) => vote.voterId === voterIdOf(voter));
  return {
    helpful: votes.filter((vote) => vote.helpful).length,
    notHelpful: votes.filter((vote) => !vote.helpful).length,
    yourVote: own?.helpful ?? null,
  };
}

/**
 * Records "Was this article helpful?" once per post and voter with a conditional write: a second
 * vote (a retry, another tab, a changed mind) changes nothing and says so. A visitor id costs
 * nothing to make, so visitors' votes are also bounded per client address.
 */
export async function giveFeedback(slug: string, helpful: boolean, voter: Voter | undefined, clientAddress: string): Promise<{ alreadyVoted: boolean; feedback: BlogFeedback }> {
  if (!voter) throw new FieldValidationError({ anonymousId: feedbackTexts.noVoter });
  if (!(await getBlogPost(slug))) throw new BlogPostNotFoundError(slug);
  const limited = 'anonymousId' in voter;
  if (limited && !(await takeRate('blogVotesFromAddress', clientAddress, rateRules.blogVotesFromAddress))) throw new RateLimitedError('blogVotesFromAddress', feedbackTexts.tooMany);
  const added = await addBlogVote(slug, voterIdOf(voter), helpful);
  // A refused vote was counted before; it does not use up the address's allowance.
  if (!added && limited) await returnRate('blogVotesFromAddress', clientAddress);
  return { alreadyVoted: !added, feedback: await feedbackOf(slug, voter) };
}
