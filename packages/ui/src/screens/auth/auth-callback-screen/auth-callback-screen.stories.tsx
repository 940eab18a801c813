import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthCallbackScreen, type AuthCallbackScreenProps } from './auth-callback-screen.tsx';

const meta = {
  title: 'Screens/Auth/Auth Callback',
  component: AuthCallbackScreen,
  parameters: { layout: 'fullscreen' },
  args: { authenticated: false, onSignedIn: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof AuthCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the session (held here so the view stays put). */
export const Loading: Story = {
  args: { errorDelayMs: 600_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Completing sign in...' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Completing sign in...' }),
    ).toBeVisible();
  },
};

/** Signed in: the welcome, then the app is asked to go to '/' after 1 s. */
export const SignedIn: Story = {
  args: { authenticated: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await expect(canvas.getByText('You have been successfully signed in.')).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
  },
};

export const LicensePending: Story = {
  args: { authenticated: true, licensePending: true, redirectDelayMs: 600_000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Signed in, but license verification is pending...'),
    ).toBeVisible();
  },
};

/** No session after 2 s: the error view and its way back. */
export const NotAuthenticated: Story = {
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Authentication Error');
    await expect(alert).toHaveTextContent('Authentication failed - please try logging in again');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(args.onBackToLogin).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const UnexpectedError: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred during authentication',
    );
  },
};

/** The session arrives while the page waits: the welcome replaces the spinner. */
function SessionArrives(props: AuthCallbackScreenProps) {
  const [authenticated, setAuthenticated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAuthenticated(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return <AuthCallbackScreen {...props} authenticated={authenticated} />;
}

export const SessionArrivesLate: Story = {
  tags: ['no-visual'],
  render: (args) => <SessionArrives {...args} />,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Welcome back!')).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  args: { failed: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  },
};
