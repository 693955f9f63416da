import { ThemeProvider, View } from '@aws-amplify/ui-react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { rootRoutes } from '@frontend/app/router';
import { pteTheme } from '@frontend/app/theme';
import { ColorModeProvider, useColorMode } from '@frontend/components/color-mode/color-mode-provider';

const router = createBrowserRouter(rootRoutes);

function ThemedApp() {
  const { colorMode } = useColorMode();
  return (
    <ThemeProvider theme={pteTheme} colorMode={colorMode}>
      {/* Amplify sets colour variables but paints nothing: without this the
          dark theme shows light text on the browser's white page. */}
      <View backgroundColor="background.primary" color="font.primary" minHeight="100vh">
        <RouterProvider router={router} />
      </View>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <ColorModeProvider>
      <ThemedApp />
    </ColorModeProvider>
  );
}
