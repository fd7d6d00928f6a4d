import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The card every auth and error screen sits in: the page's one h1, then its content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
