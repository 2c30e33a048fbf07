import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { useNotReadyYet } from '../../lib/use-hydrated.js';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800',
  secondary: 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  link: 'text-indigo-700 underline-offset-4 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** Shared with links that should look like buttons, so the styles live in one place. */
export const buttonClasses = ({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) =>
  cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    variant === 'link' ? 'h-auto px-0' : SIZES[size],
    className,
  );

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  const notReady = useNotReadyYet();
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      {...notReady}
      {...props}
    />
  );
}
