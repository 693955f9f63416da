import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A student's rating (spec/platform.md §3 Rating: rating, returned _id): one per student, keyed by
 * the student so that rating again changes it; `ratingId` is the _id the app gets, which names the
 * student's testimonial. Every rating is listed under one partition for the average.
 */
export const Rating = new Entity(
  {
    model: { entity: 'rating', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      ratingId: { type: 'string', required: true, readOnly: true },
      rating: { type: 'number', required: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byUser: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      // Every rating, for the average: one small item per student.
      all: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['userId'] },
      },
    },
  },
  tableConfig,
);

export type RatingItem = EntityItem<typeof Rating>;

// A student's rating (strongly consistent: right after they rated)
export async function getRatingOf(userId: string): Promise<RatingItem | undefined> {
  const { data } = await Rating.get({ userId }).go({ consistent: true });
  return data ?? undefined;
}

// A student's first rating (guard: they have none yet); false when one exists
export async function createRating(rating: { userId: string; ratingId: string; rating: number }): Promise<boolean> {
  return (await unlessRefused(Rating.create(rating).go())) !== undefined;
}

// Changes the stars of a student's rating (guard: it exists); the rating after, or undefined when there is none
export async function changeRating(userId: string, rating: number): Promise<RatingItem | undefined> {
  return (await unlessRefused(Rating.patch({ userId }).set({ rating }).go({ response: 'all_new' })))?.data;
}

// The stars of every rating
export async function listRatingStars(): Promise<number[]> {
  const { data } = await Rating.query.all({}).go({ pages: 'all', attributes: ['rating'] });
  return data.map((item) => item.rating);
}

// Deletes a student's rating (account deletion); false when there was none
export async function deleteRating(userId: string): Promise<boolean> {
  return (await unlessRefused(Rating.delete({ userId }).where((attributes, { exists }) => exists(attributes.userId)).go())) !== undefined;
}
