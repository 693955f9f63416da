import { Badge, Button, Card, Flex, Loader, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useAdminChange, useAdminRead } from '@frontend/features/admin/admin-api';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';

const onError = (error: unknown) => void handleApiError(error);

/**
 * The shape both moderation sections share: a toggle between two listings, then the listing's
 * items as cards, each with its details and the one action it allows.
 */
function ModerationList<Listing extends string, Item>({
  listings,
  listing,
  onListing,
  items,
  keyOf,
  details,
  action,
}: {
  listings: readonly { value: Listing; label: string }[];
  listing: Listing;
  onListing: (listing: Listing) => void;
  /** Undefined while loading. */
  items: readonly Item[] | undefined;
  keyOf: (item: Item) => string;
  details: (item: Item) => ReactNode;
  action: (item: Item) => ReactNode;
}) {
  return (
    <Flex direction="column" gap="medium">
      <ToggleButtonGroup value={listing} isExclusive isSelectionRequired onChange={(value) => onListing(value as Listing)} size="small">
        {listings.map(({ value, label }) => (
          <ToggleButton key={value} value={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!items ? (
        <Loader ariaLabel={ADMIN_TEXTS.status.loading} />
      ) : items.length === 0 ? (
        <Text color="font.secondary">{ADMIN_TEXTS.table.empty}</Text>
      ) : (
        <ul className="pte-admin-list">
          {items.map((item) => (
            <li key={keyOf(item)}>
              <Card variation="outlined" borderRadius="medium">
                <Flex justifyContent="space-between" gap="small" wrap="wrap" alignItems="flex-start">
                  <Flex direction="column" gap="xxs" flex="1 1 20rem">
                    {details(item)}
                  </Flex>
                  {action(item)}
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** Testimonials waiting (flagged words, or hidden) or shown, approved or hidden one by one (admins.setTestimonialApproval). */
export function TestimonialsSection() {
  const T = ADMIN_TEXTS.testimonials;
  const [listing, setListing] = useState<'pending' | 'approved'>('pending');
  const testimonials = useAdminRead('fetchTestimonialsForReview', { listing });
  const approval = useAdminChange('setTestimonialApproval');
  return (
    <ModerationList
      listings={[
        { value: 'pending', label: T.pending },
        { value: 'approved', label: T.approved },
      ]}
      listing={listing}
      onListing={setListing}
      items={testimonials.data?.testimonials}
      keyOf={(testimonial) => testimonial.testimonialId}
      details={(testimonial) => (
        <>
          <Text fontWeight="bold">
            {testimonial.header} <Badge size="small">{T.stars(testimonial.rating)}</Badge>
          </Text>
          <Text>{testimonial.quote}</Text>
          <Text fontSize="small" color="font.secondary">
            {T.by(testimonial.firstName, testimonial.createdAt)}
          </Text>
        </>
      )}
      action={(testimonial) => (
        <Button size="small" onClick={() => approval.mutate({ testimonialId: testimonial.testimonialId, isApproved: !testimonial.isApproved }, { onError })}>
          {testimonial.isApproved ? T.hide : T.approve}
        </Button>
      )}
    />
  );
}

/** Students' reports of problems with questions, open or handled (admins.markQuestionReportHandled). */
export function ReportsSection() {
  const T = ADMIN_TEXTS.reports;
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const reports = useAdminRead('fetchQuestionReports', { status });
  const handle = useAdminChange('markQuestionReportHandled');
  return (
    <ModerationList
      listings={[
        { value: 'open', label: T.open },
        { value: 'handled', label: T.handled },
      ]}
      listing={status}
      onListing={setStatus}
      items={reports.data?.reports}
      keyOf={(report) => report.reportId}
      details={(report) => (
        <>
          <Text fontWeight="bold">
            <a href={`/practice/${report.uid}`}>{report.uid}</a> · {ADMIN_TEXTS.date(report.createdAt)}
          </Text>
          <Text>{report.reason}</Text>
          {report.handledAt && (
            <Text fontSize="small" color="font.secondary">
              {T.handledOn(report.handledAt)}
            </Text>
          )}
        </>
      )}
      action={(report) =>
        report.status === 'open' && (
          <Button size="small" onClick={() => handle.mutate({ reportId: report.reportId }, { onError })}>
            {T.markHandled}
          </Button>
        )
      }
    />
  );
}
