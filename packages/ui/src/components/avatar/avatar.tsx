// A person's photo, with their initials when there is no photo or it fails to load (Radix Avatar).
import type { ComponentProps } from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './avatar.css.ts';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export const avatarVariants = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

/** 'Анна Петрова' → 'АП': the first letters of the first two words; one word gives one letter. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('ru') ?? '')
    .join('');
}

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's full name: the image's alt text and the source of the initials. */
    name: string;
    /** Photo URL; without it (or when it fails) the initials show. */
    src?: string | null;
    onLoadingStatusChange?: AvatarPrimitive.AvatarImageProps['onLoadingStatusChange'];
  };

export function Avatar({
  name,
  src,
  size,
  onLoadingStatusChange,
  className,
  ...props
}: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={clsx(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={name}
          className={styles.image}
          onLoadingStatusChange={onLoadingStatusChange}
        />
      ) : null}
      {/* The initials stand in for the photo, so they carry the same name as its alt text. */}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role="img"
        aria-label={name}
        className={styles.fallback}
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
