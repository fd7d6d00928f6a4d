import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

/** The looks of MUI's Button the frame and auth screens use (outlined is the secondary colour's). */
export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

export function buttonClassName({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
}: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    size === 'medium' ? undefined : styles[size],
    fullWidth ? styles.fullWidth : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

interface IconSlots {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

function Content({ startIcon, endIcon, children }: IconSlots & { children: ReactNode }) {
  return (
    <>
      {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
      {children}
      {endIcon ? <span className={styles.endIcon}>{endIcon}</span> : null}
    </>
  );
}

type ButtonProps = ButtonLook & IconSlots & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that looks like MUI's, without MUI: for the pages that load before it (see styles/base.css). */
export function Button({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const look = buttonClassName({ variant, size, fullWidth });
  return (
    <button type={type} className={className ? `${look} ${className}` : look} {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}

/** A router link that looks like a Button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonLook & LinkProps) {
  const look = buttonClassName({ variant, size, fullWidth });
  return (
    <Link className={className ? `${look} ${className}` : look} {...rest}>
      {children}
    </Link>
  );
}
