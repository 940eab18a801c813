// Every story renders inside a theme root (staff by default, widget from the toolbar), with the bundled font.
import type { Decorator, Preview } from '@storybook/react-vite';
import { clsx } from 'clsx';
import { configure } from 'storybook/test';
import '@beautydesk/ui/theme/fonts.css';
import { staffTheme } from '@beautydesk/ui/theme/staff.css';
import { widgetTheme } from '@beautydesk/ui/theme/widget.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import { previewCanvas } from './preview.css.ts';

// Play functions wait for what the user would see (findBy…, waitFor), never for a fixed time. The
// testing-library default of 1 s is a timing assumption a busy CI machine stretches: wait up to 15 s
// for the expected state instead (a story that never reaches it still fails, just later).
configure({ asyncUtilTimeout: 15_000 });

const themes = { staff: staffTheme, widget: widgetTheme } as const;

const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as keyof typeof themes) ?? 'staff'] ?? staffTheme;
  // Portalled parts (dialogs, toasts) render into <body>: give it the theme too, keeping
  // Storybook's own body classes (layout padding).
  document.body.classList.remove(...Object.values(themes));
  document.body.classList.add(theme, themeRoot, previewCanvas);
  return (
    <div className={clsx(theme, themeRoot)} lang="ru">
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: ['staff', 'widget'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'staff' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An axe violation fails the story test, not just a panel warning.
    a11y: { test: 'error' },
  },
};

export default preview;
