import type { ComponentProps } from 'react';

/** The public site's button looks (the back-office keeps its own). */
const VARIANTS = {
  primary: 'bg-saffron-700 text-white hover:bg-saffron-800',
  /** A quiet border, for the second choice beside a primary one. */
  secondary: 'border border-stone-300 hover:bg-sand-100',
  /** The saffron border of "show more". */
  outline: 'border-2 border-saffron-700 text-saffron-800 hover:bg-saffron-50',
  ghost: 'hover:bg-sand-100',
  danger: 'text-terracotta-700 hover:bg-orange-50',
};

const SIZES = { sm: 'px-3', md: 'px-4', lg: 'px-5', xl: 'px-6' };

const SHAPES = { pill: 'rounded-full', rounded: 'rounded-lg' };

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  /** The side padding. */
  size?: keyof typeof SIZES;
  shape?: keyof typeof SHAPES;
  /** Classes beside the look's: spacing, `disabled:`, `print:` (none that fight the look's own). */
  className?: string;
}

/**
 * The classes of a button: at least 44 px high (the touch target of the design guide, look-and-feel.md), its icon
 * and text in a row. For a link that looks like a button, on a <Link> or an <a>.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  shape = 'pill',
  className,
}: ButtonLook = {}): string {
  const look = `inline-flex min-h-11 items-center gap-2 font-semibold ${SHAPES[shape]} ${SIZES[size]} ${VARIANTS[variant]}`;
  return className ? `${look} ${className}` : look;
}

/** A <button> with the look of `buttonClass` (type="button" unless told otherwise). */
export function Button({
  variant,
  size,
  shape,
  className,
  type = 'button',
  ...button
}: ButtonLook & ComponentProps<'button'>) {
  return (
    <button type={type} className={buttonClass({ variant, size, shape, className })} {...button} />
  );
}
