import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsVariantNames } from './tabs.tsx';

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'appointments' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Variant = (typeof tabsVariantNames)[number];

const settingsTabs = (variant?: Variant) =>
  function Render(args: Story['args']) {
    return (
      <Tabs {...args}>
        <TabsList variant={variant} aria-label="Разделы студии">
          <TabsTrigger value="appointments">Записи</TabsTrigger>
          <TabsTrigger value="services" count={8}>
            Услуги
          </TabsTrigger>
          <TabsTrigger value="users" count={12}>
            Пользователи
          </TabsTrigger>
          <TabsTrigger value="billing" disabled>
            Оплата
          </TabsTrigger>
        </TabsList>
        <TabsContent value="appointments">На сегодня 5 записей.</TabsContent>
        <TabsContent value="services">Маникюр, педикюр, окрашивание и ещё 5 услуг.</TabsContent>
        <TabsContent value="users">В студии 12 пользователей.</TabsContent>
        <TabsContent value="billing">Оплата подключается в настройках.</TabsContent>
      </Tabs>
    );
  };

export const Default: Story = {
  render: settingsTabs(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('На сегодня 5 записей.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Услуги (8)' }));
    await expect(canvas.getByRole('tab', { name: 'Услуги (8)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Маникюр, педикюр');
  },
};

export const KeyboardNavigation: Story = {
  render: settingsTabs(),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Записи' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Услуги (8)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const users = canvas.getByRole('tab', { name: 'Пользователи (12)' });
    await expect(users).toHaveFocus();
    // Focus selects: the panel follows the arrow keys.
    await expect(users).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('В студии 12 пользователей.');
    // The disabled tab is skipped and the row wraps round.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Записи' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithCount: Story = {
  args: { defaultValue: 'users' },
  render: settingsTabs(),
  play: async ({ canvas }) => {
    const users = canvas.getByRole('tab', { name: 'Пользователи (12)' });
    await expect(users).toHaveAttribute('aria-selected', 'true');
    await expect(users.querySelector('[data-slot="tabs-count"]')).toHaveTextContent('12');
  },
};

export const DisabledTab: Story = {
  render: settingsTabs(),
  play: async ({ canvas }) => {
    const billing = canvas.getByRole('tab', { name: 'Оплата' });
    await expect(billing).toBeDisabled();
    await userEvent.click(billing, { pointerEventsCheck: 0 });
    await expect(billing).toHaveAttribute('aria-selected', 'false');
  },
};

export const Pills: Story = {
  render: settingsTabs('pills'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('data-variant', 'pills');
    await userEvent.click(canvas.getByRole('tab', { name: 'Пользователи (12)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('В студии 12 пользователей.');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {tabsVariantNames.map((variant) => (
        <div key={variant} data-testid={variant}>
          {settingsTabs(variant)(args)}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of tabsVariantNames) {
      await expect(canvas.getByTestId(variant).querySelector('[role="tablist"]')).toHaveAttribute(
        'data-variant',
        variant,
      );
    }
  },
};
