import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { showsChatWidget } from '@frontend/app/shell/shell-chrome';

// Its own chunk, fetched only on the pages that show it: every other page loads nothing of it.
const ChatWidget = lazy(() => import('@frontend/features/contact-us/chat-widget').then((m) => ({ default: m.ChatWidget })));

/** The chat widget where the spec shows it (the FAQ, profile and contact pages), nothing elsewhere. */
export function ChatWidgetSlot() {
  const { pathname } = useLocation();
  if (!showsChatWidget(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
