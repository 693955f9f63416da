import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ButtonLink } from '@frontend/components/router-links';
import { WIDE_SCREEN_MIN_WIDTH_PX } from '@frontend/components/layout';
import { MOCK_LIST_PATH } from '@frontend/app/paths/mock-paths';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';

const T = MOCK_TEST_TEXTS.desktopOnly;

/** Why a mock test does not open here: it needs a screen at least 900 px wide. With a link back to the list. */
export function DesktopOnlyNotice({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <Flex direction="column" gap="medium" alignItems="flex-start" className="pte-desktop-only">
      <svg className="pte-desktop-only__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M6 8h36a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2H28v4h6v3H14v-3h6v-4H6a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2Zm1 3v20h34V11H7Z" />
      </svg>
      <Heading level={headingLevel} fontWeight="extrabold">
        {T.heading}
      </Heading>
      <Text color="font.secondary">{T.body(WIDE_SCREEN_MIN_WIDTH_PX)}</Text>
      <ButtonLink to={MOCK_LIST_PATH} variation="primary">
        {T.back}
      </ButtonLink>
    </Flex>
  );
}
