import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A student's testimonial (spec/platform.md §3: quote, header, isApproved, testimonialId), keyed by
 * the id of the rating it goes with, so a student has one and leaving it again changes it. Listed
 * newest first by `listing`: approved ones for the reviews page and the home page, the others
 * waiting for someone to read them.
 */
export const Testimonial = new Entity(
  {
    model: { entity: 'testimonial', version: '1', service: 'pte' },
    attributes: {
      testimonialId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      /** Shown with the testimonial, as the student's name was when they left it. */
      firstName: { type: 'string', required: true },
      header: { type: 'string', required: true },
      quote: { type: 'string', required: true },
      rating: { type: 'number', required: true },
      isApproved: { type: 'boolean', required: true },
      /** Follows isApproved: the listing the testimonial is found in. */
      listing: { type: ['approved', 'pending'] as const, required: true },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['testimonialId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byListing: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['listing'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'testimonialId'] },
      },
    },
  },
  tableConfig,
);

export type TestimonialItem = EntityItem<typeof Testimonial>;
export type NewTestimonial = Pick<TestimonialItem, 'testimonialId' | 'userId' | 'firstName' | 'header' | 'quote' | 'rating' | 'isApproved'>;

// One testimonial (strongly consistent: right after it was left)
export async function getTestimonial(testimonialId: string): Promise<TestimonialItem | undefined> {
  const { data } = await Testimonial.get({ testimonialId }).go({ consistent: true });
  return data ?? undefined;
}

// Writes a testimonial whole, created or changed: it keeps the date it was first left, and its listing follows isApproved
export async function saveTestimonial(testimonial: NewTestimonial, createdAt: number): Promise<TestimonialItem> {
  const { data } = await Testimonial.put({ ...testimonial, listing: testimonial.isApproved ? 'approved' : 'pending', createdAt }).go();
  return data as TestimonialItem;
}

// Approved testimonials, newest first, `limit` of them after (older than) the one given
export async function listApprovedTestimonials(limit: number, after?: { createdAt: number; testimonialId: string }): Promise<TestimonialItem[]> {
  const query = Testimonial.query.byListing({ listing: 'approved' });
  const { data } = await (after ? query.lt(after) : query).go({ order: 'desc', limit });
  return data;
}

// Testimonials of one listing (approved, or pending: waiting to be read), newest first
export async function listTestimonials(listing: TestimonialItem['listing']): Promise<TestimonialItem[]> {
  const { data } = await Testimonial.query.byListing({ listing }).go({ pages: 'all', order: 'desc' });
  return data;
}

// Deletes a testimonial (account deletion); false when there was none
export async function deleteTestimonial(testimonialId: string): Promise<boolean> {
  return (await unlessRefused(Testimonial.delete({ testimonialId }).where((attributes, { exists }) => exists(attributes.testimonialId)).go())) !== undefined;
}
