import { Badge, Button, Card, Flex, Loader, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useAdminChange, useAdminRead } from '@frontend/features/admin/admin-api';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';

const onError = (error: unknown) => void handleApiError(error);

/** Testimonials waiting (flagged words, or hidden) or shown, approved or hidden one by one (admins.setTestimonialApproval). */
export function TestimonialsSection() {
  const T = ADMIN_TEXTS.testimonials;
  const [listing, setListing] = useState<'pending' | 'approved'>('pending');
  const testimonials = useAdminRead('fetchTestimonialsForReview', { listing });
  const approval = useAdminChange('setTestimonialApproval');
  return (
    <Flex direction="column" gap="medium">
      <ToggleButtonGroup value={listing} isExclusive isSelectionRequired onChange={(value) => setListing(value as 'pending' | 'approved')} size="small">
        <ToggleButton value="pending">{T.pending}</ToggleButton>
        <ToggleButton value="approved">{T.approved}</ToggleButton>
      </ToggleButtonGroup>
      {!testimonials.data ? (
        <Loader ariaLabel={ADMIN_TEXTS.status.loading} />
      ) : testimonials.data.testimonials.length === 0 ? (
        <Text color="font.secondary">{ADMIN_TEXTS.table.empty}</Text>
      ) : (
        <ul className="pte-admin-list">
          {testimonials.data.testimonials.map((testimonial) => (
            <li key={testimonial.testimonialId}>
              <Card variation="outlined" borderRadius="medium">
                <Flex justifyContent="space-between" gap="small" wrap="wrap" alignItems="flex-start">
                  <Flex direction="column" gap="xxs" flex="1 1 20rem">
                    <Text fontWeight="bold">
                      {testimonial.header} <Badge size="small">{T.stars(testimonial.rating)}</Badge>
                    </Text>
                    <Text>{testimonial.quote}</Text>
                    <Text fontSize="small" color="font.secondary">
                      {T.by(testimonial.firstName, testimonial.createdAt)}
                    </Text>
                  </Flex>
                  <Button size="small" onClick={() => approval.mutate({ testimonialId: testimonial.testimonialId, isApproved: !testimonial.isApproved }, { onError })}>
                    {testimonial.isApproved ? T.hide : T.approve}
                  </Button>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** Students' reports of problems with questions, open or handled (admins.markQuestionReportHandled). */
export function ReportsSection() {
  const T = ADMIN_TEXTS.reports;
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const reports = useAdminRead('fetchQuestionReports', { status });
  const handle = useAdminChange('markQuestionReportHandled');
  return (
    <Flex direction="column" gap="medium">
      <ToggleButtonGroup value={status} isExclusive isSelectionRequired onChange={(value) => setStatus(value as 'open' | 'handled')} size="small">
        <ToggleButton value="open">{T.open}</ToggleButton>
        <ToggleButton value="handled">{T.handled}</ToggleButton>
      </ToggleButtonGroup>
      {!reports.data ? (
        <Loader ariaLabel={ADMIN_TEXTS.status.loading} />
      ) : reports.data.reports.length === 0 ? (
        <Text color="font.secondary">{ADMIN_TEXTS.table.empty}</Text>
      ) : (
        <ul className="pte-admin-list">
          {reports.data.reports.map((report) => (
            <li key={report.reportId}>
              <Card variation="outlined" borderRadius="medium">
                <Flex justifyContent="space-between" gap="small" wrap="wrap" alignItems="flex-start">
                  <Flex direction="column" gap="xxs" flex="1 1 20rem">
                    <Text fontWeight="bold">
                      <a href={`/practice/${report.uid}`}>{report.uid}</a> · {ADMIN_TEXTS.date(report.createdAt)}
                    </Text>
                    <Text>{report.reason}</Text>
                    {report.handledAt && (
                      <Text fontSize="small" color="font.secondary">
                        {T.handledOn(report.handledAt)}
                      </Text>
                    )}
                  </Flex>
                  {report.status === 'open' && (
                    <Button size="small" onClick={() => handle.mutate({ reportId: report.reportId }, { onError })}>
                      {T.markHandled}
                    </Button>
                  )}
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
