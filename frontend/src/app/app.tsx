import { ThemeProvider, View } from '@aws-amplify/ui-react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { rootRoutes } from '@frontend/app/router';
import { session } from '@frontend/app/session/session-store';
import { useAccountNightMode } from '@frontend/app/session/use-account-night-mode';
import { pteTheme } from '@frontend/app/theme';
import { ColorModeProvider, useColorMode } from '@frontend/components/color-mode/color-mode-provider';
import { SnackbarHost } from '@frontend/components/snackbar/snackbar-host';

const router = createBrowserRouter(rootRoutes);

// Before the first render: the API client gets the token, an expired one is dropped, and logout
// can navigate inside the app. Once the user is confirmed (at start, or at a login), the account
// is synced once per session (spec §4), by a module of its own that the first load does not carry.
session.start({
  navigate: (to, state) => router.navigate(to, { state }),
  onUserConfirmed: () => void import('@frontend/app/session/account-sync').then(({ syncAccount }) => syncAccount()),
});

function ThemedApp() {
  const { colorMode } = useColorMode();
  return (
    <ThemeProvider theme={pteTheme} colorMode={colorMode}>
      {/* Amplify sets colour variables but paints nothing: without this the
          dark theme shows light text on the browser's white page. */}
      <View backgroundColor="background.primary" color="font.primary" minHeight="100vh">
        <RouterProvider router={router} />
        <SnackbarHost />
      </View>
    </ThemeProvider>
  );
}

export function App() {
  // A signed-in user's night mode lives on the account; a visitor's in browser storage (spec §6).
  const accountNightMode = useAccountNightMode();
  return (
    <ColorModeProvider account={accountNightMode}>
      <ThemedApp />
    </ColorModeProvider>
  );
}
