import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ButtonSlot } from '../button/button-slot.tsx';
import { Button } from '../button/button.tsx';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerTrigger,
  drawerHiddenFrom,
  drawerSides,
  type DrawerContentProps,
  type DrawerTriggerProps,
} from './drawer.tsx';

const meta = {
  title: 'Kit/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    chromatic: { pauseAnimationAtEnd: true },
    // An open drawer is portalled into <body>: each docs example gets its own frame.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = ['Календарь', 'Клиенты', 'Услуги', 'Сотрудники', 'Отчёты', 'Настройки'];

function Navigation(
  props: Partial<Pick<DrawerContentProps, 'side' | 'hideTitle'>> &
    Pick<DrawerTriggerProps, 'hideFrom'>,
) {
  return (
    <>
      <DrawerTrigger asChild hideFrom={props.hideFrom}>
        <Button variant="secondary" icon={<Menu size={18} aria-hidden="true" />}>
          Меню
        </Button>
      </DrawerTrigger>
      <DrawerContent title="Навигация" side={props.side} hideTitle={props.hideTitle}>
        {/* Stories stay on their page: the nav cancels navigation after the link has closed the
            drawer (a cancelled click on the link itself would keep it open, as Radix intends). */}
        <nav aria-label="Основное меню" onClick={(event) => event.preventDefault()}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
            {sections.map((section) => (
              <li key={section}>
                <DrawerClose asChild>
                  <ButtonSlot variant="ghost" fullWidth style={{ justifyContent: 'flex-start' }}>
                    <a href={`#${section}`}>{section}</a>
                  </ButtonSlot>
                </DrawerClose>
              </li>
            ))}
          </ul>
        </nav>
      </DrawerContent>
    </>
  );
}

export const Default: Story = {
  render: (args) => (
    <Drawer {...args}>
      <Navigation />
    </Drawer>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Меню' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Навигация' });
    const nav = within(drawer).getByRole('navigation', { name: 'Основное меню' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(sections.length);
    // Slides in from the left edge.
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BackdropClickCloses: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    await screen.findByRole('dialog', { name: 'Навигация' });
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="backdrop"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LinkClosesDrawer: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Навигация' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Клиенты' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Навигация' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const sideStory = (side: (typeof drawerSides)[number]): Story => ({
  args: { defaultOpen: true },
  render: (args) => (
    <Drawer {...args}>
      <Navigation side={side} />
    </Drawer>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Навигация' });
    await expect(drawer).toHaveAttribute('data-side', side);
    await waitFor(() => {
      const rect = drawer.getBoundingClientRect();
      expect(side === 'left' ? rect.left : window.innerWidth - rect.right).toBe(0);
    });
  },
});

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {drawerSides.map((side) => (
        <Drawer key={side} {...args}>
          <DrawerTrigger asChild>
            <Button variant="secondary">{side}</Button>
          </DrawerTrigger>
          <DrawerContent title="Навигация" side={side}>
            <p style={{ margin: 8 }}>Панель открыта: {side}</p>
          </DrawerContent>
        </Drawer>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const side of drawerSides) {
      await userEvent.click(canvas.getByRole('button', { name: side }));
      await expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', side);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

export const OpenLeft = sideStory('left');
export const OpenRight = sideStory('right');

export const HiddenTitle: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Drawer {...args}>
      <Navigation hideTitle />
    </Drawer>
  ),
  play: async () => {
    // Not shown, still the drawer's name for screen readers.
    await expect(await screen.findByRole('dialog', { name: 'Навигация' })).toBeInTheDocument();
  },
};

export const TriggerHiddenOnWideScreens: Story = {
  render: (args) => (
    <Drawer {...args}>
      <p style={{ margin: 0 }}>Кнопка «Меню» скрыта от 1024 px: там навигация видна всегда.</p>
      <Navigation hideFrom={drawerHiddenFrom} />
    </Drawer>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The story tests run at 1280 px, past the lg breakpoint.
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await expect(canvas.queryByRole('button', { name: 'Меню' })).not.toBeInTheDocument();
    const trigger = canvasElement.querySelector('[data-slot="drawer-trigger"]');
    await expect(trigger).toBeInTheDocument();
    await expect(trigger).not.toBeVisible();
  },
};

export const TriggerShownBelowBreakpoint: Story = {
  render: (args) => (
    <Drawer {...args}>
      <Navigation hideFrom="xxl" />
    </Drawer>
  ),
  play: async ({ canvas }) => {
    // Below 1536 px the xxl-hidden trigger stays, with the Button's own display.
    const trigger = canvas.getByRole('button', { name: 'Меню' });
    await expect(trigger).toBeVisible();
    await expect(getComputedStyle(trigger).display).toBe('inline-flex');
  },
};
