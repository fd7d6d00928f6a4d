import styles from './skeleton.module.css';

interface SkeletonProps {
  shape: 'text' | 'circular' | 'rounded';
  width?: number | string;
  height?: number | string;
  className?: string;
  'data-testid'?: string;
}

/** A placeholder while something loads, as MUI's Skeleton draws it (see styles/base.css). */
export function Skeleton({ shape, width, height, className, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
      {...rest}
    />
  );
}
