// The product's icon set by name (<Icon name="calendar" />): one typed map, so screens never import icons ad hoc.
import type { ComponentProps } from 'react';
import {
  Bell,
  Building2,
  Calendar,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  Clock,
  Ellipsis,
  Eye,
  EyeOff,
  Filter,
  Flame,
  House,
  Inbox,
  Info,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Pencil,
  Phone,
  Plus,
  RefreshCw,
  Scissors,
  Search,
  Settings,
  Sparkles,
  Star,
  Trash2,
  TriangleAlert,
  UserPlus,
  UserRound,
  Users,
  Wallet,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './icon.css.ts';

/** Names follow the product's words (clients, masters, laser, wax) with the glyph's own name as an alias. */
export const iconMap = {
  calendar: Calendar,
  clients: Users,
  users: Users,
  services: Sparkles,
  sparkles: Sparkles,
  masters: UserRound,
  'user-round': UserRound,
  'user-plus': UserPlus,
  studios: Building2,
  building: Building2,
  home: House,
  plus: Plus,
  search: Search,
  filter: Filter,
  edit: Pencil,
  pencil: Pencil,
  trash: Trash2,
  check: Check,
  'circle-check': CircleCheck,
  x: X,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  'chevron-down': ChevronDown,
  menu: Menu,
  more: Ellipsis,
  'log-out': LogOut,
  refresh: RefreshCw,
  'alert-triangle': TriangleAlert,
  info: Info,
  clock: Clock,
  phone: Phone,
  mail: Mail,
  'message-circle': MessageCircle,
  bell: Bell,
  'map-pin': MapPin,
  laser: Zap,
  zap: Zap,
  wax: Flame,
  flame: Flame,
  haircut: Scissors,
  star: Star,
  wallet: Wallet,
  chart: ChartColumn,
  settings: Settings,
  eye: Eye,
  'eye-off': EyeOff,
  inbox: Inbox,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof iconMap;
export const iconNames = Object.keys(iconMap) as IconName[];
export const iconSizes = ['sm', 'md', 'lg'] as const;

export const iconVariants = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export type IconProps = Omit<ComponentProps<'svg'>, 'ref'> &
  VariantProps<typeof iconVariants> & {
    name: IconName;
    /** Makes the icon meaningful (role="img" with this name); without it the icon is decorative. */
    label?: string;
  };

const isIconName = (name: string): name is IconName => Object.hasOwn(iconMap, name);

export function Icon({ name, label, size, className, ...props }: IconProps) {
  // Names can arrive from data at run time, past the type check: the spec wants a warning and no
  // icon rather than a crash or a wrong glyph.
  if (!isIconName(name)) {
    console.warn(`Icon: unknown icon name "${String(name)}", nothing rendered.`);
    return null;
  }
  const Glyph = iconMap[name];
  return (
    <Glyph
      data-slot="icon"
      data-icon={name}
      className={clsx(iconVariants({ size }), className)}
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true as const, focusable: 'false' as const })}
      {...props}
    />
  );
}
