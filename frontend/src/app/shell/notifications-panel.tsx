import { Button, Flex, Heading, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import type { User } from '@shared/api';
import { useId, useState } from 'react';
import { markNotificationsRead } from '@frontend/app/session/mark-notifications-read';
import { allNotifications, unreadCount } from '@frontend/app/shell/notifications';
import { ACCOUNT_SHELL_TEXTS as T } from '@frontend/app/shell/texts';
import { useModal } from '@frontend/components/use-modal';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * Every notification the account keeps, newest first, beyond the five the bell lists: each unread
 * one can be marked read, or all at once. The bell loads this module only when it is first opened,
 * so the shell, which every first visit loads, stays small.
 */
export function NotificationsPanel({ user, onClose }: { user: User; onClose: () => void }) {
  const dialog = useModal(true);
  const titleId = useId();
  const [busy, setBusy] = useState<string | 'all' | undefined>();
  const notifications = allNotifications(user.notifications);
  const unread = unreadCount(user.notifications);

  async function mark(notificationId: string | undefined) {
    setBusy(notificationId ?? 'all');
    try {
      await markNotificationsRead(notificationId);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <dialog ref={dialog} className="pte-dialog pte-notifications-panel" aria-labelledby={titleId} onClose={onClose}>
      <Flex direction="column" gap="medium">
        <Flex direction="column" gap="xxs">
          <Heading level={2} id={titleId} fontSize="large">
            {T.panelTitle}
          </Heading>
          <Text margin="0" fontSize="small" color="font.secondary">
            {notifications.length === 0 ? T.noNotifications : `${T.panelIntro(notifications.length)} ${T.panelUnread(unread)}`}
          </Text>
        </Flex>
        {notifications.length > 0 && (
          <ul className="pte-notifications-panel__list">
            {notifications.map((notification) => (
              <li key={notification.id} className="pte-notifications-panel__item" data-unread={!notification.hasRead}>
                <span className="pte-notification__dot" aria-hidden="true" />
                <span className="pte-notifications-panel__body">
                  {!notification.hasRead && <VisuallyHidden>{T.unread}: </VisuallyHidden>}
                  <Text as="span" display="block" fontSize="small" fontWeight={notification.hasRead ? 'normal' : 'semibold'}>
                    {notification.message}
                  </Text>
                  <Text as="span" display="block" fontSize="xs" color="font.tertiary">
                    {dateFormat.format(notification.createdAt)}
                  </Text>
                </span>
                {!notification.hasRead && (
                  <Button size="small" variation="link" isDisabled={busy !== undefined} onClick={() => void mark(notification.id)} aria-label={T.markReadOf(notification.message)}>
                    {T.markRead}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button size="small" isDisabled={unread === 0 || busy !== undefined} onClick={() => void mark(undefined)}>
            {T.markAllRead}
          </Button>
          <Button size="small" variation="primary" onClick={() => dialog.current?.close()}>
            {T.close}
          </Button>
        </Flex>
      </Flex>
    </dialog>
  );
}
