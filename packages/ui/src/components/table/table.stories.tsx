import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge/badge.tsx';
import {
  DataTable,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  dataTableLayouts,
  type DataTableColumn,
} from './table.tsx';

type Client = { id: string; name: string; phone: string; visits: number; active: boolean };

const clients: Client[] = [
  { id: 'c1', name: 'Анна Петрова', phone: '+7 912 345-67-89', visits: 8, active: true },
  { id: 'c2', name: 'Мария Соколова', phone: '+7 922 111-22-33', visits: 3, active: true },
  { id: 'c3', name: 'Ольга Иванова', phone: '+7 903 555-44-11', visits: 0, active: false },
];

const columns: DataTableColumn<Client>[] = [
  { key: 'name', header: 'Клиент', cell: (c) => c.name },
  { key: 'phone', header: 'Телефон', cell: (c) => c.phone },
  { key: 'visits', header: 'Визиты', cell: (c) => c.visits, align: 'end' },
  {
    key: 'status',
    header: 'Статус',
    cell: (c) =>
      c.active ? (
        <Badge variant="success">Активен</Badge>
      ) : (
        <Badge variant="neutral">Неактивен</Badge>
      ),
  },
];

type Salary = { id: number; master: string; hours: number; rate: number };
const salaries: Salary[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  master: `Мастер ${i + 1}`,
  hours: 80 + ((i * 7) % 60),
  rate: 450 + ((i * 50) % 300),
}));
const rub = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
});
const salaryColumns: DataTableColumn<Salary>[] = [
  { key: 'master', header: 'Мастер', cell: (s) => s.master },
  { key: 'hours', header: 'Часы', cell: (s) => s.hours, align: 'end' },
  { key: 'rate', header: 'Ставка', cell: (s) => rub.format(s.rate), align: 'end' },
  { key: 'total', header: 'Итого', cell: (s) => rub.format(s.hours * s.rate), align: 'end' },
];

const meta = {
  title: 'Kit/Table',
  component: DataTable<Client>,
  tags: ['autodocs'],
  args: {
    columns,
    rows: clients,
    getRowKey: (c: Client) => c.id,
    caption: 'Клиенты студии',
  },
  argTypes: { layout: { control: 'inline-radio', options: dataTableLayouts } },
} satisfies Meta<typeof DataTable<Client>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the default 1200–1280 px viewport, 'auto' shows a real table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Клиенты студии' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // The cards are rendered too, but hidden by the media query, so not in the accessibility tree.
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ClickableRows: Story = {
  args: { onRowClick: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Анна Петрова/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRowClick).toHaveBeenLastCalledWith(clients[0]));

    await userEvent.click(canvas.getByRole('row', { name: /Мария Соколова/ }));
    await waitFor(() => expect(args.onRowClick).toHaveBeenLastCalledWith(clients[1]));
    await waitFor(() => expect(args.onRowClick).toHaveBeenCalledTimes(2));
  },
};

/** A phone-width viewport (320 px): the same data as a list of cards. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Клиенты студии' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByText('Телефон')).toBeVisible();
    await expect(within(cards[0]!).getByText('+7 912 345-67-89')).toBeVisible();
  },
};

/** Cards forced at any width, for a narrow column on a wide screen. */
export const CardsLayout: Story = {
  args: { layout: 'cards', onRowClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const card = canvas.getByRole('button', { name: /Ольга Иванова/ });
    await userEvent.click(card);
    await waitFor(() => expect(args.onRowClick).toHaveBeenCalledWith(clients[2]));
    card.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRowClick).toHaveBeenCalledTimes(2));
  },
};

/** A table forced even on a phone (it scrolls sideways inside its frame). */
export const TableLayoutOnNarrowScreen: Story = {
  args: { layout: 'table' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Клиенты студии' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    // The frame scrolls sideways, so it takes focus for keyboard scrolling.
    await expect(canvas.getByRole('region', { name: 'Клиенты студии' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** Every layout value side by side (the wide viewport, so 'auto' shows a table). */
export const Layouts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {dataTableLayouts.map((layout) => (
        <DataTable
          key={layout}
          {...args}
          layout={layout}
          caption={`Раскладка ${layout}`}
          data-testid={`layout-${layout}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Раскладка auto' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Раскладка table' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Раскладка cards' })).toBeVisible();
    for (const layout of dataTableLayouts) {
      await expect(canvas.getByTestId(`layout-${layout}`)).toHaveAttribute('data-layout', layout);
    }
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'Клиенты не найдены' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Клиенты не найдены' })).toHaveAttribute(
      'colspan',
      '4',
    );
  },
};

/** The salary table: 400 px high, the body scrolls under the header row. */
export const MaxHeight: StoryObj<typeof DataTable<Salary>> = {
  render: () => (
    <DataTable
      columns={salaryColumns}
      rows={salaries}
      getRowKey={(s) => s.id}
      caption="Зарплата мастеров за март"
      maxHeight={400}
    />
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Зарплата мастеров за март' });
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    const header = canvas.getByRole('columnheader', { name: 'Мастер' });
    region.scrollTop = 200;
    await expect(header.getBoundingClientRect().top).toBeCloseTo(
      region.getBoundingClientRect().top + 1,
      0,
    );
  },
};

/** The primitives on their own, for layouts DataTable does not cover. */
export const Primitives: Story = {
  render: () => (
    <Table>
      <TableCaption>Услуги студии</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Услуга</TableHead>
          <TableHead align="end">Длительность</TableHead>
          <TableHead align="end">Цена</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Лазерная эпиляция, голени</TableCell>
          <TableCell align="end">45 мин</TableCell>
          <TableCell align="end">{rub.format(3500)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Восковая депиляция, руки</TableCell>
          <TableCell align="end">30 мин</TableCell>
          <TableCell align="end">{rub.format(1200)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Услуги студии' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Цена' })).toHaveAttribute(
      'scope',
      'col',
    );
  },
};
