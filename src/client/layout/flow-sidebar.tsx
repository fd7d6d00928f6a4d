import { type ReactNode, useId, useState } from 'react';
import { LAYOUT } from '../../shared/constants.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/icons.tsx';
import { useMessages } from '../i18n/messages.ts';
import styles from './flow-sidebar.module.css';

/** White on the sidebar grey (#58595B) is 7:1, so the toggle and its focus ring stay visible (MUI's sx form). */
export const onSidebarFocusRing = {
  color: '#ffffff',
  '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

/** Desktop sidebar: 25% wide (320 to 400 px), collapsible to 48 px (spec 2.6, 9). */
export function FlowSidebar({ children }: { children: ReactNode }) {
  const t = useMessages('frame');
  const [collapsed, setCollapsed] = useState(false);
  const panelId = useId();
  const width = collapsed
    ? {
        width: LAYOUT.sidebarCollapsedPx,
        minWidth: LAYOUT.sidebarCollapsedPx,
        maxWidth: LAYOUT.sidebarCollapsedPx,
      }
    : {
        width: `${LAYOUT.sidebarWidthPercent}%`,
        minWidth: LAYOUT.sidebarMinPx,
        maxWidth: LAYOUT.sidebarMaxPx,
      };
  return (
    <aside
      aria-label={t('sidebar.label')}
      className={collapsed ? `${styles.sidebar} ${styles.collapsed}` : styles.sidebar}
      style={width}
    >
      <div className={styles.toggleRow}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setCollapsed((value) => !value)}
          aria-expanded={!collapsed}
          aria-controls={panelId}
          aria-label={t(collapsed ? 'sidebar.show' : 'sidebar.hide')}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </button>
      </div>
      <div id={panelId} hidden={collapsed} className={styles.panel}>
        {children}
      </div>
    </aside>
  );
}
