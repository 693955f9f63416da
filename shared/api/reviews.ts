import { z } from 'zod';
import { reviewRules } from '@shared/accounts';

/** Stars of a rating, 1 to 5. */
export const StarsSchema = z.int({ message: 'Choose from 1 to 5 stars.' }).min(reviewRules.minStars, { message: 'Choose from 1 to 5 stars.' }).max(reviewRules.maxStars, { message: 'Choose from 1 to 5 stars.' });

/** A review's header (spec §5: 5 to 20 characters). */
export const ReviewHeaderSchema = z
  .string({ message: 'Give your review a title.' })
  .trim()
  .min(reviewRules.headerMinLength, { message: `Use at least ${reviewRules.headerMinLength} characters.` })
  .max(reviewRules.headerMaxLength, { message: `Use at most ${reviewRules.headerMaxLength} characters.` });

/** A review's message (spec §5: at most 250 characters). */
export const ReviewQuoteSchema = z
  .string({ message: 'Write a few words about your practice.' })
  .trim()
  .min(1, { message: 'Write a few words about your practice.' })
  .max(reviewRules.quoteMaxLength, { message: `Use at most ${reviewRules.quoteMaxLength} characters.` });

/** A rating as the app reads it (spec §3 Rating: rating, returned _id): one per student, which their testimonial names. */
export const RatingSchema = z.object({ _id: z.string(), rating: z.int() });
export type Rating = z.infer<typeof RatingSchema>;

/**
 * A testimonial (spec §3: quote, header, isApproved, testimonialId) with what the reviews page
 * shows beside it: the student's first name, their stars and the date. Never the e-mail or user id.
 */
export const TestimonialSchema = z.object({
  testimonialId: z.string(),
  header: z.string(),
  quote: z.string(),
  isApproved: z.boolean(),
  firstName: z.string(),
  rating: z.int(),
  createdAt: z.number().int(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** The average of every rating, to one decimal; absent while there is none. */
export const AverageRatingSchema = z.object({ averageRating: z.number().optional(), ratingCount: z.int() });
export type AverageRating = z.infer<typeof AverageRatingSchema>;

/** The social proof toast's counts, whether an admin left the toast on (no counts when off), and the server's date for the paid check (spec §6). */
export const SocialProofSchema = z.object({ freeTrials: z.int(), premiumJoins: z.int(), toastOn: z.boolean(), dateNow: z.number().int() });
